import Testing
@testable import Rooted

/// The plant card's streak line: only for a living plant with a streak, and one line long.
struct StreakTextTests {
    @Test(arguments: [
        (0, false, nil), (1, false, "1 day streak!"), (12, false, "12 day streak!"), (999, false, "999 day streak!"),
        (1_000, false, "999+ day streak!"), (36_500, false, "999+ day streak!"),
        (12, true, nil), (0, true, nil),
    ] as [(Int, Bool, String?)])
    func streakLine(days: Int, dead: Bool, expected: String?) {
        #expect(RootedSurfaces.streakText(days, dead: dead) == expected)
    }
}

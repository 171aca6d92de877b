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

/// A creature above a tall plant stays inside the card's 86 x 48 window (the mature rose's bee
/// rose to y = -2 and lost its top rows to the frame).
struct CardWindowTests {
    @Test(arguments: [
        // (x, y, width, height) -> where it is drawn
        ((40, 10, 9, 8), (40, 10)), ((40, -2, 9, 8), (40, 1)), ((-3, 20, 9, 8), (1, 20)),
        ((80, 44, 9, 8), (76, 39)), ((1, 1, 84, 46), (1, 1)),
    ])
    func aSpriteIsKeptAPixelInsideTheWindow(placed: (Int, Int, Int, Int), drawn: (Int, Int)) {
        let inside = RootedSurfaces.insideWindow(x: placed.0, y: placed.1, width: placed.2, height: placed.3)
        #expect(inside.x == drawn.0 && inside.y == drawn.1)
    }
}

import Terrarium

/// Named inputs covering every stage, day and night, each access state and the midnight reset.
/// They drive the golden tests, `terrarium render --example` and the README's pictures.
enum BloomExamples {
    static let all: [Example] = [
        example("seed-morning", "Stage 0 at 08:15: 600 steps, a seed in soil", steps: 600, at: "2026-11-22T08:15:00-08:00"),
        example("sprout-morning", "Stage 1 at 10:40: 1,500 steps, a tiny shoot", steps: 1_500, at: "2026-11-22T10:40:00-08:00"),
        example("seedling-noon", "Stage 2 at 12:10: 3,100 steps, two leaves", steps: 3_100, at: "2026-11-22T12:10:00-08:00"),
        Example("vegetative-afternoon", "Stage 3 at 15:30: 4,250 of 10,000 steps, the PRD's own example", isDefault: true,
                input: ["steps": 4_250, "goal": 10_000, "stepsDate": "2026-11-22", "now": "2026-11-22T15:30:00-08:00",
                        "timeZone": "America/Los_Angeles"]),
        example("bud-evening", "Stage 4 at 18:45: 6,800 steps on the dusk gradient", steps: 6_800, at: "2026-11-22T18:45:00-08:00"),
        example("prebloom-night", "Stage 5 at 21:20: 8,900 steps, petals visible at night", steps: 8_900, at: "2026-11-22T21:20:00-08:00"),
        example("bloom-day", "Stage 6 at 16:05: 12,480 steps, goal passed, full bloom", steps: 12_480, at: "2026-11-22T16:05:00-08:00"),
        example("bloom-night", "Stage 6 at 23:10: exactly the goal, full bloom at night", steps: 10_000, at: "2026-11-22T23:10:00-08:00"),
        Example("denied-day", "Health access denied: the wilted plant and a way to Settings",
                input: ["healthAccess": "denied", "now": "2026-11-22T09:30:00-08:00", "timeZone": "America/Los_Angeles"]),
        Example("denied-night", "Health access denied after dark",
                input: ["healthAccess": "denied", "now": "2026-11-22T20:00:00-08:00", "timeZone": "America/Los_Angeles"]),
        Example("not-determined", "Health access not asked yet: a seed and a prompt to connect",
                input: ["healthAccess": "notDetermined", "now": "2026-11-22T07:05:00-08:00", "timeZone": "America/Los_Angeles"]),
        Example("midnight-reset", "00:20 with yesterday's 8,200 steps: the plant resets to a seed",
                input: ["steps": 8_200, "stepsDate": "2026-11-21", "now": "2026-11-22T00:20:00-08:00",
                        "timeZone": "America/Los_Angeles"]),
        Example("tokyo-dawn", "Time zone from the input: 06:00 in Tokyo is dawn although UTC says 21:00",
                input: ["steps": 2_600, "goal": 8_000, "stepsDate": "2026-11-22", "now": "2026-11-21T21:00:00Z",
                        "timeZone": "Asia/Tokyo"]),
    ]

    private static func example(_ name: String, _ summary: String, steps: Int, at now: String) -> Example {
        Example(name, summary, input: ["steps": .integer(steps), "goal": 10_000, "stepsDate": "2026-11-22",
                                       "now": .string(now), "timeZone": "America/Los_Angeles"])
    }

    /// Lint-only inputs at the input's limits: the most steps against the largest goal, the
    /// most against the smallest, and none at all.
    static let stress: [Example] = [
        Example("maximum-steps", "9,999,999 of 1,000,000 steps",
                input: ["steps": .integer(BloomInput.maximumSteps), "goal": .integer(BloomInput.maximumGoal),
                        "stepsDate": "2026-11-22", "now": "2026-11-22T15:30:00-08:00", "timeZone": "America/Los_Angeles"]),
        Example("maximum-steps-least-goal", "9,999,999 of 1 step",
                input: ["steps": .integer(BloomInput.maximumSteps), "goal": 1,
                        "stepsDate": "2026-11-22", "now": "2026-11-22T21:30:00-08:00", "timeZone": "America/Los_Angeles"]),
        Example("zero-steps", "0 of 1,000,000 steps", input: ["steps": 0, "goal": .integer(BloomInput.maximumGoal),
                                                             "stepsDate": "2026-11-22", "now": "2026-11-22T09:00:00-08:00",
                                                             "timeZone": "America/Los_Angeles"]),
    ]
}

import Terrarium

/// Named inputs that between them show every scene and family, the breathing pattern at each
/// keyframe, the meditation at each phase boundary, and both ends of each exercise. They drive
/// the goldens, `terrarium render --example` and the README.
enum CalmExamples {
    static let morning = "2026-11-22T08:15:00-08:00"

    static func input(now: String = morning, name: String? = nil, t: Double? = nil) -> JSONValue {
        var fields: [String: JSONValue] = ["now": .string(now), "timeZone": "America/Los_Angeles"]
        if let name { fields["name"] = .string(name) }
        if let t { fields["t"] = t == t.rounded() ? .integer(Int(t)) : .number(t) }
        return .object(fields)
    }

    /// `json` with one more field.
    static func with(_ json: JSONValue, _ key: String, _ value: JSONValue) -> JSONValue {
        guard case .object(var fields) = json else { return json }
        fields[key] = value
        return .object(fields)
    }

    // Built once: examples are looked up on every render.
    static let all: [Example] = {
        var examples = [
            Example("morning", "Sunday morning for Sarah; the exercises at their first moment, onboarding's first page, the yearly plan", isDefault: true,
                    input: input(name: "Sarah")),
            Example("evening", "Monday evening, no name: the plain welcome and the next day's quote", scenes: ["home", "widget"],
                    input: input(now: "2026-11-23T19:40:00-08:00")),
        ]
        // The breathing pattern's keyframes (seed/003): each step's start, an eased moment
        // between two keyframes, the next repetition, the last one, and the end.
        let breaths: [(String, Double, String)] = [
            ("breathe-inhale-1-mid", 0.08, "Halfway through the first inhale, eased between 1.0 and 1.2"),
            ("breathe-inhale-2", 0.165, "The second inhale begins at 1.2"),
            ("breathe-inhale-3", 0.33, "The third inhale begins at 1.35"),
            ("breathe-hold", 0.495, "The pause, held at 1.5"),
            ("breathe-exhale-1", 1.495, "The first exhale begins from 1.5"),
            ("breathe-exhale-2", 1.715, "The second exhale begins at 1.3"),
            ("breathe-exhale-3", 1.935, "The third exhale begins at 1.15"),
            ("breathe-rep-2", 2.155, "Rep 2 begins, back at 1.0"),
            ("breathe-last-rep", 28.015, "The last repetition, 14 of 14"),
            ("breathe-done", 30.17, "About 30 seconds: the exercise is complete"),
        ]
        examples += breaths.map { Example($0.0, $0.2, scenes: ["breathe"], input: input(t: $0.1)) }
        // Every phase's first second, the last second, and the end.
        var start = 0
        for phase in MeditationPlan.phases where phase.number > 1 {
            start += MeditationPlan.phases[phase.number - 2].seconds
            examples.append(Example("meditate-phase-\(phase.number)", "Phase \(phase.number), \(phase.name), begins at \(start) s",
                                    scenes: phase.number == 4 ? ["meditate", "live-activity"] : ["meditate"],
                                    input: input(t: Double(start))))
        }
        examples.append(Example("meditate-last-second", "299 s: the final second of Completion", scenes: ["meditate", "live-activity"],
                                input: input(t: 299)))
        examples.append(Example("meditate-done", "300 s: the session is complete", scenes: ["meditate", "live-activity"], input: input(t: 300)))
        // The audio guide playing, paused and at its end.
        examples.append(Example("audio-playing", "The audio guide playing, 1:23 in", scenes: ["audio"], input: input(t: 83)))
        var paused = input(t: 140)
        if case .object(var fields) = paused { fields["playing"] = .bool(false); paused = .object(fields) }
        examples.append(Example("audio-paused", "Paused at 2:20: the circles stand still", scenes: ["audio"], input: paused))
        examples.append(Example("audio-done", "5:00: the guide is complete", scenes: ["audio"], input: input(t: 300)))
        // Onboarding's other two pages (the default example shows the first), and the paywall
        // with the monthly plan chosen (the default chooses the yearly one).
        for page in 2...OnboardingPage.all.count {
            examples.append(Example("onboarding-\(page)", "Onboarding page \(page): \(OnboardingPage.all[page - 1].title)",
                                    scenes: ["onboarding"], input: with(input(), "page", .integer(page))))
        }
        examples.append(Example("paywall-monthly", "The paywall with the monthly plan chosen", scenes: ["paywall"],
                                input: with(input(), "plan", .string(PremiumPlan.monthly.rawValue))))
        return examples
    }()

    /// Lint-only inputs: names at the 40-character limit and in other scripts (emoji with ZWJ
    /// sequences, Korean, Japanese, Arabic, Hebrew, combining marks), and twelve days in a
    /// row, so every daily quote is laid out on the home screen and in both widgets.
    static let stress: [Example] = {
        let names: [(String, String)] = [
            ("longest-name", String(repeating: "W", count: CalmInput.maximumNameLength)),
            ("long-words-name", "Maximiliana Wolfeschlegelsteinhausenbergd"),
            ("emoji-name", "Sam 👩‍👩‍👧‍👦🌿🧘🏽‍♀️"),
            ("korean-name", "김서연"),
            ("japanese-name", "さくら 山田"),
            ("arabic-name", "ليلى"),
            ("hebrew-name", "נועה"),
            ("combining-name", "Zoë Ångström Nguyễn"),
        ]
        var examples = names.map { Example($0.0, "Welcome for a stress name", scenes: ["home"], input: input(name: String($0.1.prefix(40)))) }
        // 2026-11-22 onwards: one quote a day, all twelve in turn.
        for day in 0..<DailyQuote.all.count {
            let date = LocalDate(daysSinceEpoch: LocalDate(year: 2026, month: 11, day: 22).daysSinceEpoch + day)
            let now = String(format: "%04d-%02d-%02dT08:15:00-08:00", date.year, date.month, date.day)
            examples.append(Example("quote-day-\(day + 1)", "The quote of \(now.prefix(10))", scenes: ["home", "widget"],
                                    input: input(now: now, name: "Sarah")))
        }
        return examples
    }()
}

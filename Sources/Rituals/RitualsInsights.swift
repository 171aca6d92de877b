import Foundation
import Terrarium

/// A trend arrow: this week against the week before (FR-INSIGHTS-10).
enum Trend: String, Sendable, Codable {
    case up, down, stable

    /// Rates move by at least 5 percentage points to count as a change; counts by at least one.
    static func of(_ current: Double?, _ previous: Double?, threshold: Double) -> Trend {
        guard let current, let previous else { return .stable }
        if current - previous >= threshold { return .up }
        if previous - current >= threshold { return .down }
        return .stable
    }

    static func rates(_ current: Double?, _ previous: Double?) -> Trend { of(current, previous, threshold: 0.05) }
    static func counts(_ current: Int, _ previous: Int) -> Trend { of(Double(current), Double(previous), threshold: 1) }
}

/// The eight insight cards' numbers (PRD 3.4), each with its week-over-week trend.
struct Insights: Sendable {
    var activeRituals: [Ritual]
    var activeTrend: Trend
    var currentStreak: Int
    var longestStreak: Int
    var streakTrend: Trend
    var today: DayProgress
    var todayTrend: Trend
    /// The last 7 days' completion rates, oldest first; nil where nothing was due.
    var lastSevenRates: [Double?]
    var completionTrend: Trend
    var daysActive: Int
    /// Days up to today on which any ritual had an arc running: what `daysActive` is out of.
    var arcDays: Int
    var daysActiveTrend: Trend
    /// The mean of the last 7 days' rates (days with nothing due left out).
    var sevenDayAverage: Double?
    /// The last 14 days' rates, for the sparkline.
    var lastFourteenRates: [Double?]
    var averageTrend: Trend
    var totalCheckins: Int
    var checkinsTrend: Trend
    /// The ritual with the highest completion rate in its current or latest arc so far.
    var bestRitual: (ritual: Ritual, rate: Double)?
    var bestTrend: Trend

    init(_ rules: RitualsRules) {
        let today = rules.today
        let weekAgo = today - 7
        activeRituals = rules.input.rituals.filter { $0.arc(on: today) != nil }
        activeTrend = Trend.counts(activeRituals.count, rules.input.rituals.filter { $0.arc(on: weekAgo) != nil }.count)
        currentStreak = rules.currentStreak
        longestStreak = rules.longestStreak
        streakTrend = Trend.counts(currentStreak, rules.streak(endingOn: weekAgo))
        self.today = rules.todayProgress
        todayTrend = Trend.counts(self.today.done, rules.progress(on: weekAgo).done)
        lastSevenRates = (0..<7).map { rules.progress(on: today - 6 + $0).rate }
        completionTrend = Trend.rates(self.today.rate, rules.progress(on: weekAgo).rate)
        let active = rules.activeDays
        daysActive = active.count
        var running = Set<Int>()
        for ritual in rules.input.rituals {
            for arc in ritual.arcs where arc.start.daysSinceEpoch <= today {
                running.formUnion(arc.start.daysSinceEpoch...min(today, arc.end.daysSinceEpoch))
            }
        }
        arcDays = running.count
        daysActiveTrend = Trend.counts(active.filter { $0 > today - 7 }.count, active.filter { $0 > today - 14 && $0 <= today - 7 }.count)
        lastFourteenRates = (0..<14).map { rules.progress(on: today - 13 + $0).rate }
        sevenDayAverage = Self.mean(Array(lastFourteenRates.suffix(7)))
        averageTrend = Trend.rates(sevenDayAverage, Self.mean(Array(lastFourteenRates.prefix(7))))
        let allCheckins = rules.input.rituals.flatMap { $0.habits.flatMap(\.completedDays) }
        totalCheckins = allCheckins.count
        checkinsTrend = Trend.counts(allCheckins.filter { $0 > today - 7 }.count,
                                     allCheckins.filter { $0 > today - 14 && $0 <= today - 7 }.count)
        var best: (ritual: Ritual, rate: Double)?
        for ritual in rules.input.rituals {
            guard let rate = Self.arcRate(ritual, rules: rules, through: today) else { continue }
            if best == nil || rate > (best?.rate ?? 0) { best = (ritual, rate) }
        }
        bestRitual = best
        bestTrend = best.map { Trend.rates($0.rate, Self.arcRate($0.ritual, rules: rules, through: weekAgo)) } ?? .stable
    }

    static func mean(_ rates: [Double?]) -> Double? {
        let known = rates.compactMap { $0 }
        return known.isEmpty ? nil : known.reduce(0, +) / Double(known.count)
    }

    /// Completed over due habit-days in the ritual's arc running on `day` (else its latest arc
    /// before it), from the arc's start through `day`.
    static func arcRate(_ ritual: Ritual, rules: RitualsRules, through day: Int) -> Double? {
        guard let arc = ritual.arc(on: day) ?? ritual.arcs.last(where: { $0.end.daysSinceEpoch < day }) else { return nil }
        let last = min(day, arc.end.daysSinceEpoch)
        var due = 0, done = 0
        for d in arc.start.daysSinceEpoch...last {
            let progress = rules.progress(on: d, ritual: ritual.id)
            due += progress.due
            done += progress.done
        }
        return due == 0 ? nil : Double(done) / Double(due)
    }
}

/// The Insights tab's contextual tip (FR-INSIGHTS-11): one, chosen from how the user is doing.
/// The document names no tips and no thresholds; these are Terrarium's, in order of what
/// matters most: nothing to measure yet, a record streak under way, a very good week, a week
/// worse than the one before, a low week, a better week, else a habit-building tip.
enum InsightTip: String, CaseIterable, Sendable, Codable {
    /// Nothing was due in the last seven days: no week to look at.
    case getStarted
    /// The current streak is the longest so far and at least a week long.
    case recordStreak
    /// The 7-day average is 80 % or more.
    case excellentWeek
    /// The 7-day average fell from the week before (the trend arrow points down).
    case slipping
    /// The 7-day average is under 50 % (the History ring's grey).
    case lowWeek
    /// The 7-day average rose from the week before.
    case improving
    /// Anything else: the habit-building tip.
    case steady

    static let recordStreakDays = 7
    static let excellentAverage = 0.8
    static let lowAverage = 0.5

    /// The tip for these numbers: a pure function of the Insights tab's own figures.
    static func choose(average: Double?, averageTrend: Trend, currentStreak: Int, longestStreak: Int) -> InsightTip {
        guard let average else { return .getStarted }
        if currentStreak >= recordStreakDays && currentStreak >= longestStreak { return .recordStreak }
        if average >= excellentAverage { return .excellentWeek }
        if averageTrend == .down { return .slipping }
        if average < lowAverage { return .lowWeek }
        if averageTrend == .up { return .improving }
        return .steady
    }

    static func choose(_ insights: Insights) -> InsightTip {
        choose(average: insights.sevenDayAverage, averageTrend: insights.averageTrend, currentStreak: insights.currentStreak,
               longestStreak: insights.longestStreak)
    }
}

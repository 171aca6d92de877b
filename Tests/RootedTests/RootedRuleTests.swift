import Foundation
@testable import Rooted
import Testing

let start = Date(timeIntervalSince1970: 1_795_000_000)
func days(_ d: Double) -> Date { start.addingTimeInterval(d * 86_400) }
func hours(_ h: Double) -> Date { start.addingTimeInterval(h * 3_600) }

@Suite struct DecayTests {
    @Test(arguments: [
        // frequency, days elapsed, expected level (100 / frequencyDays per day, never below 0)
        (ContactFrequency.weekly, 1.0, 100 - 100.0 / 7),
        (.weekly, 3.5, 50.0),
        (.weekly, 7.0, 0.0),
        (.weekly, 9.0, 0.0),
        (.biweekly, 7.0, 50.0),
        (.biweekly, 0.0, 100.0),
        (.monthly, 15.0, 50.0),
        (.monthly, 3.0, 90.0),
    ])
    func decaysByOneHundredOverTheFrequency(frequency: ContactFrequency, elapsed: Double, expected: Double) {
        let result = HydrationRules.project(level: 100, lastUpdate: start, now: days(elapsed), frequency: frequency)
        #expect(abs(result.level - expected) < 1e-9, "\(result.level)")
    }

    @Test func decayIsAppliedHourByHourFromTheLastUpdate() {
        // 12 hours of a weekly friend: half a day of 100/7 per day.
        let result = HydrationRules.project(level: 80, lastUpdate: start, now: hours(12), frequency: .weekly)
        #expect(abs(result.level - (80 - 50.0 / 7)) < 1e-9)
    }

    @Test(arguments: [
        (InteractionKind.call, 40.0), (.text, 20.0), (.manual, 30.0),
    ])
    func interactionsRestoreTheirAmount(kind: InteractionKind, amount: Double) {
        // Weekly, 50 at the start, a contact at day 1 (level 100 - ... ), read at the same instant.
        let at = days(1)
        let result = HydrationRules.project(level: 50, lastUpdate: start, now: at, frequency: .weekly,
                                            interactions: [Interaction(kind, at: at)])
        #expect(abs(result.level - (50 - 100.0 / 7 + amount)) < 1e-9)
    }

    @Test func restorationCapsAtOneHundred() {
        let result = HydrationRules.project(level: 90, lastUpdate: start, now: hours(1), frequency: .monthly,
                                            interactions: [Interaction(.call, at: hours(1)), Interaction(.text, at: hours(1))])
        #expect(result.level == 100)
    }

    @Test func interactionsBeforeTheLastUpdateOrAfterNowDoNotCount() {
        let result = HydrationRules.project(level: 50, lastUpdate: start, now: days(0), frequency: .weekly,
                                            interactions: [Interaction(.call, at: hours(-2)), Interaction(.call, at: hours(3))])
        #expect(result.level == 50)
    }

    @Test func aContactAfterTheGraceDoesNotRaiseTheDead() {
        // Weekly from 10: empty after 0.7 days, dead 24 h later (1.7 days); a call at day 2 is too late.
        let late = HydrationRules.project(level: 10, lastUpdate: start, now: days(3), frequency: .weekly,
                                          interactions: [Interaction(.call, at: days(2))])
        #expect(late.state == .dead && late.level == 0)
        // A call inside the grace period saves it.
        let saved = HydrationRules.project(level: 10, lastUpdate: start, now: days(1.5), frequency: .weekly,
                                           interactions: [Interaction(.call, at: days(1.2))])
        #expect(saved.state == .thirsty)
        #expect(abs(saved.level - (40 - 0.3 * 100 / 7)) < 1e-9)
    }
}

@Suite struct StateTests {
    @Test(arguments: [
        (100.0, PlantState.healthy), (60.01, .healthy), (60.0, .thirsty), (35, .thirsty), (20.0, .thirsty),
        (19.99, .wilting), (1, .wilting), (0.05, .wilting),
    ])
    func levelsMapToStates(level: Double, state: PlantState) {
        #expect(HydrationRules.state(level: level, emptyFor: nil) == state)
    }

    @Test(arguments: [
        (0.0, PlantState.wilting), (3_600.0, .wilting), (86_400.0, .wilting), (86_401.0, .dead), (400_000.0, .dead),
    ])
    func aPlantAtZeroDiesOnlyAfterMoreThanADay(emptyFor: Double, state: PlantState) {
        #expect(HydrationRules.state(level: 0, emptyFor: emptyFor) == state)
    }

    @Test func projectionTracksWhenThePlantRanDry() {
        // Weekly from 50: empty at 3.5 days.
        let justDry = HydrationRules.project(level: 50, lastUpdate: start, now: days(4.5), frequency: .weekly)
        #expect(justDry.level == 0 && justDry.state == .wilting)
        #expect(abs((justDry.emptySince ?? start).timeIntervalSince(days(3.5))) < 1e-3)
        let exactlyADay = HydrationRules.project(level: 50, lastUpdate: start, now: days(3.5).addingTimeInterval(86_400), frequency: .weekly)
        #expect(exactlyADay.state == .wilting)
        let pastADay = HydrationRules.project(level: 50, lastUpdate: start, now: days(3.5).addingTimeInterval(86_460), frequency: .weekly)
        #expect(pastADay.state == .dead)
    }

    @Test func aStoredZeroStartsItsGraceAtTheLastUpdate() {
        #expect(HydrationRules.project(level: 0, lastUpdate: start, now: hours(23), frequency: .monthly).state == .wilting)
        #expect(HydrationRules.project(level: 0, lastUpdate: start, now: hours(25), frequency: .monthly).state == .dead)
    }

    @Test(arguments: [(12.34, 12.3), (12.35, 12.4), (99.95, 100.0), (0.04, 0.0)])
    func stateJSONShowsOneDecimal(level: Double, shown: Double) {
        #expect(Hydration(level: level, emptySince: nil, state: .thirsty).rounded == shown)
    }
}

@Suite struct EvolutionTests {
    @Test(arguments: [
        (0, GrowthStage.sprout), (7, .sprout), (8, .young), (30, .young), (31, .mature), (400, .mature),
    ])
    func streakSetsTheStage(days: Int, stage: GrowthStage) {
        #expect(GrowthStage.forStreak(days: days) == stage)
    }

    @Test(arguments: [
        (GrowthStage?.none, 3, GrowthStage.sprout), (.mature, 0, .mature), (.young, 40, .mature), (.young, 2, .young), (.sprout, 12, .young),
    ])
    func aPlantNeverDeEvolves(stored: GrowthStage?, streak: Int, stage: GrowthStage) {
        #expect(GrowthStage.current(stored: stored, streakDays: streak) == stage)
    }

    @Test func frequenciesAndRestorationMatchTheDocument() {
        #expect(ContactFrequency.allCases.map(\.days) == [7, 14, 30])
        #expect(InteractionKind.allCases.map(\.restores) == [40, 20, 30])
        #expect(PlantType.allCases.count == 8)
    }
}

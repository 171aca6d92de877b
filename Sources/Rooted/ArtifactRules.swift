import Terrarium

/// One day of the garden's record: the average hydration across all plants that day.
struct GardenDay: Sendable, Equatable {
    var day: LocalDate
    var averageHydration: Double
    init(_ day: LocalDate, _ averageHydration: Double) {
        self.day = day
        self.averageHydration = averageHydration
    }
}

extension DecorationItem {
    /// The garden-level artifacts (PRD 6, "Overall Health Rewards"), in the document's order.
    static let gardenArtifacts: [DecorationItem] = [.windChime, .birdFeeder, .painting, .cat, .gnome]

    /// What earns a garden artifact: the garden's average hydration at or above `percent` on
    /// each of `days` days in a row. Nil for furniture, which is not earned.
    var hydrationGoal: (percent: Double, days: Int)? {
        switch self {
        case .windChime: (70, 7)
        case .birdFeeder: (80, 14)
        case .painting: (85, 30)
        case .cat: (90, 60)
        case .gnome: (95, 90)
        case .table, .shelf, .wateringCan, .bench: nil
        }
    }
}

/// How artifacts are earned (PRD 6), as pure functions. Artifacts are permanent unlocks, so
/// each rule reads a record (the longest streak, the whole garden history), not today alone.
///
/// Where the document leaves gaps (README, Rooted):
/// - "7-day streak" counts the friend's longest streak, `max(streakDays, longestStreakDays)`,
///   so a creature stays when a streak breaks. A streak of exactly 7 days earns the butterfly.
/// - "70% avg hydration for 7 days" means the garden's daily average was at least 70 on 7
///   consecutive calendar days (a day missing from the history breaks the run); 69.9 is not 70.
/// - A friend's `artifacts` list, when given, is the set shown: the document lets creatures be
///   toggled on and off per plant, and a listed one is an unlock from before (they are
///   permanent). Without the list the plant shows every creature its streak earned.
/// - Garden artifacts earned but not already placed as decorations are set down by the engine
///   (`placeEarned`): the painting on the first free wall spot, the others on the first free
///   tile nearest the back corner.
enum ArtifactRules {
    /// The creatures a streak record earns, in the document's order.
    static func earned(streakRecord days: Int) -> [PlantArtifact] {
        PlantArtifact.allCases.filter { days >= $0.streakDays }
    }

    /// The creatures a plant shows: the listed ones when the input lists them, else the earned.
    static func shown(listed: [PlantArtifact]?, streakRecord days: Int) -> [PlantArtifact] {
        listed ?? earned(streakRecord: days)
    }

    /// The longest run of consecutive days whose average is at least `percent`.
    static func longestRun(_ history: [GardenDay], atLeast percent: Double) -> Int {
        var best = 0, run = 0
        var previous: Int?
        for entry in history {
            let day = entry.day.daysSinceEpoch
            if entry.averageHydration >= percent {
                run = previous == day - 1 && run > 0 ? run + 1 : 1
            } else {
                run = 0
            }
            best = max(best, run)
            previous = day
        }
        return best
    }

    /// The garden artifacts a history (days in order, each once) earns, in the document's order.
    static func earnedGardenArtifacts(_ history: [GardenDay]) -> [DecorationItem] {
        DecorationItem.gardenArtifacts.filter { item in
            guard let goal = item.hydrationGoal else { return false }
            return longestRun(history, atLeast: goal.percent) >= goal.days
        }
    }

    /// Floor tiles in the order earned artifacts take them: nearest the back corner first
    /// (tall chimes and feeders hide least there), then left to right.
    static let floorOrder: [Tile] = (0..<IsoGrid.size).flatMap { row in (0..<IsoGrid.size).map { Tile($0, row) } }
        .sorted { ($0.col + $0.row, $0.col) < ($1.col + $1.row, $1.col) }

    /// Decorations for the earned garden artifacts that the input does not already place: each
    /// on the first free spot, id `earned-<sprite>` (with `-2`, `-3`... if that id is taken).
    /// One that finds no room is not drawn (it stays earned, in the `--json` state).
    static func placeEarned(_ earned: [DecorationItem], friends: [FriendInput], decorations: [DecorationInput]) -> [DecorationInput] {
        var taken = Set(decorations.flatMap(\.tiles))
        for friend in friends { if case .tile(let tile) = friend.place { taken.insert(tile) } }
        var wallTaken: Set<String> = []
        for decoration in decorations {
            if case .wall(let wall, let at) = decoration.place {
                for spot in at..<(at + decoration.item.wallSpan) { wallTaken.insert("\(wall.rawValue)\(spot)") }
            }
        }
        var ids = Set(friends.map(\.id) + decorations.map(\.id))
        var added: [DecorationInput] = []
        for item in earned where !decorations.contains(where: { $0.item == item }) {
            var id = "earned-\(item.sprite)", n = 2
            while ids.contains(id) { id = "earned-\(item.sprite)-\(n)"; n += 1 }
            if item.onWall {
                let spots = [Wall.right, .left].flatMap { wall in (0..<IsoGrid.size).map { (wall, $0) } }
                guard let (wall, at) = spots.first(where: { !wallTaken.contains("\($0.0.rawValue)\($0.1)") }) else { continue }
                wallTaken.insert("\(wall.rawValue)\(at)")
                added.append(DecorationInput(id: id, item: item, place: .wall(wall, at: at)))
            } else {
                guard let tile = floorOrder.first(where: { !taken.contains($0) }) else { continue }
                taken.insert(tile)
                added.append(DecorationInput(id: id, item: item, place: .floor(tile, columns: 1, rows: 1)))
            }
            ids.insert(id)
        }
        return added
    }
}

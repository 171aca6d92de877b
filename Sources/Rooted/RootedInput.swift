import Foundation
import Terrarium

/// A friend and their plant, as the input gives them.
struct FriendInput: Sendable, Equatable {
    enum Place: Sendable, Equatable {
        case tile(Tile)
        /// Standing on the table with this id.
        case on(String)
    }

    var id: String
    var name: String
    var plant: PlantType
    var frequency: ContactFrequency
    var hydration: Double
    var lastHydrationUpdate: Date
    var streakDays: Int
    /// The longest streak this friendship has had, at least `streakDays`: what earns creatures.
    var longestStreakDays: Int
    var stage: GrowthStage?
    var place: Place
    /// The creatures shown: the input's list when it gives one, else every earned one.
    var artifacts: [PlantArtifact]
    var interactions: [Interaction]
    var lastContact: Date?

    /// The creatures the streak record has earned (permanent unlocks, PRD 6).
    var earnedArtifacts: [PlantArtifact] { ArtifactRules.earned(streakRecord: max(streakDays, longestStreakDays)) }
}

/// A piece of furniture or a garden artifact.
struct DecorationInput: Sendable, Equatable {
    enum Place: Sendable, Equatable {
        /// On the floor: the tile nearest the back corner, and the tiles it covers.
        case floor(Tile, columns: Int, rows: Int)
        /// On a back wall, starting `at` tiles from the back corner.
        case wall(Wall, at: Int)
    }

    var id: String
    var item: DecorationItem
    var place: Place

    /// The floor tiles it covers.
    var tiles: [Tile] {
        guard case .floor(let tile, let columns, let rows) = place else { return [] }
        return tile.footprint(columns: columns, rows: rows)
    }
}

/// Edit mode: an item being dragged over a tile.
struct DropInput: Sendable, Equatable {
    var item: String
    var tile: Tile
    init(item: String, tile: Tile) {
        self.item = item
        self.tile = tile
    }
}

/// Rooted's input, validated: every rule of the greenhouse holds once this exists.
public struct RootedInput: Sendable, Equatable {
    var now: Date
    var timeZone: TimeZone
    var friends: [FriendInput]
    var decorations: [DecorationInput]
    var drop: DropInput?
    /// The friend the plant card shows; nil means the first.
    var selected: String?
    var colorBlind: Bool
    /// Events the animation plays in its first second: the friend whose plant was just set
    /// down (it hops), and the one whose plant has just reached its stage (it sparkles).
    var placed: String?
    var evolved: String?
    /// The garden's daily average hydration, oldest first, and the garden artifacts it earned
    /// (those not placed in `decorations` were appended there by `ArtifactRules.placeEarned`).
    var gardenHistory: [GardenDay] = []
    var gardenArtifacts: [DecorationItem] = []

    public static let maximumFriends = 20
    public static let maximumHistoryDays = 1_000
    public static let maximumDecorations = 40
    public static let maximumInteractions = 500
    public static let tableCapacity = 3
    public static let maximumNameLength = 40

    /// Decodes and checks an input document (`StrictInputDecoder`).
    public init(json: JSONValue) throws(InputError) {
        self = try StrictInputDecoder.decode(RootedInput.self, from: json)
    }

    static func tile(_ value: JSONValue, field: String) throws(InputError) -> Tile {
        guard let pair = wholePair(value) else {
            throw InputError(field: field, "must be [col, row], two whole numbers from 0 to 5")
        }
        guard (0...5).contains(pair.0), (0...5).contains(pair.1) else {
            throw InputError(field: field, "is [\(pair.0), \(pair.1)], outside the 6x6 floor (col and row run from 0 to 5)")
        }
        return Tile(pair.0, pair.1)
    }

    /// `[a, b]` of two whole numbers, written as integers or as whole decimals.
    static func wholePair(_ value: JSONValue) -> (Int, Int)? {
        func whole(_ v: JSONValue) -> Int? {
            switch v {
            case .integer(let n): return n
            case .number(let d) where d == d.rounded() && abs(d) < 1e9: return Int(d)
            default: return nil
            }
        }
        guard case .array(let parts) = value, parts.count == 2, let a = whole(parts[0]), let b = whole(parts[1]) else { return nil }
        return (a, b)
    }

    fileprivate static func checkIds(friends: [FriendInput], decorations: [DecorationInput]) throws(InputError) {
        var seen: [String: String] = [:]
        let all = friends.enumerated().map { ($0.element.id, "friends[\($0.offset)]") }
            + decorations.enumerated().map { ($0.element.id, "decorations[\($0.offset)]") }
        for (id, path) in all {
            if let first = seen[id] {
                throw InputError(field: "\(path).id", "\(UserText.quoted(id)) is already the id of \(first)")
            }
            seen[id] = path
        }
    }

    /// One item per tile; plants on tables only on tables that exist and have room.
    fileprivate static func checkPlaces(friends: [FriendInput], decorations: [DecorationInput]) throws(InputError) {
        var owner: [Tile: String] = [:]
        func claim(_ tile: Tile, by id: String, path: String) throws(InputError) {
            if let other = owner[tile] {
                throw InputError(field: path, "puts \(UserText.quoted(id)) on tile \(tile), which \(UserText.quoted(other)) already takes")
            }
            owner[tile] = id
        }
        for (i, decoration) in decorations.enumerated() {
            for tile in decoration.tiles { try claim(tile, by: decoration.id, path: "decorations[\(i)].tile") }
        }
        var wallUse: [Wall: [Int: String]] = [:]
        for (i, decoration) in decorations.enumerated() {
            guard case .wall(let wall, let at) = decoration.place else { continue }
            for spot in at..<(at + decoration.item.wallSpan) {
                if let other = wallUse[wall]?[spot] {
                    throw InputError(field: "decorations[\(i)].at", "hangs \(UserText.quoted(decoration.id)) over \(UserText.quoted(other)) on the \(wall.rawValue) wall")
                }
                wallUse[wall, default: [:]][spot] = decoration.id
            }
        }
        var onTable: [String: Int] = [:]
        for (i, friend) in friends.enumerated() {
            switch friend.place {
            case .tile(let tile):
                try claim(tile, by: friend.id, path: "friends[\(i)].tile")
            case .on(let table):
                guard let found = decorations.first(where: { $0.id == table }) else {
                    throw InputError(field: "friends[\(i)].on", "names \(UserText.quoted(table)), but there is no decoration with that id")
                }
                guard found.item == .table else {
                    throw InputError(field: "friends[\(i)].on", "names \(UserText.quoted(table)), a \(found.item.rawValue); plants stand only on tables")
                }
                onTable[table, default: 0] += 1
                guard onTable[table, default: 0] <= tableCapacity else {
                    throw InputError(field: "friends[\(i)].on", "puts \(UserText.quoted(friend.id)) on table \(UserText.quoted(table)), which is full (a table holds \(tableCapacity) plants)")
                }
            }
        }
    }
}

extension RootedInput: Decodable {
    /// `theme` is the renderer's (it picks the palette), listed so a document that names one reads.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case now, timeZone, theme, friends, decorations, edit, selected, colorBlind, placed, evolved, gardenHistory
    }

    /// Reads the clock, every friend and decoration and the edit, then checks the ids and
    /// that every tile, wall spot and table place is taken once; then the animation's events,
    /// each naming a friend (an evolution only a living plant past sprout).
    public init(from decoder: Decoder) throws {
        let fields = try InputFields(decoder, keys: CodingKeys.self)
        (now, timeZone) = try fields.clock(now: .now, timeZone: .timeZone)
        colorBlind = try fields.bool(.colorBlind) ?? false

        if let count = try fields.count(.friends), count > Self.maximumFriends {
            throw InputError(field: "friends", "has \(count) friends; a greenhouse holds at most \(Self.maximumFriends)")
        }
        if let count = try fields.count(.decorations), count > Self.maximumDecorations {
            throw InputError(field: "decorations", "has \(count) items; the limit is \(Self.maximumDecorations)")
        }
        let friendList = try fields.decode([FriendFields].self, .friends) ?? []
        var friends: [FriendInput] = []
        for written in friendList { friends.append(try written.friend(now: now)) }
        self.friends = friends
        decorations = try fields.decode([DecorationInput].self, .decorations) ?? []
        try Self.checkIds(friends: friends, decorations: decorations)
        try Self.checkPlaces(friends: friends, decorations: decorations)
        if let count = try fields.count(.gardenHistory), count > Self.maximumHistoryDays {
            throw InputError(field: "gardenHistory", "has \(count) days; the limit is \(Self.maximumHistoryDays)")
        }
        let history = try fields.decode([GardenDayFields].self, .gardenHistory) ?? []
        let today = LocalTime(now, in: timeZone).date
        for (i, entry) in history.enumerated() {
            if i > 0, entry.day.day <= history[i - 1].day.day {
                throw InputError(field: "gardenHistory[\(i)].day", "is \(entry.day.day), not after gardenHistory[\(i - 1)].day (\(history[i - 1].day.day)); list each day once, oldest first")
            }
            if entry.day.day > today {
                throw InputError(field: "gardenHistory[\(i)].day", "is \(entry.day.day), after today (\(today) in \(timeZone.identifier))")
            }
        }
        gardenHistory = history.map(\.day)
        gardenArtifacts = ArtifactRules.earnedGardenArtifacts(gardenHistory)
        decorations += ArtifactRules.placeEarned(gardenArtifacts, friends: friends, decorations: decorations)

        if let edit = try fields.decode(EditFields.self, .edit) {
            guard friends.contains(where: { $0.id == edit.item }) || decorations.contains(where: { $0.id == edit.item }) else {
                throw InputError(field: "edit.item", "names \(UserText.quoted(edit.item)), which is no friend's or decoration's id")
            }
            drop = DropInput(item: edit.item, tile: edit.tile)
        }
        selected = try fields.string(.selected)
        if let selected, !friends.contains(where: { $0.id == selected }) {
            throw InputError(field: "selected", "names \(UserText.quoted(selected)), which is no friend's id")
        }
        placed = try Self.friend(fields, .placed, in: friends)?.id
        if let friend = try Self.friend(fields, .evolved, in: friends) {
            let quoted = UserText.quoted(friend.id)
            guard GrowthStage.current(stored: friend.stage, streakDays: friend.streakDays) != .sprout else {
                throw InputError(field: fields.field(.evolved), "names \(quoted), a sprout; a plant evolves into young (a streak of 8 days) or mature (31)")
            }
            let hydration = HydrationRules.project(level: friend.hydration, lastUpdate: friend.lastHydrationUpdate, now: now,
                                                   frequency: friend.frequency, interactions: friend.interactions)
            guard hydration.state != .dead else {
                throw InputError(field: fields.field(.evolved), "names \(quoted), whose plant is dead; only a living plant evolves")
            }
            evolved = friend.id
        }
    }

    /// The friend an event field names, if it is given.
    fileprivate static func friend(_ fields: InputFields<CodingKeys>, _ key: CodingKeys, in friends: [FriendInput]) throws -> FriendInput? {
        guard let id = try fields.string(key) else { return nil }
        guard let friend = friends.first(where: { $0.id == id }) else {
            throw InputError(field: fields.field(key), "names \(UserText.quoted(id)), which is no friend's id; it names the friend whose plant \(key == .placed ? "was just set down" : "has just evolved")")
        }
        return friend
    }

    /// 1 to 64 letters, digits, '-' or '_'.
    fileprivate static func identifier<Key>(_ fields: InputFields<Key>, _ key: Key) throws -> String {
        guard let id = try fields.string(key) else { throw InputError(field: fields.field(key), "is missing") }
        guard !id.isEmpty, id.count <= 64, id.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
            throw InputError(field: fields.field(key), "must be 1 to 64 letters, digits, '-' or '_' (got \(UserText.quoted(id)))")
        }
        return id
    }

    /// A floor tile, `[col, row]`.
    fileprivate static func tile<Key>(_ fields: InputFields<Key>, _ key: Key) throws -> Tile? {
        guard let value = try fields.decode(JSONValue.self, key) else { return nil }
        return try tile(value, field: fields.field(key))
    }
}

/// `edit`: the item being dragged, and the tile under it.
private struct EditFields: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable { case item, tile }
    let item: String
    let tile: Tile

    init(from decoder: Decoder) throws {
        let fields = try InputFields(decoder, keys: CodingKeys.self)
        guard let item = try fields.string(.item) else { throw InputError(field: fields.field(.item), "is missing") }
        guard let tile = try RootedInput.tile(fields, .tile) else { throw InputError(field: fields.field(.tile), "is missing") }
        (self.item, self.tile) = (item, tile)
    }
}

/// A friend as written, every field read and checked; `friend(now:)` checks what needs now.
private struct FriendFields: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, name, plant, frequency, hydration, lastHydrationUpdate, streakDays, longestStreakDays, stage, tile, on,
             artifacts, interactions, lastContact
    }
    let path: String
    let friend: FriendInput
    let updateText: String

    init(from decoder: Decoder) throws {
        let fields = try InputFields(decoder, keys: CodingKeys.self)
        path = decoder.fieldPath ?? "friends"
        let id = try RootedInput.identifier(fields, .id)
        guard let name = try fields.line(.name, limit: RootedInput.maximumNameLength) else {
            throw InputError(field: fields.field(.name), "is missing; the friend's name, 1 to \(RootedInput.maximumNameLength) characters")
        }
        guard let plant = try fields.choice(.plant, as: PlantType.self) else {
            throw InputError(field: fields.field(.plant), "is missing; one of \(PlantType.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        guard let frequency = try fields.choice(.frequency, as: ContactFrequency.self) else {
            throw InputError(field: fields.field(.frequency), "is missing; one of weekly, biweekly, monthly")
        }
        guard let hydration = try fields.number(.hydration) else {
            throw InputError(field: fields.field(.hydration), "is missing; a number from 0 to 100")
        }
        guard (0...100).contains(hydration) else {
            throw InputError(field: fields.field(.hydration), "is \(hydration); it must be from 0 to 100")
        }
        guard let updateText = try fields.string(.lastHydrationUpdate) else {
            throw InputError(field: fields.field(.lastHydrationUpdate), "is missing; ISO 8601 with a UTC offset")
        }
        let lastUpdate = try Timestamp.parse(updateText, field: fields.field(.lastHydrationUpdate)).date
        guard let streak = try fields.integer(.streakDays, in: 0...36_500, rule: "a whole number of days from 0 to 36500") else {
            throw InputError(field: fields.field(.streakDays), "is missing; a whole number of days (0 for a new friend)")
        }
        let longest = try fields.integer(.longestStreakDays, in: 0...36_500, rule: "a whole number of days from 0 to 36500") ?? streak
        guard longest >= streak else {
            throw InputError(field: fields.field(.longestStreakDays), "is \(longest), shorter than streakDays (\(streak)); the longest streak includes the current one")
        }
        let stage = try fields.choice(.stage, as: GrowthStage.self)
        let place: FriendInput.Place
        switch (try RootedInput.tile(fields, .tile), try fields.string(.on)) {
        case (nil, nil):
            throw InputError(field: fields.field(.tile), "is missing; give [col, row] or 'on' with a table's id")
        case (let tile?, nil): place = .tile(tile)
        case (nil, let table?): place = .on(table)
        case (_?, _?):
            throw InputError(field: fields.field(.on), "cannot be given with 'tile': a plant stands on the floor or on a table")
        }
        let listed = try fields.decode([JSONValue].self, .artifacts)
        var artifacts: [PlantArtifact] = []
        for (i, entry) in (listed ?? []).enumerated() {
            let field = fields.field(.artifacts) + "[\(i)]"
            guard case .string(let raw) = entry, let artifact = PlantArtifact(rawValue: raw) else {
                throw InputError(field: field, "must be one of \(PlantArtifact.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            guard !artifacts.contains(artifact) else { throw InputError(field: field, "repeats \(UserText.quoted(raw))") }
            artifacts.append(artifact)
        }
        if let count = try fields.count(.interactions), count > RootedInput.maximumInteractions {
            throw InputError(field: fields.field(.interactions), "has \(count) entries; the limit is \(RootedInput.maximumInteractions)")
        }
        let interactions = try fields.decode([InteractionFields].self, .interactions) ?? []
        let lastContact = try fields.string(.lastContact).map { text in
            try Timestamp.parse(text, field: fields.field(.lastContact)).date
        }
        self.updateText = updateText
        friend = FriendInput(id: id, name: name, plant: plant, frequency: frequency, hydration: hydration,
                             lastHydrationUpdate: lastUpdate, streakDays: streak, longestStreakDays: longest, stage: stage, place: place,
                             artifacts: ArtifactRules.shown(listed: listed == nil ? nil : artifacts, streakRecord: longest), interactions: interactions.map(\.interaction), lastContact: lastContact)
    }

    func friend(now: Date) throws(InputError) -> FriendInput {
        guard friend.lastHydrationUpdate <= now else {
            throw InputError(field: "\(path).lastHydrationUpdate", "is after now (\(updateText))")
        }
        return friend
    }
}

/// One day of `gardenHistory`: `{"day": "YYYY-MM-DD", "averageHydration": 0-100}`.
private struct GardenDayFields: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable { case day, averageHydration }
    let day: GardenDay

    init(from decoder: Decoder) throws {
        let fields = try InputFields(decoder, keys: CodingKeys.self)
        guard let date = try fields.date(.day) else {
            throw InputError(field: fields.field(.day), "is missing; the day as YYYY-MM-DD")
        }
        guard let average = try fields.number(.averageHydration) else {
            throw InputError(field: fields.field(.averageHydration), "is missing; the garden's average hydration that day, 0 to 100")
        }
        guard (0...100).contains(average) else {
            throw InputError(field: fields.field(.averageHydration), "is \(average); it must be from 0 to 100")
        }
        day = GardenDay(date, average)
    }
}

/// One contact with a friend: what kind, and when.
private struct InteractionFields: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable { case kind, at }
    let interaction: Interaction

    init(from decoder: Decoder) throws {
        let fields = try InputFields(decoder, keys: CodingKeys.self)
        guard let kind = try fields.choice(.kind, as: InteractionKind.self) else {
            throw InputError(field: fields.field(.kind), "is missing; one of call, text, manual")
        }
        guard let at = try fields.string(.at) else { throw InputError(field: fields.field(.at), "is missing") }
        interaction = Interaction(kind, at: try Timestamp.parse(at, field: fields.field(.at)).date)
    }
}

extension DecorationInput: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable { case id, item, tile, footprint, wall, at }

    init(from decoder: Decoder) throws {
        let fields = try InputFields(decoder, keys: CodingKeys.self)
        id = try RootedInput.identifier(fields, .id)
        guard let item = try fields.choice(.item, as: DecorationItem.self) else {
            throw InputError(field: fields.field(.item), "is missing; one of \(DecorationItem.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        self.item = item
        if item.onWall {
            if fields.has(.tile) { throw InputError(field: fields.field(.tile), "is not for a \(item.rawValue): it hangs on a wall; give 'wall' and 'at'") }
            guard let wall = try fields.choice(.wall, as: Wall.self) else {
                throw InputError(field: fields.field(.wall), "is missing; 'left' or 'right'")
            }
            let last = IsoGrid.size - item.wallSpan
            guard let at = try fields.integer(.at, in: 0...last, rule: "a whole number from 0 to \(last)") else {
                throw InputError(field: fields.field(.at), "is missing; the wall position, 0 to \(last) from the back corner")
            }
            place = .wall(wall, at: at)
            return
        }
        if fields.has(.wall) { throw InputError(field: fields.field(.wall), "is only for wall items (shelf, painting)") }
        guard let tile = try RootedInput.tile(fields, .tile) else { throw InputError(field: fields.field(.tile), "is missing; [col, row]") }
        var columns = 1, rows = 1
        if item == .table {
            (columns, rows) = (2, 1)
            if let value = try fields.decode(JSONValue.self, .footprint) {
                switch RootedInput.wholePair(value) {
                case (2, 1)?: (columns, rows) = (2, 1)
                case (1, 2)?: (columns, rows) = (1, 2)
                default: throw InputError(field: fields.field(.footprint), "must be [2, 1] (two columns) or [1, 2] (two rows)")
                }
            }
            guard tile.col + columns <= IsoGrid.size, tile.row + rows <= IsoGrid.size else {
                throw InputError(field: fields.field(.tile), "puts the \(columns)x\(rows) table past the floor's edge at \(tile)")
            }
        } else if fields.has(.footprint) {
            throw InputError(field: fields.field(.footprint), "is only for a table; a \(item.rawValue) covers one tile")
        }
        place = .floor(tile, columns: columns, rows: rows)
    }
}

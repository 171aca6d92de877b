import Foundation
import Terrarium

/// A friend and their plant, as the input gives them.
public struct FriendInput: Sendable, Equatable {
    public enum Place: Sendable, Equatable {
        case tile(Tile)
        /// Standing on the table with this id.
        case on(String)
    }

    public var id: String
    public var name: String
    public var plant: PlantType
    public var frequency: ContactFrequency
    public var hydration: Double
    public var lastHydrationUpdate: Date
    public var streakDays: Int
    public var stage: GrowthStage?
    public var place: Place
    public var artifacts: [PlantArtifact]
    public var interactions: [Interaction]
    public var lastContact: Date?
}

/// A piece of furniture or a garden artifact.
public struct DecorationInput: Sendable, Equatable {
    public enum Place: Sendable, Equatable {
        /// On the floor: the tile nearest the back corner, and the tiles it covers.
        case floor(Tile, columns: Int, rows: Int)
        /// On a back wall, starting `at` tiles from the back corner.
        case wall(Wall, at: Int)
    }

    public var id: String
    public var item: DecorationItem
    public var place: Place

    /// The floor tiles it covers.
    public var tiles: [Tile] {
        guard case .floor(let tile, let columns, let rows) = place else { return [] }
        return tile.footprint(columns: columns, rows: rows)
    }
}

/// Edit mode: an item being dragged over a tile.
public struct DropInput: Sendable, Equatable {
    public var item: String
    public var tile: Tile
    public init(item: String, tile: Tile) {
        self.item = item
        self.tile = tile
    }
}

/// Rooted's input, validated: every rule of the greenhouse holds once this exists.
public struct RootedInput: Sendable, Equatable {
    public var now: Date
    public var timeZone: TimeZone
    public var friends: [FriendInput]
    public var decorations: [DecorationInput]
    public var drop: DropInput?
    /// The friend the plant card shows; nil means the first.
    public var selected: String?
    public var colorBlind: Bool

    public static let maximumFriends = 20
    public static let maximumDecorations = 40
    public static let maximumInteractions = 500
    public static let tableCapacity = 3
    public static let maximumNameLength = 40

    public static let fields = ["now", "timeZone", "theme", "friends", "decorations", "edit", "selected", "colorBlind"]
    static let friendFields = ["id", "name", "plant", "frequency", "hydration", "lastHydrationUpdate", "streakDays",
                               "stage", "tile", "on", "artifacts", "interactions", "lastContact"]
    static let decorationFields = ["id", "item", "tile", "footprint", "wall", "at"]

    public init(json: JSONValue) throws(InputError) {
        let object = try InputObject(json)
        try object.check(allowed: Self.fields)
        (now, timeZone) = try object.clock()
        colorBlind = try object.bool("colorBlind") ?? false

        let friendValues = try object.array("friends") ?? []
        guard friendValues.count <= Self.maximumFriends else {
            throw InputError(field: "friends", "has \(friendValues.count) friends; a greenhouse holds at most \(Self.maximumFriends)")
        }
        let moment = now  // a closure may not capture self before init ends
        friends = try friendValues.enumerated().map { index, value throws(InputError) in
            try Self.friend(value, path: "friends[\(index)]", now: moment)
        }
        let decorationValues = try object.array("decorations") ?? []
        guard decorationValues.count <= Self.maximumDecorations else {
            throw InputError(field: "decorations", "has \(decorationValues.count) items; the limit is \(Self.maximumDecorations)")
        }
        decorations = try decorationValues.enumerated().map { index, value throws(InputError) in
            try Self.decoration(value, path: "decorations[\(index)]")
        }
        try Self.checkIds(friends: friends, decorations: decorations)
        try Self.checkPlaces(friends: friends, decorations: decorations)

        if let value = object.values["edit"], value != .null {
            let edit = try InputObject(value, path: "edit")
            try edit.check(allowed: ["item", "tile"])
            let item = try edit.requiredString("item")
            guard friends.contains(where: { $0.id == item }) || decorations.contains(where: { $0.id == item }) else {
                throw InputError(field: "edit.item", "names \(UserText.quoted(item)), which is no friend's or decoration's id")
            }
            guard let tileValue = edit.values["tile"] else { throw InputError(field: "edit.tile", "is missing") }
            drop = DropInput(item: item, tile: try Self.tile(tileValue, field: "edit.tile"))
        }
        selected = try object.string("selected")
        if let selected, !friends.contains(where: { $0.id == selected }) {
            throw InputError(field: "selected", "names \(UserText.quoted(selected)), which is no friend's id")
        }
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

    private static func friend(_ value: JSONValue, path: String, now: Date) throws(InputError) -> FriendInput {
        let object = try InputObject(value, path: path)
        try object.check(allowed: friendFields)
        let id = try identifier(object)
        guard let name = try object.line("name", limit: maximumNameLength) else {
            throw InputError(field: object.field("name"), "is missing; the friend's name, 1 to \(maximumNameLength) characters")
        }
        guard let plant = try object.choice("plant", as: PlantType.self) else {
            throw InputError(field: object.field("plant"), "is missing; one of \(PlantType.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        guard let frequency = try object.choice("frequency", as: ContactFrequency.self) else {
            throw InputError(field: object.field("frequency"), "is missing; one of weekly, biweekly, monthly")
        }
        guard let hydration = try object.number("hydration") else {
            throw InputError(field: object.field("hydration"), "is missing; a number from 0 to 100")
        }
        guard (0...100).contains(hydration) else {
            throw InputError(field: object.field("hydration"), "is \(hydration); it must be from 0 to 100")
        }
        let updateText = try object.requiredString("lastHydrationUpdate", hint: "ISO 8601 with a UTC offset")
        let lastUpdate = try Timestamp.parse(updateText, field: object.field("lastHydrationUpdate")).date
        guard lastUpdate <= now else {
            throw InputError(field: object.field("lastHydrationUpdate"), "is after now (\(updateText))")
        }
        guard let streak = try object.integer("streakDays", in: 0...36_500, rule: "a whole number of days from 0 to 36500") else {
            throw InputError(field: object.field("streakDays"), "is missing; a whole number of days (0 for a new friend)")
        }
        let stage = try object.choice("stage", as: GrowthStage.self)
        let place: FriendInput.Place
        switch (object.values["tile"], try object.string("on")) {
        case (nil, nil), (.null?, nil):
            throw InputError(field: object.field("tile"), "is missing; give [col, row] or 'on' with a table's id")
        case (let value?, nil) where value != .null:
            place = .tile(try Self.tile(value, field: object.field("tile")))
        case (nil, let table?), (.null?, let table?):
            place = .on(table)
        default:
            throw InputError(field: object.field("on"), "cannot be given with 'tile': a plant stands on the floor or on a table")
        }
        var artifacts: [PlantArtifact] = []
        for (i, entry) in (try object.array("artifacts") ?? []).enumerated() {
            let field = object.field("artifacts[\(i)]")
            guard case .string(let raw) = entry, let artifact = PlantArtifact(rawValue: raw) else {
                throw InputError(field: field, "must be one of \(PlantArtifact.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            guard !artifacts.contains(artifact) else { throw InputError(field: field, "repeats \(UserText.quoted(raw))") }
            artifacts.append(artifact)
        }
        let interactionValues = try object.array("interactions") ?? []
        guard interactionValues.count <= maximumInteractions else {
            throw InputError(field: object.field("interactions"), "has \(interactionValues.count) entries; the limit is \(maximumInteractions)")
        }
        var interactions: [Interaction] = []
        for (i, entry) in interactionValues.enumerated() {
            let item = try InputObject(entry, path: object.field("interactions[\(i)]"))
            try item.check(allowed: ["kind", "at"])
            guard let kind = try item.choice("kind", as: InteractionKind.self) else {
                throw InputError(field: item.field("kind"), "is missing; one of call, text, manual")
            }
            let at = try Timestamp.parse(try item.requiredString("at"), field: item.field("at")).date
            interactions.append(Interaction(kind, at: at))
        }
        let lastContact = try object.string("lastContact").map { text throws(InputError) in
            try Timestamp.parse(text, field: object.field("lastContact")).date
        }
        return FriendInput(id: id, name: name, plant: plant, frequency: frequency, hydration: hydration,
                           lastHydrationUpdate: lastUpdate, streakDays: streak, stage: stage, place: place,
                           artifacts: artifacts, interactions: interactions, lastContact: lastContact)
    }

    private static func decoration(_ value: JSONValue, path: String) throws(InputError) -> DecorationInput {
        let object = try InputObject(value, path: path)
        try object.check(allowed: decorationFields)
        let id = try identifier(object)
        guard let item = try object.choice("item", as: DecorationItem.self) else {
            throw InputError(field: object.field("item"), "is missing; one of \(DecorationItem.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        if item.onWall {
            if object.has("tile") { throw InputError(field: object.field("tile"), "is not for a \(item.rawValue): it hangs on a wall; give 'wall' and 'at'") }
            guard let wall = try object.choice("wall", as: Wall.self) else {
                throw InputError(field: object.field("wall"), "is missing; 'left' or 'right'")
            }
            let last = IsoGrid.size - item.wallSpan
            guard let at = try object.integer("at", in: 0...last, rule: "a whole number from 0 to \(last)") else {
                throw InputError(field: object.field("at"), "is missing; the wall position, 0 to \(last) from the back corner")
            }
            return DecorationInput(id: id, item: item, place: .wall(wall, at: at))
        }
        if object.has("wall") { throw InputError(field: object.field("wall"), "is only for wall items (shelf, painting)") }
        guard let tileValue = object.values["tile"] else { throw InputError(field: object.field("tile"), "is missing; [col, row]") }
        let tile = try Self.tile(tileValue, field: object.field("tile"))
        var columns = 1, rows = 1
        if item == .table {
            (columns, rows) = (2, 1)
            if let value = object.values["footprint"] {
                switch Self.wholePair(value) {
                case (2, 1)?: (columns, rows) = (2, 1)
                case (1, 2)?: (columns, rows) = (1, 2)
                default: throw InputError(field: object.field("footprint"), "must be [2, 1] (two columns) or [1, 2] (two rows)")
                }
            }
            guard tile.col + columns <= IsoGrid.size, tile.row + rows <= IsoGrid.size else {
                throw InputError(field: object.field("tile"), "puts the \(columns)x\(rows) table past the floor's edge at \(tile)")
            }
        } else if object.has("footprint") {
            throw InputError(field: object.field("footprint"), "is only for a table; a \(item.rawValue) covers one tile")
        }
        return DecorationInput(id: id, item: item, place: .floor(tile, columns: columns, rows: rows))
    }

    private static func identifier(_ object: InputObject) throws(InputError) -> String {
        let id = try object.requiredString("id")
        guard !id.isEmpty, id.count <= 64, id.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
            throw InputError(field: object.field("id"), "must be 1 to 64 letters, digits, '-' or '_' (got \(UserText.quoted(id)))")
        }
        return id
    }

    private static func checkIds(friends: [FriendInput], decorations: [DecorationInput]) throws(InputError) {
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
    private static func checkPlaces(friends: [FriendInput], decorations: [DecorationInput]) throws(InputError) {
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

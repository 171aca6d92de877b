import Foundation
@testable import Rooted
import Terrarium
import Testing

/// Edit mode's drag preview: the dragged item lifted over the drop's tile, its shadow on the floor.
@Suite struct DragPreviewTests {
    func objects(_ friends: [JSONValue], _ decorations: [JSONValue], edit: JSONValue?) throws -> [PlacedObject] {
        let extra: [String: JSONValue] = edit.map { ["edit": $0] } ?? [:]
        return Greenhouse.objects(GardenState(try RootedInput(json: validInput(friends: friends, decorations: decorations, extra: extra))))
    }

    static let table: JSONValue = ["id": "table", "item": "table", "tile": [2, 2]]

    @Test func aDraggedPlantIsLiftedOverTheDropWithItsShadowBelow() throws {
        var bee = plant("b", tile: [4, 4])
        if case .object(var f) = bee { f["artifacts"] = ["bee"]; bee = .object(f) }
        let friends = [plant("a", tile: [0, 0]), bee, plant("c", tile: [5, 5])]
        // Where "b" stands when it is set down on (1, 4), and where the drag holds it.
        let resting = try objects([plant("a", tile: [0, 0]), { if case .object(var f) = bee { f["tile"] = [1, 4]; return .object(f) }; return bee }(),
                                   plant("c", tile: [5, 5])], [Self.table], edit: nil)
        let dragged = try objects(friends, [Self.table], edit: ["item": "b", "tile": [1, 4]])
        // The dragged plant and its creature are painted last, over everything.
        #expect(dragged.suffix(2).map(\.id) == ["b", "b/bee"])
        for id in ["b", "b/bee"] {
            let rest = try #require(resting.first { $0.id == id }), held = try #require(dragged.first { $0.id == id })
            #expect(held.anchorX == rest.anchorX && held.anchorY == rest.anchorY - Greenhouse.dragLift)
            // The shadow stays on the floor where it will land, 4 px narrower and a pixel flatter.
            let restShadow = try #require(rest.shadow), heldShadow = try #require(held.shadow)
            #expect(heldShadow.x == restShadow.x && heldShadow.y == restShadow.y)
            #expect(heldShadow.width == max(3, restShadow.width - 4) && heldShadow.height == max(2, restShadow.height - 1))
        }
        // Nothing else moves.
        let others = { (list: [PlacedObject]) in list.filter { !$0.id.hasPrefix("b") }.sorted { $0.id < $1.id } }
        #expect(others(dragged) == others(resting))
    }

    @Test func aDraggedTableCarriesItsPlants() throws {
        let friends = [plant("p", on: "table"), plant("q", tile: [0, 0])]
        let dragged = try objects(friends, [Self.table], edit: ["item": "table", "tile": [3, 4]])
        #expect(Set(dragged.suffix(2).map(\.id)) == ["table", "p"])
        #expect(dragged.first?.id == "q")
    }

    @Test func aPlantDraggedOffItsTableLeavesIt() throws {
        let input = try RootedInput(json: validInput(friends: [plant("p", on: "table")], decorations: [Self.table],
                                                     extra: ["edit": ["item": "p", "tile": [0, 5]]]))
        let drop = try #require(input.drop)
        let moved = try #require(Greenhouse.dragged(drop, in: input))
        #expect(moved.ids == ["p"])
        #expect(moved.input.friends[0].place == .tile(Tile(0, 5)))
    }

    @Test func aWallItemIsNotDragged() throws {
        let input = try RootedInput(json: validInput(decorations: [["id": "art", "item": "painting", "wall": "left", "at": 1]],
                                                     extra: ["edit": ["item": "art", "tile": [3, 3]]]))
        let drop = try #require(input.drop)
        #expect(Greenhouse.dragged(drop, in: input) == nil)
    }
}

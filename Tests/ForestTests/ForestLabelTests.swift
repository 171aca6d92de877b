import Foundation
import Terrarium
import Testing
@testable import Forest

/// The forest's accessibility label says what the picture shows: one page of at most 1,000
/// trees, with the totals grouped as the picture groups them.
struct ForestLabelTests {
    static func forest(_ count: Int) throws -> ForestState {
        // One completed 25-minute session a day, going back `count` days from the day before.
        let sessions: [JSONValue] = (0..<count).map { i in
            let day = Date(timeIntervalSince1970: 1_795_300_000 - Double(i + 1) * 86_400)
            let start = ISO8601DateFormatter().string(from: day)
            let end = ISO8601DateFormatter().string(from: day.addingTimeInterval(1_500))
            return ["startTime": .string(start), "endTime": .string(end), "status": "completed"]
        }
        return ForestState(try ForestInput(json: ["now": "2026-11-22T10:30:00-08:00", "timeZone": "America/Los_Angeles",
                                                  "sessions": .array(sessions)]))
    }

    @Test(arguments: [
        (2_500, 1, "Forest, page 1 of 3: trees 1 to 1,000 of 2,500. "),
        (2_500, 3, "Forest, page 3 of 3: trees 2,001 to 2,500 of 2,500. "),
    ])
    func aPagedForestNamesThePageItShows(count: Int, page: Int, start: String) throws {
        let label = ForestPlugin.accessibilityLabel(try Self.forest(count), scene: .forest, page: page)
        #expect(label.hasPrefix(start))
        #expect(label.contains("2,500 trees"))
    }

    @Test func aForestOfOnePageSaysNoPage() throws {
        let label = ForestPlugin.accessibilityLabel(try Self.forest(3), scene: .forest)
        #expect(label.hasPrefix("Forest: 3 trees, "))
    }
}

import Foundation
import Terrarium
import TerrariumCanvas
import Testing
@testable import Rituals

/// History at the accessibility sizes is split into pages of six months, so a year of week
/// rows fits the pictures a phone at @3x may make (a side of 16,384 px at most).
struct RitualsHistoryPagesTests {
    /// Twelve months a page up to xxxLarge (every input fits one), six from AX1.
    @Test(arguments: [
        (TypeSize.xSmall, 12, 1), (.large, 12, 1), (.xxxLarge, 12, 1), (.large, 1, 1),
        (.accessibility1, 1, 1), (.accessibility1, 6, 1), (.accessibility1, 7, 2), (.accessibility5, 12, 2),
    ])
    func pages(size: TypeSize, months: Int, pages: Int) {
        #expect(RitualsTypeRules(typeSize: size).historyPages(months: months) == pages)
    }

    /// The months on each page, counted back from the current one (0): newest first, none twice.
    @Test func pagesSplitTheMonthsNewestFirst() {
        let ax = RitualsTypeRules(typeSize: .accessibility5), regular = RitualsTypeRules(typeSize: .large)
        #expect(ax.historyMonths(12, page: 1) == 0..<6)
        #expect(ax.historyMonths(12, page: 2) == 6..<12)
        #expect(ax.historyMonths(9, page: 2) == 6..<9)
        #expect(ax.historyMonths(3, page: 1) == 0..<3)
        #expect(regular.historyMonths(12, page: 1) == 0..<12)
    }

    private func render(_ page: Int?, typeSize: TypeSize) throws -> RenderResult {
        var job = RenderRequest(plugin: "rituals", scene: "history", input: .example("history-year"), scale: 3, device: "430x932")
        job.typeSize = typeSize
        job.page = page
        return try Renderer(registry: PluginRegistry([RitualsPlugin()])).render(job)
    }

    /// A year at AX5 on the default phone at @3x is two pictures within the side limit, each
    /// saying which months it holds; a third page is refused naming the field and the count.
    @Test func aYearAtAX5IsTwoPagesWithinTheLimit() throws {
        let first = try render(1, typeSize: .accessibility5), second = try render(2, typeSize: .accessibility5)
        for page in [first, second] {
            #expect(page.canvas.size.width == 430)
            #expect(page.canvas.size.height * 3 <= Double(maximumImageSide))
        }
        #expect(first.accessibilityLabel.hasPrefix("History, November 2026 – June 2026. "))
        #expect(second.accessibilityLabel.hasPrefix("History, May 2026 – December 2025. "))
        #expect(throws: RenderError.pageOutOfRange(3, pages: 2, perPage: 6, what: "months")) {
            try render(3, typeSize: .accessibility5)
        }
    }

    /// Below the accessibility sizes the year is one picture, unlabelled by months, as before.
    @Test func aYearAtXXXLargeIsOnePage() throws {
        let one = try render(nil, typeSize: .xxxLarge)
        #expect(!one.accessibilityLabel.hasPrefix("History"))
        #expect(throws: RenderError.pageOutOfRange(2, pages: 1, perPage: 12, what: "months")) {
            try render(2, typeSize: .xxxLarge)
        }
    }
}

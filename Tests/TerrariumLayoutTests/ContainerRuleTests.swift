import Testing
import TerrariumGraphics
@testable import TerrariumLayout

func square(_ side: Double) -> LayoutNode { Shape { _ in [] }.frame(width: side, height: side) }

/// Stacks, frames, padding and aspect ratio, each a table of proposals and sizes worked out
/// by hand from SwiftUI's rules.
struct ContainerRuleTests {
    @Test func anHStackOffersTheLeastFlexibleChildFirstAndTheSpacerTakesTheRest() {
        // 200 - 2 x 10 spacing = 180: the square (flexibility 0) is offered 60 and takes 30;
        // the text (5 to 20) 75 and takes 20; the spacer the 130 left. Across: the tallest, 30.
        let stack = HStack(spacing: 10) { square(30); Spacer(); text("abcd") }
        #expect(sizeOf(stack, p(200, 50)) == Size(200, 30))
        let layout = resolve(stack, in: Size(200, 50), scale: 2, measurer: FakeMeasurer())
        let rects = layout.boxes.map(\.rect)
        // The stack fills the canvas; the square is centred across (y 10); the text ends at 200,
        // its edges rounded outward to the @2x grid (18.75 -> 18.5, 31.25 -> 31.5).
        #expect(rects == [Rect(x: 0, y: 0, width: 200, height: 50), Rect(x: 0, y: 10, width: 30, height: 30),
                          Rect(x: 180, y: 18.5, width: 20, height: 13)])
    }

    @Test(arguments: [
        // 60 pt: "abcdefgh" (40) beside a spacer keeps its whole line, the spacer the 20 left;
        // an equal share would have been 30 ("abcde…"). Beside a flexible shape the text still
        // gets the equal share, as in SwiftUI; a second spacer changes nothing.
        ([40.0, 20.0], false, false), ([40.0, 10.0, 10.0], false, true), ([30.0, 30.0], true, false),
    ])
    func aSpacerTakesOnlyWhatTheOthersLeave(widths: [Double], shape: Bool, twoSpacers: Bool) {
        let stack = HStack(spacing: 0) {
            text("abcdefgh")
            if shape { Shape { _ in [] } } else { Spacer() }
            if twoSpacers { Spacer() }
        }
        let engine = LayoutEngine(scale: 1, measurer: FakeMeasurer())
        guard case .stack(let axis, let spacing, _, let children) = stack.kind else { Issue.record("not a stack"); return }
        #expect(engine.stackSizes(axis: axis, spacing: spacing, children, p(60, 20)).map(\.width) == widths)
    }

    @Test func aStackRoundedToThePixelGridStillOffersItsTextItsOwnWidth() {
        // "abc" at 10.4 pt is 15.6 wide; the VStack hugs it, and its box rounds to the nearest
        // @2x pixel, 15.5. Offered 15.5, the text would wrap ("ab", "c"); it must stay on one line.
        let line = Text("abc", font: Font(family: "Inter", weight: .regular, size: 10.4), color: .black).id("line")
        let layout = resolve(VStack { line }.frame(width: 100, height: 50, alignment: .topLeading), in: Size(100, 50), scale: 2,
                             measurer: FakeMeasurer())
        #expect(layout.box("line")?.rect == Rect(x: 0, y: 0, width: 16, height: 13))

    }

    @Test func anInflexibleChildIsOfferedAtLeastItsOwnSize() {
        // 20 pt among four children is 5 each, less than the line's 12.5: the line still gets
        // 12.5 and the three spacers share the 7.5 left.
        let engine = LayoutEngine(scale: 1, measurer: FakeMeasurer())
        let sizes = engine.stackSizes(axis: .vertical, spacing: 0, [text("a").minimumScaleFactor(0.5), Spacer(), Spacer(), Spacer()], p(50, 20))
        #expect(sizes.map(\.height) == [12.5, 2.5, 2.5, 2.5])
    }

    @Test func aFlexibleChildLeavesTheMinimumsOfThoseSizedAfterIt() {
        // 60 pt: the line takes 12.5; of the 47.5 left, the capped spacer (flexibility 50) may
        // not take its equal share, 23.75, because the open spacer after it needs 30.
        let engine = LayoutEngine(scale: 1, measurer: FakeMeasurer())
        let sizes = engine.stackSizes(axis: .vertical, spacing: 0, [text("a"), Spacer().frame(maxHeight: 50), Spacer(minLength: 30)],
                                      p(50, 60))
        #expect(sizes.map(\.height) == [12.5, 17.5, 30])
    }

    @Test func layoutPrioritySizesTheHigherChildFirst() {
        // Both texts want 40 of 60. Equal: 30 each (a in order first). With b at priority 1:
        // b is offered 60 - 5 (a's minimum, one character) and takes 40; a gets the 20 left.
        let equal = HStack(spacing: 0) { text("aaaaaaaa"); text("bbbbbbbb") }
        let favoured = HStack(spacing: 0) { text("aaaaaaaa"); text("bbbbbbbb").layoutPriority(1) }
        let engine = LayoutEngine(scale: 1, measurer: FakeMeasurer())
        func widths(_ node: LayoutNode) -> [Double] {
            guard case .stack(let axis, let spacing, _, let children) = node.kind else { return [] }
            return engine.stackSizes(axis: axis, spacing: spacing, children, p(60, 20)).map(\.width)
        }
        #expect(widths(equal) == [30, 30])
        #expect(widths(favoured) == [20, 40])
    }

    @Test(arguments: [
        // The 20 pt square moves across the 30 pt column; the 30 pt one fills it.
        (0.0, [0.0, 0.0]), (0.5, [5.0, 0.0]), (1.0, [10.0, 0.0]),
    ])
    func aVStackAlignsAcross(alignment: Double, xs: [Double]) {
        let layout = resolve(VStack(alignment: alignment, spacing: 4) { square(20); square(30) }.frame(width: 30, height: 54, alignment: .topLeading),
                             in: Size(30, 54), scale: 1, measurer: FakeMeasurer())
        #expect(layout.boxes.dropFirst().map(\.rect.minX) == xs)
        #expect(layout.boxes.dropFirst().map(\.rect.minY) == [0, 24])
    }

    @Test func aRowFixedVerticallyIsAsTallAsItsTallestCardAndEveryCardFillsIt() {
        // Two cards of 30 pt in 60: "a" is one line (12.5), "bbbb bbbb" wraps to two (25). A
        // card's fill (a shape) takes what it is offered. Fixed vertically, the row is 25 tall
        // whatever height it is offered, and at placement both fills are 25.
        func card(_ string: String, _ id: String) -> LayoutNode {
            ZStack { Shape { _ in [] }.id(id); text(string).lineLimit(2).overlay() }.frame(maxWidth: .infinity)
        }
        let row = HStack(alignment: 0, spacing: 0) { card("a", "one"); card("bbbb bbbb", "two") }
        let fixed = row.fixedSize(horizontal: false, vertical: true)
        #expect(sizeOf(fixed, p(60, 200)) == Size(60, 25))
        #expect(sizeOf(fixed, p(60, nil)) == Size(60, 25))
        #expect(sizeOf(row, p(60, 200)) == Size(60, 200))  // unfixed, the fills take the offer
        let layout = resolve(VStack(spacing: 0) { fixed; Spacer() }.frame(width: 60, height: 100), in: Size(60, 100), scale: 1,
                             measurer: FakeMeasurer())
        #expect(layout.box("one")?.rect == Rect(x: 0, y: 0, width: 30, height: 25))
        #expect(layout.box("two")?.rect == Rect(x: 30, y: 0, width: 30, height: 25))
    }

    @Test func aZStackIsAsBigAsItsBiggestChildAndAlignsEach() {
        let stack = ZStack(alignment: .bottomTrailing) { square(40); square(10).overlay() }
        #expect(sizeOf(stack, p(nil, nil)) == Size(40, 40))
        let layout = resolve(stack.frame(width: 40, height: 40), in: Size(40, 40), scale: 1, measurer: FakeMeasurer())
        #expect(layout.boxes.last?.rect == Rect(x: 30, y: 30, width: 10, height: 10))
        #expect(layout.boxes.last?.overlay == true)
    }

    @Test(arguments: [
        (square(10).frame(width: 50, height: 20), p(200, 200), Size(50, 20)),
        (text("abcd").frame(maxWidth: .infinity), p(200, 100), Size(200, 12.5)),   // takes the width offered
        (text("ab").frame(minWidth: 100), p(nil, nil), Size(100, 12.5)),            // at least its minimum
        (text("ab").frame(idealWidth: 80), p(nil, nil), Size(80, 12.5)),            // its ideal when asked for it
        (text("abcdefgh").frame(maxWidth: 30), p(200, nil), Size(30, 12.5)),        // no wider than its maximum
        (text("abcd").padding(10), p(nil, nil), Size(40, 32.5)),
        (text("abcd").padding(horizontal: 6), p(nil, nil), Size(32, 12.5)),
        (Shape { _ in [] }.aspectRatio(2, contentMode: .fit), p(100, 100), Size(100, 50)),
        (Shape { _ in [] }.aspectRatio(2, contentMode: .fill), p(100, 100), Size(200, 100)),
        (Shape { _ in [] }.aspectRatio(0.5), p(100, 100), Size(50, 100)),
    ] as [(LayoutNode, ProposedSize, Size)])
    func framesPaddingAndAspectRatio(node: LayoutNode, proposal: ProposedSize, size: Size) {
        #expect(sizeOf(node, proposal) == size)
    }

    @Test(arguments: [
        // A 16 px sprite: the largest whole number of device pixels per art pixel that fits.
        (p(50, 50), 2.0, Size(48, 48)),     // 6 px each at @2x
        (p(50, 50), 3.0, Size(48, 48)),     // 9 px each at @3x
        (p(20, 20), 3.0, Size(16, 16)),     // 3 px each
        (p(nil, nil), 3.0, Size(32, 32)),   // its own 32 pt: 6 px each
        (p(4, 4), 2.0, Size(8, 8)),         // never under one pixel per art pixel
    ] as [(ProposedSize, Double, Size)])
    func pixelArtScalesByWholePixels(proposal: ProposedSize, scale: Double, size: Size) {
        let sprite = Image("rooted/plant", size: Size(32, 32), sampling: .nearest, artPixels: (16, 16))
        #expect(sizeOf(sprite, proposal, scale: scale) == size)
    }
}

/// `ViewThatFits`: the first child whose ideal size fits on the compared axes, else the last.
struct ViewThatFitsRuleTests {
    // A 30 x 30 square, then a 20 x 20 one: which is drawn for each offer.
    @Test(arguments: [
        (p(40, 40), FitAxes.both, 30.0), (p(25, 40), .both, 20), (p(40, 25), .both, 20),
        (p(40, 25), .horizontal, 30), (p(25, 40), .vertical, 30), (p(10, 10), .both, 20),
    ])
    func theFirstChildThatFitsIsChosen(offer: ProposedSize, axes: FitAxes, side: Double) {
        let node = ViewThatFits(in: axes) { square(30); square(20) }
        #expect(sizeOf(node, offer) == Size(side, side))
    }

    @Test(arguments: [(30.4, 30.4), (30.6, 20.0)])
    func withinHalfAPointOfTheOfferFits(side: Double, chosen: Double) {
        // Offered 30: a child 0.4 pt over still fits (a stack's float shares must not flip the
        // choice between sizing and placement); 0.6 pt over does not.
        let node = ViewThatFits(in: .vertical) { square(side); square(20) }
        #expect(sizeOf(node, p(40, 30)).height == chosen)
    }

    @Test func textIsComparedAtItsIdealOneLineWidth() {
        // "abcdefgh" is 40 pt on one line: in 30 pt it would wrap, so the short form is chosen;
        // offered no height, any height fits.
        let node = ViewThatFits(in: .horizontal) { text("abcdefgh"); text("abc") }
        #expect(sizeOf(node, p(30, nil)) == Size(15, 12.5))
        #expect(sizeOf(node, p(40, nil)) == Size(40, 12.5))
    }

    @Test func aTextThatCannotShrinkFitsOnlyWithinItsWidth() {
        // "abcdefgh" is 40 pt: offered 39.7 it would be cut where it is placed, so the half
        // point's slack is not its own; a text that may shrink keeps it (it shrinks a hair).
        let rigid = ViewThatFits(in: .horizontal) { text("abcdefgh"); text("abc") }
        #expect(sizeOf(rigid, p(39.7, nil)).width == 15)
        let shrinking = ViewThatFits(in: .horizontal) { text("abcdefgh").minimumScaleFactor(0.9); text("abc") }
        #expect(sizeOf(shrinking, p(39.7, nil)).width > 15)
    }

    @Test func onlyTheChosenChildIsPlacedAndItAddsNoBox() {
        let node = VStack(spacing: 0) { ViewThatFits(in: .vertical) { square(30).id("big"); square(20).id("small") } }
        let layout = resolve(node.frame(width: 30, height: 25, alignment: .topLeading), in: Size(30, 25), scale: 1, measurer: FakeMeasurer())
        #expect(layout.boxes.map(\.id) == ["vstack.0", "small"])
    }
}

import Testing
import TerrariumGraphics
@testable import TerrariumLayout

/// Rounding, ids, parents and the draw list a layout resolves to.
struct ResolveTests {
    @Test func edgesRoundToTheDeviceGridAndNeighboursStillTouch() {
        let row = HStack(spacing: 0) {
            Shape { _ in [] }.frame(width: 33.3); Shape { _ in [] }.frame(width: 33.3); Shape { _ in [] }.frame(width: 33.4)
        }
        let layout = resolve(row, in: Size(100, 10), scale: 2, measurer: FakeMeasurer())
        let xs = layout.boxes.dropFirst().map { [$0.rect.minX, $0.rect.maxX] }
        // 33.3 -> 66.6 px -> 67 -> 33.5 pt; 66.6 -> 133.2 px -> 133 -> 66.5 pt.
        #expect(xs == [[0, 33.5], [33.5, 66.5], [66.5, 100]])
    }

    @Test func aScreenWhoseContentFitsIsPlacedAsResolvePlacesItAndOneThatDoesNotGrowsToItsIdealHeight() {
        let column = VStack(spacing: 0) {
            Shape { _ in [] }.frame(height: 30); Spacer(minLength: 10); Shape { _ in [] }.frame(height: 30.2)
        }
        let fits = resolveFilling(column, in: Size(50, 100), scale: 1, measurer: FakeMeasurer())
        #expect(fits.size == Size(50, 100))
        #expect(fits.boxes.map(\.rect) == resolve(column, in: Size(50, 100), scale: 1, measurer: FakeMeasurer()).boxes.map(\.rect))
        // 30 + 10 + 30.2 = 70.2 pt of ideal height on a 60 pt screen: captured whole, 71 pt tall
        // (whole points), each child at the height it asked for, the spacer at its minimum (the
        // last box ends at 70.2, on the pixel grid 70).
        let grows = resolveFilling(column, in: Size(50, 60), scale: 1, measurer: FakeMeasurer())
        #expect(grows.size == Size(50, 71))
        #expect(grows.boxes.map(\.rect.minY) == [0, 0, 40])
        #expect(grows.boxes.last?.rect.maxY == 70)
    }

    /// A box in steps (pixel art drawn in it, 5 pt an art pixel) is the child's size rounded up
    /// to whole steps; the child sits in it by the alignment; a filling screen grows by them too.
    @Test func aBoxInStepsGrowsAWholeStepAtATime() {
        // A 12.5 pt line and 15 pt above and below: 42.5, a box of 45 with the line centred.
        let button = text("Go").id("label").padding(EdgeInsets(horizontal: 0, vertical: 15)).inSteps(of: 5)
        let layout = resolve(VStack(alignment: 0, spacing: 0) { button; Shape { _ in [] }.frame(height: 10).id("under") },
                             in: Size(100, 200), scale: 1, measurer: FakeMeasurer())
        #expect(layout.box("under")?.rect.minY == 45)
        #expect(layout.box("label")?.rect.minY == 16)  // 16.25, its top rounded out
        // Ideal sizes: the height alone by default; across too when asked; a whole step stays.
        #expect(sizeThatFits(text("Go").inSteps(of: 5), .unspecified, measurer: FakeMeasurer()) == Size(10, 15))
        #expect(sizeThatFits(text("Go").inSteps(of: 4, horizontal: true, vertical: false), .unspecified,
                             measurer: FakeMeasurer()) == Size(12, 12.5))
        #expect(sizeThatFits(Shape { _ in [] }.frame(height: 20).inSteps(of: 5), .unspecified, measurer: FakeMeasurer()).height == 20)
        // Offered 52 pt, the child is offered 50 (whole steps), so the box stays within the offer.
        #expect(sizeThatFits(Shape { _ in [] }.inSteps(of: 5), ProposedSize(width: 10, height: 52), measurer: FakeMeasurer()).height == 50)
        // Top-aligned, two lines (25 pt) in 25: no rounding; a screen that outgrows 20 pt is
        // captured in whole steps.
        let column = VStack(spacing: 0) { text("Go"); text("Go") }.inSteps(of: 5, alignment: .top)
        let grown = resolveFilling(column, in: Size(50, 20), scale: 1, measurer: FakeMeasurer())
        #expect(grown.size == Size(50, 25))
        let three = VStack(spacing: 0) { text("Go"); text("Go"); text("Go") }.inSteps(of: 5, alignment: .top)
        #expect(resolveFilling(three, in: Size(50, 20), scale: 1, measurer: FakeMeasurer()).size == Size(50, 40))  // 37.5
    }

    @Test func aHiddenNodeTakesItsRoomButDrawsNothingAndReportsNoBox() {
        let layout = resolve(VStack(alignment: 0, spacing: 0) {
            Shape { _ in [.fill(.rect(Rect(x: 0, y: 0, width: 1, height: 1)), .solid(.white))] }.frame(height: 30).hidden().id("hidden")
            Shape { _ in [] }.frame(height: 20).id("shown")
        }, in: Size(50, 100), scale: 1, measurer: FakeMeasurer())
        #expect(layout.box("hidden") == nil)
        #expect(layout.box("shown")?.rect.minY == 30)  // under the hidden one's 30 pt
        #expect(layout.boxes.map(\.id) == ["vstack.0", "shown"])
    }

    @Test func aPictureIsLaidOutAsAShapeAndReportedAsAnImage() {
        let layout = resolve(HStack(spacing: 0) { Picture { _ in [] }.frame(width: 20, height: 10); Shape { _ in [] } },
                             in: Size(40, 10), scale: 1, measurer: FakeMeasurer())
        #expect(layout.boxes.map(\.role) == [.group, .image, .shape])
        #expect(layout.boxes.map(\.id) == ["hstack.0", "hstack.0/image.0", "hstack.0/shape.1"])
    }

    @Test func idsAreExplicitOrPositionalAndUnique() {
        let layout = resolve(VStack {
            text("a").id("title")
            HStack { Shape { _ in [] }; text("b") }
            text("c").id("title")
        }, in: Size(100, 100), scale: 1, measurer: FakeMeasurer())
        #expect(layout.boxes.map(\.id) == ["vstack.0", "title", "vstack.0/hstack.1", "vstack.0/hstack.1/shape.0",
                                           "vstack.0/hstack.1/text.1", "title#2"])
        #expect(layout.boxes.map(\.parent) == [nil, "vstack.0", "vstack.0", "vstack.0/hstack.1", "vstack.0/hstack.1", "vstack.0"])
        #expect(layout.boxes.map(\.role) == [.group, .text, .group, .shape, .text, .text])
    }

    @Test func modifiersOnALeafMakeOneBoxThatKeepsTheirId() {
        let layout = resolve(text("a").padding(4).frame(width: 50, height: 30).id("label"), in: Size(50, 30), scale: 1,
                             measurer: FakeMeasurer())
        #expect(layout.boxes.map(\.id) == ["label"])
        // 5 x 12.5 plus 4 each side, centred in 50 x 30: the text at (22.5, 8.75), rounded outward.
        #expect(layout.boxes.first?.rect == Rect(x: 22, y: 8, width: 6, height: 14))
    }

    @Test func backgroundThenContentThenOverlay() {
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        let node = Shape { rect in [.fill(.rect(rect), .solid(.black))] }
            .background { rect in [.fill(.rect(rect), .solid(red))] }
            .overlay { rect in [.fill(.rect(rect), .solid(blue))] }
        let layout = resolve(node, in: Size(10, 10), scale: 1, measurer: FakeMeasurer())
        let all = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(layout.commands == [
            .fill(.rect(all), .solid(red)),
            .box(LayoutBox(id: "shape.0", role: .shape, rect: all), [.fill(.rect(all), .solid(.black))]),
            .fill(.rect(all), .solid(blue)),
        ])
    }

    @Test func childrenComeFromIfAndFor() {
        let names = ["Ava", "Kai", "Noor"]
        let showTitle = false
        let layout = resolve(VStack(spacing: 0) {
            if showTitle { text("Friends") }
            for name in names { text(name) }
        }, in: Size(100, 100), scale: 1, measurer: FakeMeasurer())
        #expect(layout.boxes.compactMap(\.text?.text) == names)
    }
}

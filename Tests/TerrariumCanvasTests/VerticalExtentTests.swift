import Testing
import TerrariumGraphics

/// DrawCommand.verticalExtent decides which commands a strip of a tall picture skips: a band
/// too tight would lose pixels, so each case states the band the rule promises.
struct VerticalExtentTests {
    static let red = Paint.solid(Color(red: 1, green: 0, blue: 0))
    static let body = Font(family: "Inter", weight: .regular, size: 10)

    static let table: [(String, DrawCommand, ClosedRange<Double>?)] = [
        ("fill: the path and one point for the antialiased edge",
         .fill(.rect(Rect(x: 0, y: 100, width: 50, height: 20)), red), 99...121),
        ("fill of an empty path: may reach anywhere", .fill(Path(), red), nil),
        ("curve: its control points, which hold the curve",
         .fill(Path { $0.move(to: Point(0, 50)); $0.curve(to: Point(10, 50), control1: Point(0, 10), control2: Point(10, 90)) }, red),
         9...91),
        ("arc: the whole circle",
         .fill(Path { $0.arc(center: Point(0, 200), radius: 30, start: 0, end: 0.1) }, red), 169...231),
        ("stroke with round joins: half the width and a point",
         .stroke(.rect(Rect(x: 0, y: 100, width: 50, height: 20)), red, StrokeStyle(width: 4)), 97...123),
        ("stroke with miter joins: Cairo's limit of 10 half-widths",
         .stroke(.rect(Rect(x: 0, y: 100, width: 50, height: 20)), red, StrokeStyle(width: 4, join: .miter)), 79...141),
        ("sprite: its frame", .sprite(name: "a", frame: Rect(x: 5, y: 40, width: 10, height: 10), sampling: .smooth), 39...51),
        ("text: two sizes a line and one more, each way",
         .text(TextBlock("Hi", font: body, color: .black, frame: Rect(x: 0, y: 100, width: 80, height: 12), maxLines: 2)),
         50...162),
        ("group with a clip: the clip",
         .group([.fill(.rect(Rect(x: 0, y: 0, width: 10, height: 1000)), red)], clip: .rect(Rect(x: 0, y: 10, width: 10, height: 10)), opacity: 1),
         9...21),
        ("group without a clip: its children together",
         .group([.fill(.rect(Rect(x: 0, y: 0, width: 10, height: 10)), red),
                 .sprite(name: "a", frame: Rect(x: 0, y: 300, width: 10, height: 10), sampling: .nearest)], clip: nil, opacity: 0.5),
         -1...311),
        ("group holding a command that may reach anywhere: anywhere",
         .group([.fill(Path(), red)], clip: nil, opacity: 1), nil),
    ]

    @Test(arguments: table.indices)
    func bands(_ index: Int) {
        let (name, command, expected) = Self.table[index]
        #expect(command.verticalExtent == expected, "\(name)")
    }
}

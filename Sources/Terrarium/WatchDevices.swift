import TerrariumGraphics

/// The sizes of a watch face's complications on one Apple Watch (WidgetKit's accessory
/// families on watchOS), in points.
public struct ComplicationSizes: Hashable, Sendable {
    /// The circular family: the whole circle, masked to it by the system.
    public let circular: Size
    /// The corner family: the circle in a face's corner; its gauge and text curve along the
    /// bezel on its outer side.
    public let corner: Size
    /// The rectangular family: the large rectangle (also a Smart Stack widget's content).
    public let rectangular: Size
    /// The inline family: one line of text along the top of the face.
    public let inline: Size

    init(circular: Double, corner: Double, rectangular: Size, inlineHeight: Double) {
        self.circular = Size(circular, circular)
        self.corner = Size(corner, corner)
        self.rectangular = rectangular
        self.inline = Size(rectangular.width, inlineHeight)
    }
}

extension Device {
    /// Apple Watch, smallest first, each at @2x (watchOS draws every image at 2x). Screens from
    /// the HIG's Layout specifications (watchOS device screen dimensions, given in pixels:
    /// 324x394 px for 40mm is 162x197 pt); complication sizes from the HIG's Complications
    /// specifications (developer.apple.com/design/human-interface-guidelines/complications),
    /// whose tables have columns for 40mm, 41mm, 44mm and "45mm/49mm":
    /// - circular: the regular-size circular image, 42, 44.5, 47 and 50 pt;
    /// - corner: the corner layout's circular image, 32, 34, 36 and 38 pt;
    /// - rectangular: the large image without title, which fills the rectangle: 162x69,
    ///   171.5x73, 184x78 and 193x82 pt;
    /// - inline: Apple publishes no canvas for it; the line is as wide as the rectangle (the
    ///   widest slot a face has) and as tall as the inline layouts' square image, the tallest
    ///   content the HIG gives for that row: 22, 23.5, 25 and 26 pt (26 is also the iPhone's).
    /// Apple Watch has no home-screen widgets, lock screen or Dynamic Island, and no scene here
    /// draws a watch app's screens. Series 10 and 11's 42mm (374x446 px, 187x223 pt) and 46mm
    /// (416x496 px, 208x248 pt) are named, but the complication tables have no column for them:
    /// a complication there is refused naming the documented watch nearest in size (44mm and
    /// Ultra's 49mm). Ultra 3's larger 49mm screen (422x514 px) is left out: its 211x257 pt
    /// would be a third 49mm with no table either.
    static let watches: [Device] = [
        .watch(screen: Size(162, 197), complications: ComplicationSizes(circular: 42, corner: 32, rectangular: Size(162, 69), inlineHeight: 22)),
        .watch(screen: Size(176, 215), complications: ComplicationSizes(circular: 44.5, corner: 34, rectangular: Size(171.5, 73), inlineHeight: 23.5)),
        .watch(screen: Size(184, 224), complications: ComplicationSizes(circular: 47, corner: 36, rectangular: Size(184, 78), inlineHeight: 25)),
        .watch(screen: Size(198, 242), complications: ComplicationSizes(circular: 50, corner: 38, rectangular: Size(193, 82), inlineHeight: 26)),
        .watch(screen: Size(205, 251), complications: ComplicationSizes(circular: 50, corner: 38, rectangular: Size(193, 82), inlineHeight: 26)),
        Device(screens: [Size(187, 223)], idiom: .watch, scales: [2], portraitSafeArea: ScreenInsets(top: 0, bottom: 0),
               landscapeSafeArea: ScreenInsets(top: 0, bottom: 0), nearestDocumented: Size(184, 224)),
        Device(screens: [Size(208, 248)], idiom: .watch, scales: [2], portraitSafeArea: ScreenInsets(top: 0, bottom: 0),
               landscapeSafeArea: ScreenInsets(top: 0, bottom: 0), nearestDocumented: Size(205, 251)),
    ]

    /// A watch: its complications, and no safe area (the HIG publishes none: the bezel is the
    /// margin, and nothing full-screen is drawn on a watch).
    static func watch(screen: Size, complications: ComplicationSizes) -> Device {
        Device(screens: [screen], idiom: .watch, scales: [2], complications: complications,
               portraitSafeArea: ScreenInsets(top: 0, bottom: 0), landscapeSafeArea: ScreenInsets(top: 0, bottom: 0))
    }
}

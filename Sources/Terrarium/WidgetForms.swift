/// The ladder of a widget's forms at the larger text sizes, as an app's rules configure it: per
/// family, what the widget may show, richest first; the layout draws the first whose content fits
/// the family's fixed box and else the last (`ViewThatFits` over the forms, as SwiftUI apps write
/// it). Below `from`, and for a family not listed, there is no ladder: the family keeps its one
/// form and its text grows.
public struct WidgetForms<Part: Sendable>: Sendable {
    /// The text size the ladder starts at.
    public let from: TypeSize
    private let forms: [WidgetFamily: [[Part]]]

    /// A ladder from `from`: by default xxLarge, two sizes before the accessibility sizes, where
    /// a fixed box stops holding its regular form (`TypeSize.takesLargerWidgetForms`).
    public init(from: TypeSize = .xxLarge, _ forms: [WidgetFamily: [[Part]]]) {
        self.from = from
        self.forms = forms
    }

    /// What `family` shows at `typeSize`, richest first; nil where it keeps its one form.
    public func forms(_ family: WidgetFamily, at typeSize: TypeSize) -> [[Part]]? {
        typeSize >= from ? forms[family] : nil
    }
}

import Testing
import Terrarium
@testable import CocoaCalm

/// What the quick-access widget keeps at the reader's text size (`CalmWidgetTypeRules`),
/// checked against seed 003: quick access to SOS relief first ("Feeling Anxious?"), the quick
/// breath on the lock screen; the daily quote and "Tap to breathe" are what a fixed box gives up.
struct CalmWidgetTypeRulesTests {
    typealias Part = CalmWidgetTypeRules.Part

    @Test(arguments: [TypeSize.xSmall, .large, .xLarge])
    func belowTheAccessibilitySizesEveryFamilyKeepsItsForm(size: TypeSize) {
        for family in [WidgetFamily.small, .medium, .accessoryCircular, .accessoryRectangular, .accessoryInline] {
            #expect(CalmWidgetTypeRules.forms(family, typeSize: size) == nil)
        }
    }

    @Test(arguments: [
        (WidgetFamily.small, [[Part.sosTitle]] as [[Part]]?),
        (.medium, [[.sosTitle, .sosDetail], [.sosTitle]]),
        (.accessoryRectangular, [[.breathTitle, .breathAction], [.breathTitle]]),
        // Fixed sizes that hold at every text size.
        (.accessoryCircular, nil),
        (.accessoryInline, nil),
    ])
    func theSOSQuestionStaysAndTheQuoteGoes(family: WidgetFamily, forms: [[Part]]?) {
        #expect(CalmWidgetTypeRules.forms(family, typeSize: .accessibility5) == forms)
        #expect(CalmWidgetTypeRules.forms(family, typeSize: .accessibility1) == forms)
        #expect(CalmWidgetTypeRules.forms(family, typeSize: .xxLarge) == forms)
        if let last = forms?.last { #expect(last == [.sosTitle] || last == [.breathTitle]) }
    }
}

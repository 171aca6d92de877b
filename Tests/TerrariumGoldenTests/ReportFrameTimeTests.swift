import Testing
@testable import TerrariumGolden

/// The report names the moment of a keyframe golden beside its pictures, read from the name
/// `GoldenCase` gives it (`…-at1.5s@2x.png`).
struct ReportFrameTimeTests {
    @Test(arguments: [
        ("bloom/dashboard/vegetative-afternoon-320x568-at0.15s@2x.png", "0.15"),
        ("cocoa-calm/meditate/morning-320x568-at70s@2x.png", "70"),
        ("bloom/dashboard/vegetative-afternoon-430x932@3x.png", nil),
        ("demo/scene/great-atlas-square@1x.png", nil),   // "-at" that is no moment
        ("demo/scene/x-atbs@1x.png", nil),
    ] as [(String, String?)])
    func aKeyframesMomentIsReadFromItsName(golden: String, time: String?) {
        #expect(ReportPage.frameTime(golden) == time)
    }

    @Test func theCaseHeadingShowsTheFrameTime() {
        let html = ReportPage.html(failures: [
            FailureArtifacts(golden: "bloom/dashboard/vegetative-afternoon-320x568-at0.15s@2x.png", message: "differs"),
        ])
        #expect(html.contains("<span class=\"time\">frame at t = 0.15 s</span>"))
    }

    @Test func theMachineNoteComesFirstWhenTheMachineDiffers() {
        let note = "recorded with Cairo 1.18.0, rendering with 1.16.0"
        let html = ReportPage.html(failures: [FailureArtifacts(golden: "demo/scene/x@1x.png", message: "differs")], machineChanges: [note])
        let banner = try? #require(html.range(of: "class=\"machine\""))
        #expect(html.contains(note))
        #expect(banner.map { $0.lowerBound < (html.range(of: "data-golden")?.lowerBound ?? html.startIndex) } == true)
        #expect(!ReportPage.html(failures: []).contains("class=\"machine\""))
    }
}

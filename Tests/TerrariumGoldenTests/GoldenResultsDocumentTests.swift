import Foundation
import Testing
@testable import TerrariumGolden

struct GoldenResultsDocumentTests {
    @Test(arguments: [
        ("a < b & \"c\" > 'd'", "a &lt; b &amp; &quot;c&quot; &gt; &apos;d&apos;"),
        ("line\nnext\ttab", "line&#10;next&#9;tab"),
        ("bell\u{7}esc\u{1B}", "bell\u{FFFD}esc\u{FFFD}"),
        ("émoji 🌱 한국어", "émoji 🌱 한국어"),
    ])
    func reportAndJUnitTextIsEscapedAsXMLRequires(text: String, escaped: String) {
        #expect(Markup.escaped(text) == escaped)
    }

    @Test func junitCountsRecordedGoldensAsFailuresToLookAt() {
        let xml = GoldenResultsDocument.junit([
            GoldenResult(golden: "p/s/a@3x.png", status: .passed, message: "identical"),
            GoldenResult(golden: "p/s/b@3x.png", status: .recorded, message: "recorded a new golden"),
            GoldenResult(golden: "p/s/c@3x.png", status: .failed, message: "12 of 100 pixels differ"),
        ])
        #expect(xml == """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites tests="3" failures="2">
              <testsuite name="goldens" tests="3" failures="2">
                <testcase classname="p.s" name="a@3x.png"/>
                <testcase classname="p.s" name="b@3x.png">
                  <failure type="recorded" message="recorded a new golden"/>
                </testcase>
                <testcase classname="p.s" name="c@3x.png">
                  <failure type="failed" message="12 of 100 pixels differ"/>
                </testcase>
              </testsuite>
            </testsuites>

            """)
    }
}

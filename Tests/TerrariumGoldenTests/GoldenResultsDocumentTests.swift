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

    @Test func markdownSummaryListsEachFailureWithItsPanel() {
        var failed = GoldenResult(golden: "p/s/c@3x.png", status: .failed, message: "p/s/c@3x.png: 12 of 100 pixels | differ",
                                  mismatchedPixels: 12, totalPixels: 100)
        failed.artifacts = FailureArtifacts(golden: "p/s/c@3x.png", message: "", expected: "p/s/c@3x-expected.png",
                                            actual: "p/s/c@3x-actual.png", diff: "p/s/c@3x-diff.png", panel: "p/s/c@3x-panel.png")
        let text = GoldenResultsDocument.markdown([
            GoldenResult(golden: "p/s/a@3x.png", status: .passed, message: "identical"),
            GoldenResult(golden: "p/s/b@3x.png", status: .recorded, message: "recorded a new golden"),
            failed,
        ], report: URL(fileURLWithPath: ".artifacts/goldens-report"))
        #expect(text == """
            ## Goldens: 1 failed, 1 recorded of 3

            | passed | failed | recorded |
            |---:|---:|---:|
            | 1 | 1 | 1 |

            | golden | status | pixels that differ | panel |
            |---|---|---:|---|
            | `p/s/b@3x.png` | recorded | — | — |
            | `p/s/c@3x.png` | failed | 12 of 100 (12%) | `.artifacts/goldens-report/p/s/c@3x-panel.png` |

            - `p/s/b@3x.png`: recorded a new golden
            - `p/s/c@3x.png`: p/s/c@3x.png: 12 of 100 pixels \\| differ

            """)
        #expect(GoldenResultsDocument.markdown([GoldenResult(golden: "p/s/a@3x.png", status: .passed, message: "identical")], report: nil)
                == "## Goldens: all 1 pass\n\n| passed | failed | recorded |\n|---:|---:|---:|\n| 1 | 0 | 0 |\n")
    }
}

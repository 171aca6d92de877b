import Foundation
import Terrarium
import Testing
@testable import TerrariumGolden

/// What goldens were recorded with (issue 36, point 2): the difference said in words, the file
/// read back as written, and this process's own parts present.
struct GoldenProvenanceTests {
    static let recorded = RenderingProvenance(engine: "0.2.0",
                                              libraries: ["cairo": "1.18.0", "pango": "1.50.12", "freetype": "2.13.2"],
                                              fonts: ["Inter-Regular.ttf": "aa", "NotoColorEmoji.ttf": "bb"])

    @Test func differencesAreSaidLibrariesFirst() {
        let now = RenderingProvenance(engine: "0.3.0", libraries: ["cairo": "1.16.0", "pango": "1.50.12", "harfbuzz": "6.0.0"],
                                      fonts: ["Inter-Regular.ttf": "aa", "NotoColorEmoji.ttf": "cc", "DejaVuSans.ttf": "dd"])
        #expect(Self.recorded.differences(from: now) == [
            "recorded with Terrarium 0.2.0, rendering with 0.3.0",
            "recorded with Cairo 1.18.0, rendering with 1.16.0",
            "recorded with FreeType 2.13.2, rendering with (none)",
            "recorded with HarfBuzz (none), rendering with 6.0.0",
            "font DejaVuSans.ttf is new",
            "font NotoColorEmoji.ttf differs",
        ])
        #expect(Self.recorded.differences(from: Self.recorded).isEmpty)
    }

    @Test func theFileReadsBackAsWritten() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(GoldenProvenanceFile.load(from: folder) == nil)
        #expect(GoldenProvenanceFile.differences(in: folder).isEmpty, "no file, nothing to say")
        try GoldenProvenanceFile.write(Self.recorded, to: folder)
        #expect(GoldenProvenanceFile.load(from: folder) == Self.recorded)
        let text = try String(contentsOf: folder.appendingPathComponent("provenance.json"), encoding: .utf8)
        #expect(text.contains("\"cairo\" : \"1.18.0\""))
        #expect(GoldenProvenanceFile.differences(in: folder).contains { $0.hasPrefix("recorded with Cairo 1.18.0, rendering with ") })
    }

    /// This process names every library, in `major.minor.micro`, and fingerprints the bundled fonts.
    @Test func thisProcessKnowsItsParts() {
        let now = RenderingProvenance.current
        #expect(now.engine == TerrariumVersion.current)
        for name in ["cairo", "pango", "harfbuzz", "freetype", "pixman", "fontconfig"] {
            let version = now.libraries[name] ?? ""
            #expect(version.split(separator: ".").count == 3 && version.allSatisfy { $0.isNumber || $0 == "." }, "\(name): \(version)")
        }
        #expect(now.fonts["Inter-Regular.otf"]?.split(separator: "-").last?.count == 8, "\(now.fonts)")
        #expect(now.fonts.count >= 10)
    }

    /// A failing golden's message starts with how the machine differs, before its pixels.
    @Test func aFailureSaysTheMachineChangedFirst() throws {
        var (store, root) = makeStore(record: .never)
        defer { try? FileManager.default.removeItem(at: root) }
        store.machineChanges = ["recorded with Cairo 1.18.0, rendering with 1.16.0"]
        try FileManager.default.createDirectory(at: store.directory.appendingPathComponent("p/s"), withIntermediateDirectories: true)
        try picture().write(to: store.directory.appendingPathComponent("p/s/a@3x.png"))
        let result = store.check(picture(squareAt: 4), named: "p/s/a@3x.png")
        #expect(result.status == .failed)
        #expect(result.message.hasPrefix("recorded with Cairo 1.18.0, rendering with 1.16.0; p/s/a@3x.png: "), "\(result.message)")
        let json = GoldenResultsDocument.json([result], report: nil, machineChanges: store.machineChanges)
        guard case .object(let document) = json else { Issue.record("not an object"); return }
        #expect(document["machineChanges"] == .array([.string("recorded with Cairo 1.18.0, rendering with 1.16.0")]))
    }
}

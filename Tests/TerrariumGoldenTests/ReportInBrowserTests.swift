import Foundation
import Terrarium
import TerrariumGolden
import TestTags
import Testing

/// Opens a real report in headless Chromium (Debian's `chromium`, installed by scripts/setup)
/// and reads the page back: it loads, lists every failing case, and every image on it loads.
/// Under CI the browser must be there; elsewhere the test is skipped without it.
@Suite(.tags(.browser), .tiered) struct ReportInBrowserTests {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static let required = ProcessInfo.processInfo.environment["CI"] == "true"

    @Test(.enabled(if: chromium != nil || required, "chromium is not installed (scripts/setup installs it)"))
    func theReportLoadsAndShowsEveryFailingCase() throws {
        let browser = try #require(Self.chromium, "CI=true needs Debian's chromium for this check")
        let (store, root) = makeStore(record: .never)
        defer { try? FileManager.default.removeItem(at: root) }
        let names = ["demo/card/moved@3x.png", "demo/card/recoloured@3x.png", "demo/other/missing@3x.png"]
        try FileManager.default.createDirectory(at: store.directory.appendingPathComponent("demo/card"), withIntermediateDirectories: true)
        try picture().write(to: store.directory.appendingPathComponent(names[0]))
        try picture().write(to: store.directory.appendingPathComponent(names[1]))
        #expect(store.check(picture(squareAt: 14), named: names[0]).status == .failed)
        #expect(store.check(picture(color: (200, 40, 40)), named: names[1]).status == .failed)
        #expect(store.check(picture(), named: names[2]).status == .failed)

        let dom = try dumpDOM(browser, store.report.index)
        #expect(dom.contains(#"data-cases="3""#))
        // 2 cases x (3 figures + 2 compare layers) + the missing case's 1 actual image.
        #expect(dom.contains(#"data-ready="all 11 images loaded""#), "\(dom.prefix(400))")
        for name in names { #expect(dom.contains(#"data-golden="\#(name)""#)) }
        #expect(dom.contains("3 failing goldens"))
    }

    /// The page after its scripts ran, as Chromium serialises it.
    func dumpDOM(_ browser: String, _ page: URL) throws -> String {
        // A profile of this call's own, removed once Chromium has exited (it was left behind,
        // 29 entries a run, in every full-tier run's temporary folder).
        let profile = temporaryFolder("terrarium-chromium")
        defer { try? FileManager.default.removeItem(at: profile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: browser)
        // --no-sandbox: CI runs as root, where Chromium's sandbox cannot start.
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=10000",
                             "--user-data-dir=\(profile.path)",
                             "--dump-dom", page.absoluteString]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}

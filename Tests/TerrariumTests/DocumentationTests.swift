import Foundation
import Testing

/// The documentation is the README, `docs/` and the DocC catalogs (`Sources/<Module>/<Module>.docc`).
/// Its Swift must compile: every ```swift block appears, line for line, in a Swift file that a
/// test target or the Postcard package (Tests/ExternalPackage, which CI builds against a tagged
/// Terrarium) compiles. Its links must lead somewhere, and the golden count it states must be
/// the number of goldens.
struct DocumentationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Code lines with indentation, blank lines and comment-only lines removed.
    static func codeLines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("//") }
    }

    static func swiftBlocks(in markdown: String) -> [String] {
        var blocks: [String] = [], current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line.trimmingCharacters(in: .whitespaces) == "```swift" {
                current = []
            } else if current != nil, line.trimmingCharacters(in: .whitespaces) == "```" {
                blocks.append(current!.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// Whether `lines` appear one after another in `file`.
    static func contains(_ file: [String], _ lines: [String]) -> Bool {
        file.count >= lines.count && (0...(file.count - lines.count)).contains { Array(file[$0..<($0 + lines.count)]) == lines }
    }

    /// Every file under `folder` (a path relative to the package) whose name ends in `suffix`,
    /// outside build folders, as paths relative to the package.
    static func files(under folder: String, endingIn suffix: String) -> [String] {
        let base = root.appendingPathComponent(folder)
        var found: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: base.path)
        while let path = enumerator?.nextObject() as? String {
            let parts = path.split(separator: "/")
            guard path.hasSuffix(suffix), !parts.contains(where: { $0.hasPrefix(".build") || $0 == ".swiftpm" }) else { continue }
            found.append(folder + "/" + path)
        }
        return found.sorted()
    }

    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// README.md, every Markdown file under docs/, and every page of every DocC catalog.
    static func markdownFiles() -> [String] {
        ["README.md"] + files(under: "docs", endingIn: ".md") + catalogs().flatMap { files(under: $0, endingIn: ".md") }
    }

    /// `Sources/<Module>/<Module>.docc` for every module that has one.
    static func catalogs() -> [String] {
        let sources = root.appendingPathComponent("Sources")
        let modules = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
        return modules.sorted().map { "Sources/\($0)/\($0).docc" }
            .filter { FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path) }
    }

    /// The Swift files that are compiled: each test target's folder (Package.swift's
    /// `.testTarget(name:)`s, at Tests/<name>) and the whole Postcard package.
    static func compiledSwiftFiles() throws -> [String] {
        let manifest = try read("Package.swift")
        let targets = manifest.matches(of: try Regex(#"\.testTarget\(\s*name:\s*"([^"]+)""#)).compactMap { $0.output[1].substring }
        return try #require(targets.isEmpty ? nil : targets).flatMap { files(under: "Tests/\($0)", endingIn: ".swift") }
            + files(under: "Tests/ExternalPackage", endingIn: ".swift")
    }

    @Test func everySwiftBlockOfTheDocumentationIsInACompiledFile() throws {
        let compiled = try Self.compiledSwiftFiles()
        #expect(compiled.contains("Tests/TerrariumGoldenTests/ReadmeExample.swift"))
        #expect(compiled.contains("Tests/ExternalPackage/Sources/Postcard/PostcardPlugin.swift"))
        let files = try compiled.map { Self.codeLines(try Self.read($0)) }
        var blockCount = 0
        for page in Self.markdownFiles() {
            for block in Self.swiftBlocks(in: try Self.read(page)) {
                blockCount += 1
                let lines = Self.codeLines(block)
                #expect(!lines.isEmpty, "an empty Swift block in \(page)")
                #expect(files.contains { Self.contains($0, lines) },
                        "a Swift block of \(page) is in no compiled file under Tests/ (put it in Tests/TerrariumGoldenTests/ReadmeExample.swift):\n\(block)")
            }
        }
        #expect(blockCount >= 14)
    }

    /// The article says every piece of its code is Postcard's, which CI compiles against a tagged Terrarium.
    @Test func everySwiftBlockOfThePluginArticleIsInThePackageCIBuilds() throws {
        let article = try Self.read("Sources/Terrarium/Terrarium.docc/BuildingAPlugin.md")
        let package = Self.files(under: "Tests/ExternalPackage", endingIn: ".swift")
        #expect(package.count >= 4)
        let files = try package.map { Self.codeLines(try Self.read($0)) }
        let blocks = Self.swiftBlocks(in: article)
        #expect(blocks.count >= 6)
        for block in blocks {
            #expect(files.contains { Self.contains($0, Self.codeLines(block)) }, "not in Tests/ExternalPackage:\n\(block)")
        }
    }

    @Test func theCheckCatchesABlockThatDrifted() {
        let file = Self.codeLines("let a = 1\n    // why\nlet b = 2\n")
        #expect(file == ["let a = 1", "let b = 2"])
        #expect(Self.swiftBlocks(in: "x\n```swift\nlet a = 1\n```\n```sh\nls\n```\n") == ["let a = 1"])
        #expect(Self.contains(file, ["let a = 1", "let b = 2"]))
        #expect(!Self.contains(file, ["let a = 2"]))
        #expect(!Self.contains(file, ["let b = 2", "let a = 1"]))
    }

    /// The text of a Markdown page outside fenced code blocks, inline code spans removed.
    static func prose(_ markdown: String) throws -> String {
        var inFence = false, kept: [Substring] = []
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { inFence.toggle(); continue }
            if !inFence { kept.append(line) }
        }
        return kept.joined(separator: "\n").replacing(try Regex("`[^`\n]*`"), with: "")
    }

    /// The destinations of a page's Markdown links and images, `[text](destination)`.
    static func linkDestinations(in markdown: String) throws -> [String] {
        try prose(markdown).matches(of: try Regex(#"\]\(([^)\s]+)\)"#)).compactMap { $0.output[1].substring.map(String.init) }
    }

    @Test func everyDocLinkOfACatalogNamesOneOfItsArticles() throws {
        let catalogs = Self.catalogs()
        #expect(catalogs.count >= 4)
        for catalog in catalogs {
            let pages = Self.files(under: catalog, endingIn: ".md")
            let articles = Set(pages.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent })
            for page in pages {
                for match in try Self.prose(try Self.read(page)).matches(of: try Regex(#"<doc:([^>#]+)(#[^>]*)?>"#)) {
                    let name = String(try #require(match.output[1].substring))
                    #expect(articles.contains(name), "\(page) links <doc:\(name)>, which is no article of \(catalog)")
                }
            }
        }
    }

    @Test func everyRelativeLinkLeadsToAFile() throws {
        var checked = 0
        for page in Self.markdownFiles() {
            let folder = page.split(separator: "/").dropLast().joined(separator: "/")
            for destination in try Self.linkDestinations(in: try Self.read(page)) {
                guard !destination.hasPrefix("#"), !destination.contains(":") else { continue }   // anchors, URLs, doc: links
                let path = String(destination.split(separator: "#", maxSplits: 1)[0])
                let target = Self.root.appendingPathComponent(folder).appendingPathComponent(path).standardizedFileURL
                #expect(FileManager.default.fileExists(atPath: target.path), "\(page) links \(destination), which is not there")
                checked += 1
            }
        }
        #expect(checked >= 150)
    }

    @Test func theLinkCheckReadsLinksOutsideCode() throws {
        #expect(try Self.linkDestinations(in: "[a](docs/x.md) ![b](Goldens/y.png) `[c](z)`\n```\n[d](w)\n```\n") == ["docs/x.md", "Goldens/y.png"])
    }

    /// "N goldens" anywhere in the documentation is the number of PNGs under Goldens/; where the
    /// figure is broken down, each plugin's part and the animations' keyframes are right too.
    @Test func theGoldenCountTheDocumentationStatesIsTheGoldens() throws {
        let goldens = Self.files(under: "Goldens", endingIn: ".png")
        let keyframe = try Regex(#"-at[0-9.]+s@[0-9]x\.png$"#)
        let keyframes = goldens.filter { $0.contains(keyframe) }.count
        let plugins = ["Bloom's": "bloom", "Rooted's": "rooted", "Rituals'": "rituals", "Forest's": "forest", "Cocoa Calm's": "cocoa-calm"]
        #expect(goldens.count > 600)
        let number = { (text: Substring?) in Int((text ?? "").replacingOccurrences(of: ",", with: "")) }
        var stated = 0
        for page in Self.markdownFiles() {
            let text = try Self.read(page).replacing(try Regex(#"\s+"#), with: " ")
            for match in text.matches(of: try Regex(#"([0-9]+(?:,[0-9]{3})*) goldens"#)) {
                stated += 1
                #expect(number(match.output[1].substring) == goldens.count,
                        "\(page) says \(match.output[0].substring ?? ""), but Goldens/ holds \(goldens.count)")
            }
            for (name, folder) in plugins {
                for match in text.matches(of: try Regex(#"goldens[:(]? [^.;]*?\#(name) ([0-9]+(?:,[0-9]{3})*)"#)) {
                    let count = goldens.filter { $0.hasPrefix("Goldens/\(folder)/") }.count
                    #expect(number(match.output[1].substring) == count, "\(page) gives \(name) \(match.output[1].substring ?? ""), but Goldens/\(folder) holds \(count)")
                }
            }
            for match in text.matches(of: try Regex(#"([0-9]+) of them animations' keyframes"#)) {
                #expect(number(match.output[1].substring) == keyframes, "\(page) says \(match.output[0].substring ?? ""), but \(keyframes) goldens are keyframes")
            }
        }
        #expect(stated >= 1, "no page states how many goldens there are")
    }
}

import Foundation
import Testing

/// The DocC article's Swift is the Postcard package's (Tests/ExternalPackage), which CI builds
/// against a tagged Terrarium (scripts/test-external): so every block must appear in one of its
/// files, line for line, and the article's code compiles against the version it documents.
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

    @Test func everySwiftBlockOfTheArticleIsInThePackageCIBuilds() throws {
        let article = try String(contentsOf: Self.root.appendingPathComponent("Sources/Terrarium/Terrarium.docc/BuildingAPlugin.md"),
                                 encoding: .utf8)
        let package = Self.root.appendingPathComponent("Tests/ExternalPackage")
        var files: [[String]] = []
        let enumerator = FileManager.default.enumerator(atPath: package.path)
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".swift"), !path.hasPrefix(".build") else { continue }
            files.append(Self.codeLines(try String(contentsOf: package.appendingPathComponent(path), encoding: .utf8)))
        }
        #expect(files.count >= 4)
        let blocks = Self.swiftBlocks(in: article)
        #expect(blocks.count >= 6)
        for block in blocks {
            let lines = Self.codeLines(block)
            let found = files.contains { file in
                file.count >= lines.count && (0...(file.count - lines.count)).contains { Array(file[$0..<($0 + lines.count)]) == lines }
            }
            #expect(found, "not in Tests/ExternalPackage:\n\(block)")
        }
    }

    @Test func theCheckCatchesABlockThatDrifted() {
        let file = Self.codeLines("let a = 1\n    // why\nlet b = 2\n")
        #expect(file == ["let a = 1", "let b = 2"])
        #expect(Self.swiftBlocks(in: "x\n```swift\nlet a = 1\n```\n```sh\nls\n```\n") == ["let a = 1"])
    }
}

import Foundation
import Terrarium
import TerrariumDiff
import Testing

let pixelmatchFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/pixelmatch")

/// One case of pixelmatch 7.2.0's own test file (Tests/Fixtures/pixelmatch/README.md).
struct ConformanceCase: Sendable, CustomTestStringConvertible {
    var first: String
    var second: String
    var expectedDiff: String
    var options: PixelMatchOptions
    var mismatched: Int

    var testDescription: String { "\(first) vs \(second) → \(expectedDiff)" }

    static func options(threshold: Double = 0.1, _ edit: (inout PixelMatchOptions) -> Void = { _ in }) -> PixelMatchOptions {
        var options = PixelMatchOptions(threshold: threshold)
        edit(&options)
        return options
    }

    static let all: [ConformanceCase] = [
        ConformanceCase(first: "1a", second: "1b", expectedDiff: "1diff", options: options(threshold: 0.05), mismatched: 143),
        ConformanceCase(first: "1a", second: "1b", expectedDiff: "1diffdefaultthreshold", options: PixelMatchOptions(), mismatched: 106),
        ConformanceCase(first: "1a", second: "1b", expectedDiff: "1diffmask",
                        options: options(threshold: 0.05) { $0.includeAA = false; $0.diffMask = true }, mismatched: 143),
        ConformanceCase(first: "1a", second: "1a", expectedDiff: "1emptydiffmask",
                        options: options(threshold: 0) { $0.diffMask = true }, mismatched: 0),
        ConformanceCase(first: "2a", second: "2b", expectedDiff: "2diff",
                        options: options(threshold: 0.05) {
                            $0.alpha = 0.5
                            $0.aaColor = DiffColor(0, 192, 0)
                            $0.diffColor = DiffColor(255, 0, 255)
                        }, mismatched: 12437),
        ConformanceCase(first: "3a", second: "3b", expectedDiff: "3diff", options: options(threshold: 0.05), mismatched: 212),
        ConformanceCase(first: "4a", second: "4b", expectedDiff: "4diff", options: options(threshold: 0.05), mismatched: 36049),
        ConformanceCase(first: "5a", second: "5b", expectedDiff: "5diff", options: options(threshold: 0.05), mismatched: 6),
        ConformanceCase(first: "6a", second: "6b", expectedDiff: "6diff", options: options(threshold: 0.05), mismatched: 51),
        ConformanceCase(first: "6a", second: "6a", expectedDiff: "6empty", options: options(threshold: 0), mismatched: 0),
        ConformanceCase(first: "7a", second: "7b", expectedDiff: "7diff",
                        options: options { $0.diffColorAlt = DiffColor(0, 255, 0) }, mismatched: 2448),
        ConformanceCase(first: "8a", second: "5b", expectedDiff: "8diff", options: options(threshold: 0.05), mismatched: 32896),
    ]
}

func fixture(_ name: String) throws -> PixelBuffer {
    try PNGFile.read(pixelmatchFixtures.appendingPathComponent("\(name).png").path)
}

@Suite struct PixelMatchConformanceTests {
    @Test(arguments: ConformanceCase.all)
    func reproducesCountAndDiffImage(_ c: ConformanceCase) throws {
        let first = try fixture(c.first), second = try fixture(c.second)
        let result = try PixelMatch.compare(first, second, options: c.options)
        #expect(result.mismatchedPixels == c.mismatched)
        let expected = try fixture(c.expectedDiff)
        let image = try #require(result.image)
        #expect(image.width == expected.width && image.height == expected.height)
        let differing = zip(stride(from: 0, to: image.rgba.count, by: 4), 0...).filter { offset, _ in
            image.rgba[offset..<offset + 4] != expected.rgba[offset..<offset + 4]
        }
        #expect(differing.isEmpty, "\(differing.count) pixels of the diff image differ from \(c.expectedDiff).png")
        // Without a diff image the count is the same.
        #expect(try PixelMatch.compare(first, second, options: c.options, drawDiff: false).mismatchedPixels == c.mismatched)
    }

    /// pixelmatch's single-pixel case: black at half alpha against opaque mid-grey. Over white
    /// they are the same grey; over the checkerboard they are not.
    @Test func semiTransparentPixelsAreBlendedOverTheCheckerboard() throws {
        let first = PixelBuffer(width: 1, height: 1, rgba: [0, 0, 0, 128])
        let second = PixelBuffer(width: 1, height: 1, rgba: [127, 127, 127, 255])
        var overWhite = PixelMatchOptions()
        overWhite.checkerboard = false
        #expect(try PixelMatch.compare(first, second, options: overWhite).mismatchedPixels == 0)
        #expect(try PixelMatch.compare(first, second).mismatchedPixels == 1)
    }

    @Test func differentSizesAreAnErrorThatSaysSo() throws {
        let first = PixelBuffer(width: 2, height: 1, rgba: [UInt8](repeating: 0, count: 8))
        let second = PixelBuffer(width: 1, height: 2, rgba: [UInt8](repeating: 0, count: 8))
        let error = #expect(throws: PixelMatchError.self) { try PixelMatch.compare(first, second) }
        #expect(error?.description == "the images have different sizes: 2x1 px and 1x2 px")
    }

    @Test func optionsOutOfRangeAreErrors() throws {
        let image = PixelBuffer(width: 1, height: 1, rgba: [0, 0, 0, 255])
        #expect(throws: PixelMatchError.invalidOption(name: "threshold", value: 1.5, allowed: "from 0 to 1")) {
            try PixelMatch.compare(image, image, options: PixelMatchOptions(threshold: 1.5))
        }
        var options = PixelMatchOptions()
        options.alpha = -1
        #expect(throws: PixelMatchError.self) { try PixelMatch.compare(image, image, options: options) }
    }
}

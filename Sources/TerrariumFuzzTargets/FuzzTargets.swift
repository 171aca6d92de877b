// What each libFuzzer target does with one input (the executable, TerrariumFuzz, drives them;
// FuzzRegressionTests runs every input a fuzzer ever crashed on through them again).
import Foundation
import Terrarium
import TerrariumBatch
import TerrariumDiff
import TerrariumGraphics
import TerrariumPlugins

/// Every target, by name: each takes one input and must never crash on it.
public enum FuzzTarget: String, CaseIterable, Sendable {
    case json, manifest, png, diff, theme
    case pngRoundTrip = "png-roundtrip"
    case inputBloom = "input-bloom", inputRooted = "input-rooted", inputRituals = "input-rituals"
    case inputForest = "input-forest", inputCocoaCalm = "input-cocoa-calm"

    public var plugin: String? { rawValue.hasPrefix("input-") ? String(rawValue.dropFirst(6)) : nil }
}

/// A failed property: stops the run with a message libFuzzer records with the input.
func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    guard condition else {
        FileHandle.standardError.write(Data("property failed: \(message())\n".utf8))
        abort()
    }
}

/// Runs one input through a target.
public struct FuzzRunner {
    let target: FuzzTarget
    let renderer: Renderer?

    public init(target: FuzzTarget) throws {
        self.target = target
        renderer = target.plugin == nil ? nil : try Renderer(registry: TerrariumPlugins.registry)
    }

    public func run(_ data: Data) {
        switch target {
        case .json:
            // A document that reads must write and read back as the same value (a whole number
            // may come back as an integer: the same number).
            if let value = try? JSONValue.parse(data) {
                let again = try? JSONValue.parse(value.encoded())
                require(again.map { same(value, $0) } ?? false, "a JSON value did not survive encoding")
            }
        case .manifest:
            var chunks = [data]
            let scanner = ManifestScanner(entryLimit: 4_096) { chunks.isEmpty ? nil : chunks.removeFirst() }
            _ = try? scanner.format()
            for _ in 0..<64 {
                guard let entry = try? scanner.next() else { break }
                if case .json(let bytes) = entry.content { _ = try? ManifestJob.parse(bytes) }
            }
        case .png:
            if let pixels = try? PNGFile.decode(data) {
                require(pixels.rgba.count == pixels.width * pixels.height * 4, "decoded pixels do not fill the image")
            }
        case .diff:
            // The image against itself differs nowhere; against a copy with one pixel changed, at most there.
            guard let pixels = try? PNGFile.decode(data), pixels.width * pixels.height <= 1 << 20 else { return }
            let same = try? PixelMatch.compare(pixels, pixels, drawDiff: true)
            require(same?.mismatchedPixels == 0, "an image differs from itself")
            var changed = pixels.rgba
            changed[0] ^= 0xFF
            let other = PixelBuffer(width: pixels.width, height: pixels.height, rgba: changed)
            if let diff = try? PixelMatch.compare(pixels, other, drawDiff: true) {
                require(diff.mismatchedPixels <= 1, "one changed pixel made \(diff.mismatchedPixels) differ")
            }
        case .theme:
            for plugin in TerrariumPlugins.registry.plugins {
                _ = try? Theme.parse(data, name: "fuzz", file: "fuzz.json", plugin: plugin.id, schema: plugin.themeSchema)
            }
        case .pngRoundTrip:
            // Any pixels written by the engine's own deflate read back the same through libpng and zlib.
            guard data.count >= 2 else { return }
            let width = Int(data[0] % 64) + 1, height = Int(data[1] % 64) + 1
            let body = data.dropFirst(2)
            var rgba = [UInt8](repeating: 0, count: width * height * 4)
            if !body.isEmpty {
                for i in rgba.indices { rgba[i] = body[body.startIndex + i % body.count] }
            }
            let pixels = PixelBuffer(width: width, height: height, rgba: rgba)
            guard let png = try? PNGFile.encode(pixels) else { require(false, "the engine could not write \(width)x\(height)"); return }
            require(PNGFile.isIntact(png), "a written PNG has a bad chunk")
            require((try? PNGFile.decode(png)) == pixels, "\(width)x\(height) pixels did not survive writing and reading")
        case .inputBloom, .inputRooted, .inputRituals, .inputForest, .inputCocoaCalm:
            guard let renderer, let id = target.plugin, let plugin = try? renderer.registry.plugin(id) else { return }
            // Decoding, rules and layout of every scene; painting is the engine's, fuzzed elsewhere.
            for scene in plugin.scenes {
                for variant in scene.variants.prefix(1) {
                    _ = try? renderer.layout(RenderRequest(plugin: id, scene: scene.name, input: .json(data), family: variant))
                }
            }
        }
    }
}

/// Equal values, a number and an integer of the same value counted equal.
func same(_ a: JSONValue, _ b: JSONValue) -> Bool {
    switch (a, b) {
    case (.integer(let x), .number(let y)), (.number(let y), .integer(let x)): Double(x) == y
    case (.array(let x), .array(let y)): x.count == y.count && zip(x, y).allSatisfy(same)
    case (.object(let x), .object(let y)): x.count == y.count && x.allSatisfy { key, value in y[key].map { same(value, $0) } ?? false }
    default: a == b
    }
}

/// Writes every plugin's examples and stress inputs, one JSON file each, under `folder/input-<plugin>/`.
public func writeSeeds(to folder: URL) throws {
    for plugin in TerrariumPlugins.registry.plugins {
        let target = folder.appendingPathComponent("input-\(plugin.id)")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        for example in plugin.examples + plugin.stressExamples {
            try example.input.encoded().write(to: target.appendingPathComponent("\(example.name).json"))
        }
    }
}


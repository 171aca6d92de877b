import Foundation
@testable import TerrariumCanvas
import Terrarium
import TerrariumPlugins
import TestTags
import Testing

/// A frame's RGBA bytes as a CRC-32, as scripts/chromium-decode-apng reports each frame too.
typealias FrameDigest = UInt32

/// Every frame of every animation, its whole length at the scene's own frame rate, read back
/// by two independent decoders (Debian's ffmpeg and Chromium, installed by scripts/setup
/// --with-browser), is exactly the still the engine draws for that frame's time: a run of
/// identical frames is one frame in the file, and each decoder gives it once.
///
/// The still at `t` is `Renderer.renderPixels` for the job at `t`, the pixels `render` encodes
/// as the still's PNG (AnimationTests checks that the PNG decodes to them, at times of every
/// animated scene). Those pixels are compared by SHA-256, so each animation is drawn once, by
/// the streaming encoder, and no frame is held: 3,000 frames of the meditation would be 2 GB.
@Suite(.serialized) struct AnimationDecoderTests {
    static let ffmpeg = ["/usr/bin/ffmpeg", "/usr/local/bin/ffmpeg"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static let required = ProcessInfo.processInfo.environment["CI"] == "true"

    /// Each animated scene, with a screen to draw it on and the example (nil: the scene's
    /// default). Every one is checked over its whole length.
    static let animations: [(plugin: String, scene: String, device: String?, example: String?)] = [
        ("bloom", "dashboard", "320x568", nil),
        ("cocoa-calm", "breathe", "320x568", nil),
        ("cocoa-calm", "meditate", "320x568", nil),
        ("rooted", "garden", nil, nil),
        // The placement hop's squashed sprite and the evolution sparkles.
        ("rooted", "garden", nil, "placed-and-evolved"),
        ("forest", "session", "320x568", nil),
        ("cocoa-calm", "audio", "320x568", nil),
    ]

    /// One animation as the tests read it: the APNG, and the CRC-32 of each distinct still in
    /// order (consecutive equal stills are one frame in the file).
    struct Drawn {
        var name: String
        var apng: Data
        var stills: [FrameDigest]
        var width: Int
        var height: Int
        var fps: Int
        var frames: Int
    }

    /// Each animation drawn once and shared by both decoders' tests.

    private static let cache = DrawnCache()

    static func drawn(_ index: Int) throws -> Drawn {
        try cache.value(index) {
            let animation = animations[index]
            let job = RenderRequest(plugin: animation.plugin, scene: animation.scene, input: animation.example.map { .example($0) } ?? .defaultExample,
                                scale: 1, device: animation.device)
            let renderer = AnimationRenderer(registry: TerrariumPlugins.registry)
            let (fps, times) = try renderer.timing(job)
            let digests = Digests(count: times.count)
            let apng = try renderer.apng(job, at: times, fps: fps, loop: true) { index, pixels in
                digests.set(index, Checksum.crc32(Data(pixels.rgba)), width: pixels.width, height: pixels.height)
            }
            let all = try digests.all()
            var stills: [FrameDigest] = []
            for digest in all where stills.last != digest { stills.append(digest) }
            return Drawn(name: "\(animation.plugin)/\(animation.scene)/\(animation.example ?? "default")", apng: apng, stills: stills,
                         width: digests.width, height: digests.height, fps: fps, frames: times.count)
        }
    }

    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static let decodeScript = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scripts/chromium-decode-apng")

    /// The second decoder: headless Chromium's own image decoder (WebCodecs' ImageDecoder, the
    /// one behind <img>), driven over the DevTools protocol by scripts/chromium-decode-apng. Each
    /// frame's RGBA, as a canvas reads it back, hashes (FNV-1a and djb2, 32 bits each) to the
    /// still's (each frame's pixels are also compared whole with ffmpeg's, below), and the
    /// frames' durations add up to the animation's length.
    @Test(.tags(.browser), .tiered, .enabled(if: chromium != nil || required, "chromium is not installed (scripts/setup --with-browser installs it)"))
    func chromiumDecodesEveryFrameToItsStill() throws {
        _ = try #require(Self.chromium, "CI=true needs Debian's chromium for this check")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("terrarium-chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var expected: [Drawn] = []
        for index in Self.animations.indices {
            let drawn = try Self.drawn(index)
            try drawn.apng.write(to: folder.appendingPathComponent("\(index).png"))
            expected.append(drawn)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.decodeScript.path] + expected.indices.map { folder.appendingPathComponent("\($0).png").path }
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)

        let sections = text.split(separator: "# ", omittingEmptySubsequences: true).map { $0.split(separator: "\n").dropFirst() }
        #expect(sections.count == expected.count, "\(text.prefix(400))")
        for (section, animation) in zip(sections, expected) {
            let frames = section.map { $0.split(separator: " ").map(String.init) }
            #expect(frames.count == animation.stills.count, "\(animation.name): \(frames.count) frames, \(animation.stills.count) stills")
            for (index, (frame, still)) in zip(frames, animation.stills).enumerated() {
                #expect(frame.first == "\(animation.width)x\(animation.height)")
                #expect(frame.last == Self.hex(still), "\(animation.name) frame \(index)")
            }
            // Chromium keeps a frame's delay in whole milliseconds (2/12 s comes back as 166 ms),
            // so the sum is within a millisecond a frame of the exact length the file stores.
            let seconds = Double(animation.frames) / Double(animation.fps)
            let microseconds = frames.compactMap { $0.count > 1 ? Double($0[1]) : nil }.reduce(0, +)
            #expect(abs(microseconds / 1e6 - seconds) <= Double(frames.count) * 1e-3, "\(animation.name) lasts \(seconds) s")
        }
    }

    static func hex(_ digest: FrameDigest) -> String {
        String(format: "%08x", digest)
    }

    @Test(.tags(.externalTool), .tiered, .enabled(if: ffmpeg != nil || required, "ffmpeg is not installed (scripts/setup --with-browser installs it)"),
          arguments: animations.indices)
    func ffmpegDecodesEveryFrameToItsStill(animation index: Int) throws {
        let ffmpeg = try #require(Self.ffmpeg, "CI=true needs Debian's ffmpeg for this check")
        let drawn = try Self.drawn(index)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("terrarium-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: file) }
        try drawn.apng.write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = ["-v", "error", "-i", file.path, "-fps_mode", "passthrough", "-f", "rawvideo", "-pix_fmt", "rgba", "-"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        // Read a frame at a time, hashed as it comes: the decoded frames are never all held.
        let frameBytes = drawn.width * drawn.height * 4
        var decoded: [FrameDigest] = []
        var pending = Data()
        while true {
            let chunk = output.fileHandleForReading.readData(ofLength: 1 << 20)
            if chunk.isEmpty { break }
            pending.append(chunk)
            while pending.count >= frameBytes {
                decoded.append(Checksum.crc32(Data(pending.prefix(frameBytes))))
                pending = Data(pending.dropFirst(frameBytes))
            }
        }
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(pending.isEmpty, "\(drawn.name): a partial frame of \(pending.count) bytes")
        #expect(decoded.count == drawn.stills.count, "\(drawn.name): \(decoded.count) frames decoded, \(drawn.stills.count) distinct stills")
        for (index, (frame, still)) in zip(decoded, drawn.stills).enumerated() {
            #expect(frame == still, "\(drawn.name) frame \(index)")
        }
        #expect(drawn.stills.count > 1, "it moves")
    }
}

/// Each animation's drawing, made once by whichever test asks first.
private final class DrawnCache: @unchecked Sendable {
    // @unchecked: `values` is read and written only under `lock`; drawing happens under it too,
    // so a second test waits for the first's animation rather than drawing it again.
    private let lock = NSLock()
    private var values: [Int: AnimationDecoderTests.Drawn] = [:]

    func value(_ index: Int, _ make: () throws -> AnimationDecoderTests.Drawn) throws -> AnimationDecoderTests.Drawn {
        try lock.withLock {
            if let value = values[index] { return value }
            let value = try make()
            values[index] = value
            return value
        }
    }
}

/// Each frame's digest as the drawing threads hand them over, in order by index.
private final class Digests: @unchecked Sendable {
    // @unchecked: every property is read and written only under `lock`.
    private let lock = NSLock()
    private var digests: [FrameDigest?]
    private(set) var width = 0
    private(set) var height = 0

    init(count: Int) { digests = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ digest: FrameDigest, width: Int, height: Int) {
        lock.withLock {
            digests[index] = digest
            self.width = width
            self.height = height
        }
    }

    func all() throws -> [FrameDigest] {
        let all = lock.withLock { digests.compactMap { $0 } }
        guard all.count == lock.withLock({ digests.count }) else { throw CocoaError(.coderInvalidValue) }
        return all
    }
}

import Foundation
import Terrarium
import TerrariumPlugins
import Testing

/// Every frame of each animation, read back by two independent decoders (Debian's ffmpeg and
/// Chromium, installed by scripts/setup --with-browser), is exactly the still the engine draws
/// for that frame's time: a run of identical frames is one frame in the file, and each decoder
/// gives it once.
@Suite(.serialized) struct AnimationDecoderTests {
    static let ffmpeg = ["/usr/bin/ffmpeg", "/usr/local/bin/ffmpeg"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static let required = ProcessInfo.processInfo.environment["CI"] == "true"

    /// Each animated scene, with a screen to draw it on, how much of it to check and the
    /// example (nil: the scene's default).
    static let animations: [(plugin: String, scene: String, device: String?, duration: Double, example: String?)] = [
        ("bloom", "dashboard", nil, 1.0, nil),
        ("cocoa-calm", "breathe", "320x568", 2.2, nil),
        ("cocoa-calm", "meditate", "320x568", 3.0, nil),
        ("rooted", "garden", nil, 1.0, nil),
        // The placement hop's squashed sprite and the evolution sparkles, all in the first second.
        ("rooted", "garden", nil, 1.0, "placed-and-evolved"),
        ("forest", "session", "320x568", 2.2, nil),
        ("cocoa-calm", "audio", "320x568", 1.0, nil),
    ]

    /// The animation's APNG, and the distinct stills the engine draws for its frames' times (a
    /// run of identical frames is one frame in the file), decoded from their own PNGs.
    static func animationAndStills(_ plugin: String, _ scene: String, device: String?, duration: Double, example: String?) throws
        -> (apng: Data, stills: [PixelBuffer], fps: Int, frames: Int) {
        let job = RenderJob(plugin: plugin, scene: scene, input: example.map { .example($0) } ?? .defaultExample, scale: 1, device: device)
        let animation = AnimationRenderer(registry: TerrariumPlugins.registry)
        let (fps, times) = try animation.timing(job, duration: duration)
        let apng = try AnimationRenderer.apng(animation.frames(job, at: times), fps: fps, loop: true)
        let renderer = try Renderer(registry: TerrariumPlugins.registry)
        var stills: [PixelBuffer] = []
        for time in times {
            var still = job
            still.time = time
            let pixels = try PNGFile.decode(renderer.render(still).png)
            if stills.last != pixels { stills.append(pixels) }
        }
        return (apng, stills, fps, times.count)
    }

    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static let decodeScript = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scripts/chromium-decode-apng")

    /// The second decoder: headless Chromium's own image decoder (WebCodecs' ImageDecoder, the
    /// one behind <img>), driven over the DevTools protocol by scripts/chromium-decode-apng. Each
    /// frame's RGBA, as a canvas reads it back, hashes (FNV-1a and djb2, 32 bits each) to the
    /// still's (each frame's pixels are also compared whole with ffmpeg's, below), and the
    /// frames' durations add up to the animation's length.
    @Test(.enabled(if: chromium != nil || required, "chromium is not installed (scripts/setup --with-browser installs it)"))
    func chromiumDecodesEveryFrameToItsStill() throws {
        _ = try #require(Self.chromium, "CI=true needs Debian's chromium for this check")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("terrarium-chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var expected: [(name: String, stills: [PixelBuffer], seconds: Double)] = []
        for (index, animation) in Self.animations.enumerated() {
            let made = try Self.animationAndStills(animation.plugin, animation.scene, device: animation.device, duration: animation.duration,
                                                   example: animation.example)
            let file = folder.appendingPathComponent("\(index).png")
            try made.apng.write(to: file)
            expected.append(("\(animation.plugin)/\(animation.scene)/\(animation.example ?? "default")", made.stills,
                             Double(made.frames) / Double(made.fps)))
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
                #expect(frame.first == "\(still.width)x\(still.height)")
                #expect(frame.dropFirst(2) == Self.hashes(still.rgba)[...], "\(animation.name) frame \(index)")
            }
            // Chromium keeps a frame's delay in whole milliseconds (2/12 s comes back as 166 ms),
            // so the sum is within a millisecond a frame of the exact length the file stores.
            let microseconds = frames.compactMap { $0.count > 1 ? Double($0[1]) : nil }.reduce(0, +)
            #expect(abs(microseconds / 1e6 - animation.seconds) <= Double(frames.count) * 1e-3, "\(animation.name) lasts \(animation.seconds) s")
        }
    }

    /// FNV-1a and djb2 over the bytes, 32 bits each, as the decoding page computes them.
    static func hashes(_ bytes: [UInt8]) -> [String] {
        var fnv: UInt32 = 0x811C_9DC5, djb: UInt32 = 5381
        for byte in bytes {
            fnv = (fnv ^ UInt32(byte)) &* 0x0100_0193
            djb = djb &* 33 &+ UInt32(byte)
        }
        return [String(fnv), String(djb)]
    }

    @Test(.enabled(if: ffmpeg != nil || required, "ffmpeg is not installed (scripts/setup --with-browser installs it)"),
          arguments: animations.map { ($0.plugin, $0.scene, $0.device, $0.duration, $0.example) })
    func ffmpegDecodesEveryFrameToItsStill(plugin: String, scene: String, device: String?, duration: Double, example: String?) throws {
        let ffmpeg = try #require(Self.ffmpeg, "CI=true needs Debian's ffmpeg for this check")
        // The stills, drawn and encoded as single PNGs, then decoded: what a frame must show.
        let (apng, stills, _, _) = try Self.animationAndStills(plugin, scene, device: device, duration: duration, example: example)

        let file = FileManager.default.temporaryDirectory.appendingPathComponent("terrarium-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: file) }
        try apng.write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = ["-v", "error", "-i", file.path, "-fps_mode", "passthrough", "-f", "rawvideo", "-pix_fmt", "rgba", "-"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let raw = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)

        let frameBytes = try #require(stills.first).rgba.count
        #expect(raw.count == frameBytes * stills.count, "\(raw.count / max(1, frameBytes)) frames decoded, \(stills.count) distinct stills")
        for (index, still) in stills.enumerated() where raw.count >= (index + 1) * frameBytes {
            let decoded = [UInt8](raw[raw.startIndex + index * frameBytes ..< raw.startIndex + (index + 1) * frameBytes])
            #expect(decoded == still.rgba, "\(plugin)/\(scene) frame \(index)")
        }
        #expect(stills.count > 1, "it moves")
    }
}

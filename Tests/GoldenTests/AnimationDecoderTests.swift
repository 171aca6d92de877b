import Foundation
import Terrarium
import TerrariumPlugins
import Testing

/// Every frame of each animation, read back by an independent decoder (Debian's ffmpeg,
/// installed by scripts/setup --with-browser), is exactly the still the engine draws for that
/// frame's time: a run of identical frames is one frame in the file, and ffmpeg gives each once.
@Suite(.serialized) struct AnimationDecoderTests {
    static let ffmpeg = ["/usr/bin/ffmpeg", "/usr/local/bin/ffmpeg"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static let required = ProcessInfo.processInfo.environment["CI"] == "true"

    @Test(.enabled(if: ffmpeg != nil || required, "ffmpeg is not installed (scripts/setup --with-browser installs it)"),
          arguments: [
              ("bloom", "dashboard", nil as String?, 1.0, nil as String?),
              ("cocoa-calm", "breathe", "320x568", 2.2, nil),
              ("cocoa-calm", "meditate", "320x568", 3.0, nil),
              ("rooted", "garden", nil, 1.0, nil),
              // The placement hop's squashed sprite and the evolution sparkles, all in the first second.
              ("rooted", "garden", nil, 1.0, "placed-and-evolved"),
          ])
    func ffmpegDecodesEveryFrameToItsStill(plugin: String, scene: String, device: String?, duration: Double, example: String?) throws {
        let ffmpeg = try #require(Self.ffmpeg, "CI=true needs Debian's ffmpeg for this check")
        let job = RenderJob(plugin: plugin, scene: scene, input: example.map { .example($0) } ?? .defaultExample, scale: 1, device: device)
        let animation = AnimationRenderer(registry: TerrariumPlugins.registry)
        let (fps, times) = try animation.timing(job, duration: duration)
        let apng = try AnimationRenderer.apng(animation.frames(job, at: times), fps: fps, loop: true)

        // The stills, drawn and encoded as single PNGs, then decoded: what a frame must show.
        let renderer = try Renderer(registry: TerrariumPlugins.registry)
        var stills: [PixelBuffer] = []
        for time in times {
            var still = job
            still.time = time
            let pixels = try PNGFile.decode(renderer.render(still).png)
            if stills.last != pixels { stills.append(pixels) }
        }

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

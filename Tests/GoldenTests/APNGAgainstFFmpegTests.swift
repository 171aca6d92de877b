import Foundation
import Terrarium
import TerrariumPlugins
import TestTags
import Testing

/// Terrarium's APNG is never larger than ffmpeg's APNG of the same frames
/// (`ffmpeg -f image2 -i %04d.png -plays 0 out.apng`), at several scales, lengths and frame
/// rates: the encoder stores each rectangle whichever way is smaller (blended over a key
/// colour or as it is; filtered or not), where ffmpeg stores every one as it is, unfiltered.
@Suite(.serialized, .tags(.externalTool), .tiered) struct APNGAgainstFFmpegTests {
    static let ffmpeg = AnimationDecoderTests.ffmpeg

    @Test(.enabled(if: ffmpeg != nil || AnimationDecoderTests.required, "ffmpeg is not installed (scripts/setup --with-browser installs it)"),
          arguments: [
              // plugin, scene, device, scale, seconds, fps: the case that was 1.22x ffmpeg's, and
              // its neighbours in scale, length and rate.
              ("cocoa-calm", "breathe", "430x932", 1, 3.0, 10),
              ("cocoa-calm", "breathe", "430x932", 1, 1.0, 30),
              ("cocoa-calm", "breathe", "320x568", 2, 1.0, 30),
              ("bloom", "dashboard", "320x568", 1, 1.0, 10),
          ] as [(String, String, String?, Int, Double, Int)])
    func neverLargerThanFFmpegsAPNGOfTheSameFrames(plugin: String, scene: String, device: String?, scale: Int, seconds: Double, fps: Int) throws {
        let ffmpeg = try #require(Self.ffmpeg, "CI=true needs Debian's ffmpeg for this check")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("terrarium-apng-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let job = RenderRequest(plugin: plugin, scene: scene, scale: scale, device: device)
        let renderer = AnimationRenderer(registry: TerrariumPlugins.registry)
        let (rate, times) = try renderer.timing(job, fps: fps, duration: seconds)
        let ours = try renderer.apng(job, at: times, fps: rate, loop: true) { index, pixels in
            try PNGFile.encode(pixels).write(to: folder.appendingPathComponent(String(format: "%04d.png", index)))
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        let theirs = folder.appendingPathComponent("ffmpeg.apng")
        process.arguments = ["-y", "-v", "error", "-framerate", String(rate), "-f", "image2", "-i", folder.appendingPathComponent("%04d.png").path,
                             "-plays", "0", "-f", "apng", theirs.path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let theirBytes = try Data(contentsOf: theirs).count
        #expect(ours.count <= theirBytes, "\(plugin)/\(scene) @\(scale)x \(seconds) s at \(fps) fps: \(ours.count) bytes, ffmpeg's \(theirBytes)")
    }
}

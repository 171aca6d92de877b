import Foundation
@_spi(Benchmarks) import Rooted
import Terrarium
import TerrariumDiff
import TerrariumPlugins

// Benchmarks print figures; they are never timed tests. Run with scripts/bench (release build).
// Each figure is the median of warm runs in this process, in milliseconds.

func median(_ runs: Int, _ body: () throws -> Void) rethrows -> Double {
    try body()  // warm-up
    var times: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
    }
    times.sort()
    return times[times.count / 2]
}

func row(_ name: String, _ ms: Double, _ note: String = "") {
    print("| \(name) | \(String(format: "%.2f", ms)) | \(note) |")
}

let runs = Int(ProcessInfo.processInfo.environment["RUNS"] ?? "") ?? 15
// PNG_THREADS=1 encodes each image on one thread, as batch workers do; the default shares it
// among the cores (the bytes are the same either way).
let pngThreads = Int(ProcessInfo.processInfo.environment["PNG_THREADS"] ?? "") ?? 0
// Memory as a batch process keeps it (`terrarium batch` does this first): without it glibc maps
// each widget's canvas afresh and the kernel faults and zeroes its pages for every picture,
// which a batch worker never pays (a third of Bloom's small widget on one thread).
RendererPool.boundFreedMemory()
let renderer = try Renderer(registry: TerrariumPlugins.registry, pngOptions: PNGOptions(threads: pngThreads))

// REFERENCE=FOLDER: only the peers' three reference scenes, as JSON lines for
// scripts/bench-peers, with each PNG written into FOLDER for the size comparison.
if let folder = ProcessInfo.processInfo.environment["REFERENCE"] {
    for reference in ReferenceScene.all {
        let result = try renderer.render(reference.job)
        let path = (folder as NSString).appendingPathComponent("\(reference.peerImage)__terrarium.png")
        try OutputFile.write(result.png, to: path)
        let ms = try median(runs) { _ = try renderer.render(reference.job) }
        // The PNG alone, both ways, on one core: the picture's straight pixels encoded as the
        // writer stores them, and the file decoded (what every golden check does).
        let pixels = try PNGFile.decode(result.png)
        let encodeMs = try median(runs) { _ = try PNGFile.encode(pixels, options: PNGOptions(threads: 1)) }
        let decodeMs = try median(runs) { _ = try PNGFile.decode(result.png) }
        let megapixels = Double(result.width * result.height) / 1_000_000
        let line: JSONValue = ["image": .string(reference.peerImage), "median_ms": .number(ms), "runs": .integer(runs),
                               "bytes": .integer(result.png.count), "png": .string(path),
                               "width": .integer(result.width), "height": .integer(result.height),
                               "encode_ms": .number(encodeMs), "encode_mp_per_s": .number(megapixels / (encodeMs / 1000)),
                               "decode_ms": .number(decodeMs)]
        print(String(decoding: line.encoded(), as: UTF8.self))
    }
    exit(0)
}

// ANIMATION=plugin/scene/device-or-default/scale/seconds: one animation drawn and encoded, as a
// JSON line for scripts/bench-animation: the frames, the time per frame (draw and encode), the
// median time of one still of the same scene, the APNG's bytes and the bytes of every frame as
// a whole PNG; FRAMES_DIR=… also writes the frames there, numbered, for ffmpeg to encode.
if let spec = ProcessInfo.processInfo.environment["ANIMATION"] {
    let parts = spec.split(separator: "/").map(String.init)
    guard parts.count == 5, let scale = Int(parts[3]), let seconds = Double(parts[4]) else {
        FileHandle.standardError.write(Data("error: ANIMATION must be plugin/scene/device/scale/seconds\n".utf8))
        exit(2)
    }
    let job = RenderRequest(plugin: parts[0], scene: parts[1], scale: scale, device: parts[2] == "default" ? nil : parts[2])
    let animation = AnimationRenderer(registry: TerrariumPlugins.registry)
    let (fps, times) = try animation.timing(job, duration: seconds)
    // The still first, in a process that has not yet held a whole animation's frames.
    var still = job
    still.time = times[times.count / 2]
    let stillMs = try median(runs) { _ = try renderer.render(still) }
    let level = ProcessInfo.processInfo.environment["APNG_LEVEL"].flatMap(Int.init)
    // The median of five whole animations after one to warm (sprites decoded into the
    // animation's store, its renderers' fonts loaded), as the still's figure is: one run on a
    // shared machine varies by a third.
    var apng = Data()
    let totalMs = try median(5) {
        apng = try animation.apng(job, at: times, fps: fps, loop: true,
                                  options: level.map { PNGOptions(compressionLevel: $0, filter: .adaptive) } ?? PNGOptions())
    }
    let frames = try animation.frames(job, at: times)  // outside the timing: for ffmpeg and the whole-frame figure
    var wholeBytes = 0
    let folder = ProcessInfo.processInfo.environment["FRAMES_DIR"]
    for (index, frame) in frames.enumerated() {
        let png = try AnimationRenderer.png(frame)
        wholeBytes += png.count
        if let folder { try OutputFile.write(png, to: (folder as NSString).appendingPathComponent(String(format: "%04d.png", index)), durable: false) }
    }
    let line: JSONValue = ["animation": .string(spec), "frames": .integer(frames.count), "fps": .integer(fps),
                           "width": .integer(frames.first?.width ?? 0), "height": .integer(frames.first?.height ?? 0),
                           "total_ms": .number(totalMs), "per_frame_ms": .number(totalMs / Double(frames.count)),
                           "still_ms": .number(stillMs), "apng_bytes": .integer(apng.count), "whole_frames_bytes": .integer(wholeBytes)]
    print(String(decoding: line.encoded(), as: UTF8.self))
    exit(0)
}

// PROFILE=bloom|rooted|rituals renders that reference scene RUNS times and stops: for
// `valgrind --tool=callgrind`, which counts instructions repeatably on a noisy machine
// (PROFILE_FILTER picks the PNG row filter). PROFILE_DECODE=1 decodes the scene's input
// strictly RUNS times instead: a render meeting an input for the first time does that too.
if let name = ProcessInfo.processInfo.environment["PROFILE"] {
    guard let reference = ReferenceScene.all.first(where: { $0.name == name }) else {
        FileHandle.standardError.write(Data("error: PROFILE must be one of \(ReferenceScene.all.map(\.name))\n".utf8))
        exit(2)
    }
    let filter = ProcessInfo.processInfo.environment["PROFILE_FILTER"].flatMap(PNGOptions.Filter.init(rawValue:)) ?? .adaptive
    if ProcessInfo.processInfo.environment["PROFILE_DECODE"] == "1" {
        for _ in 0..<runs { try reference.decodeInput() }
        exit(0)
    }
    let profiled = try Renderer(registry: TerrariumPlugins.registry, pngOptions: PNGOptions(filter: filter, threads: pngThreads))
    for _ in 0..<runs { _ = try profiled.render(reference.job) }
    exit(0)
}
let day = RenderRequest(plugin: "bloom", scene: "widget", input: .example("bloom-day"), family: "large")
let night = RenderRequest(plugin: "bloom", scene: "widget", input: .example("bloom-night"), family: "large")
let dayPNG = try renderer.render(day).png
let nightPNG = try renderer.render(night).png
let dayPixels = try PNGFile.decode(dayPNG), nightPixels = try PNGFile.decode(nightPNG)
var touched = dayPixels.rgba
for i in stride(from: 0, to: touched.count / 2, by: 4 * 997) { touched[i] ^= 0x40 }
let sparse = PixelBuffer(width: dayPixels.width, height: dayPixels.height, rgba: touched)

print("Terrarium \(TerrariumVersion.current) benchmarks: median of \(runs) warm runs, ms")
print("")
print("| what | ms | notes |")
print("|---|---|---|")
row("render Bloom large widget @3x (\(dayPixels.width)x\(dayPixels.height)) + PNG encode", try median(runs) { _ = try renderer.render(day) })
row("decode that PNG", try median(runs) { _ = try PNGFile.decode(dayPNG) })
row("diff, identical images", try median(runs) { _ = try PixelMatch.compare(dayPixels, dayPixels, drawDiff: false) })
row("diff, 1 in 1000 pixels changed", try median(runs) { _ = try PixelMatch.compare(dayPixels, sparse, drawDiff: false) }, "scattered changes")
row("diff, day against night", try median(runs) { _ = try PixelMatch.compare(dayPixels, nightPixels, drawDiff: false) }, "almost every pixel differs")
row("diff, day against night, with diff image", try median(runs) { _ = try PixelMatch.compare(dayPixels, nightPixels) })

// Rooted: the full greenhouse (20 friends, 3 tables, every piece of furniture and creature).
guard let full = RootedPlugin().examples.first(where: { $0.name == "full-greenhouse" }) else {
    FileHandle.standardError.write(Data("error: Rooted's full-greenhouse example is missing\n".utf8))
    exit(1)
}
let workload = try GreenhouseWorkload(input: full.input)
let garden = RenderRequest(plugin: "rooted", scene: "garden", input: .example("full-greenhouse"))
let story = RenderRequest(plugin: "rooted", scene: "share", input: .example("full-greenhouse"), family: "story")
row("depth-sort the full greenhouse (\(workload.objectCount) objects)", median(runs * 20) { _ = workload.sort() })
row("lay out and sort the full greenhouse", median(runs * 20) { _ = workload.layOut() }, "boxes, shadows, order")
row("render Rooted's full greenhouse (1080x1080) + PNG encode", try median(runs) { _ = try renderer.render(garden) })
row("render its share story (1080x1920) + PNG encode", try median(runs) { _ = try renderer.render(story) })

// The peers' three reference scenes (scripts/bench-peers compares these with Chromium,
// Pillow, pycairo and librsvg).
for reference in ReferenceScene.all {
    let result = try renderer.render(reference.job)
    row("reference \(reference.peerImage): \(reference.job.plugin) \(reference.job.scene) (\(result.width)x\(result.height)) + PNG encode",
        try median(runs) { _ = try renderer.render(reference.job) }, "\(result.png.count) bytes")
    row("  of which layout", try median(runs) { _ = try renderer.layout(reference.job) }, "its input decoded once and remembered")
    row("  decoding its input alone (strict)", try median(runs * 4) { try reference.decodeInput() })
}


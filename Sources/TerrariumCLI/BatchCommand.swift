import ArgumentParser
import Foundation
import Terrarium
import TerrariumBatch

struct BatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "batch",
        abstract: "Render the jobs of a manifest into a folder, on several threads.",
        discussion: """
        The manifest is a JSON array of job objects or JSON Lines (one object a line), or - \
        for standard input. A job has `plugin`, `scene`, `input` (a JSON file, relative to the \
        manifest) or `example` (`*` for all), and optional `family`, `scale`, `theme`, `output` \
        (relative to --out), `page`, `now`, `timeZone` and `device`. An output made from the \
        same inputs by the same engine version is skipped unless --force. A failing job is \
        reported and the others still run; exit status 1 if any job failed, 2 if the manifest \
        cannot be read, 64 for bad options. See README.md, section Batch rendering.
        """
    )

    @Argument(help: "The manifest file (JSON array or JSON Lines), or - for standard input.")
    var manifest: String

    @Option(help: ArgumentHelp("Folder the outputs go under; created if missing.", valueName: "DIR"))
    var out = "."

    @Option(name: [.customShort("j"), .customLong("jobs")], parsing: .unconditional,
            help: ArgumentHelp("Worker threads, 1 to 64 (default: the number of cores).", valueName: "N"))
    var workers: Int?

    @Option(help: ArgumentHelp("Render part K of N (K from 1 to N): the jobs whose index i has (i - 1) % N == K - 1.",
                               valueName: "K/N"))
    var shard: String?

    @Flag(help: "Render every job, even when its output is up to date.")
    var force = false

    @Flag(help: "Print the summary as one JSON object on standard output.")
    var json = false

    @OptionGroup var quiet: QuietOption

    @OptionGroup var fonts: FontOptions

    static let workerRange = 1...64

    func validate() throws {
        if let workers, !Self.workerRange.contains(workers) {
            throw ValidationError("-j must be from 1 to 64 (got \(workers))")
        }
        if let shard {
            do { _ = try BatchShard(shard) } catch { throw ValidationError(error.message) }
        }
    }

    func run() throws {
        try fonts.register()
        let shard = try shard.map { text throws(BatchJobError) in try BatchShard(text) }
        let registry = TerrariumCLI.registry
        let inputFolder = manifest == "-"
            ? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            : URL(fileURLWithPath: manifest).deletingLastPathComponent()

        // A first pass over a file counts the jobs for the progress bar; it plans (cheap) but
        // renders nothing. Standard input can be read only once, so its total stays unknown.
        var total: Int?
        if manifest != "-" {
            let (scanner, _) = try openManifest()
            var planner = BatchPlanner(registry: registry, inputFolder: inputFolder, shard: shard ?? .all)
            var count = 0
            while let entry = try? scanner.next() { count += planner.plan(entry).count }
            total = count
        }
        let (scanner, format) = try openManifest()
        let planner = BatchPlanner(registry: registry, inputFolder: inputFolder, shard: shard ?? .all)
        // Only now, so that a mistyped manifest name leaves no empty folder behind.
        let outFolder = try prepareOutFolder()

        let requested = workers ?? min(ProcessInfo.processInfo.activeProcessorCount, Self.workerRange.upperBound)
        // No more threads (each loads its own fonts) than there are jobs.
        let workerCount = max(1, min(requested, total ?? requested))
        let report = BatchReport(outFolder: out, format: format)
        let progress = BatchProgress(total: total, terminal: Console.current.errorIsTerminal, report: report, quiet: quiet.quiet)
        var summary = BatchSummary()
        var cannotStart: String?
        let force = self.force
        RendererPool.boundFreedMemory()
        let started = ProcessInfo.processInfo.systemUptime
        // One store for all workers: each sprite is decoded and held once, not once per worker.
        let sprites = SpriteStore()
        let pipeline = BatchPipeline(workers: workerCount) {
            try BatchJobRunner(registry: registry, outputFolder: outFolder, force: force, sprites: sprites)
        }
        pipeline.run(scanner: scanner, planner: planner) { event in
            switch event {
            case nil:
                progress.tick()
            case .finished(let outcome)?:
                summary.record(outcome)
                progress.record(outcome)
            case .failedEarly(let failure)?:
                summary.record(.failed(failure))
                progress.record(.failed(failure))
            case .workerCannotStart(let message)?:
                cannotStart = message
                return false
            case .readerDone?, .workerDone?:
                break
            }
            return true
        }
        // Outputs were written without a flush each (a worker would wait for the disk every
        // image); one flush now, before the summary says they are done.
        let flushFailure = OutputFile.flushFileSystem(containing: outFolder)
        progress.finish()
        if let cannotStart { throw CommandFailure(message: "cannot start a renderer: \(cannotStart)", code: 2) }
        let seconds = ProcessInfo.processInfo.systemUptime - started
        if json {
            let document = summary.json(seconds: seconds, workers: workerCount, shard: shard, report: report)
            Console.print(String(decoding: document.encoded(), as: UTF8.self))
        } else {
            quiet.say(summary.text(seconds: seconds, workers: workerCount, shard: shard))
        }
        if let flushFailure {
            throw CommandFailure(message: "--out: the outputs may not be on disk: flushing \(out) failed (\(flushFailure))", code: 1)
        }
        if summary.failed > 0 { throw ExitCode(1) }
    }

    /// Opens the manifest and reads as far as its first byte, which says its format. A manifest
    /// that cannot be opened or is not JSON jobs stops the batch before anything renders.
    private func openManifest() throws -> (ManifestScanner, ManifestFormat?) {
        let handle: FileHandle
        if manifest == "-" {
            handle = Console.current.input()
        } else {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: manifest, isDirectory: &isDirectory) else {
                throw CommandFailure(message: "manifest: cannot open \(manifest) (no such file)", code: 2)
            }
            guard !isDirectory.boolValue else {
                throw CommandFailure(message: "manifest: \(manifest) is a folder, not a manifest file", code: 2)
            }
            let descriptor = open(manifest, O_RDONLY)
            guard descriptor >= 0 else {
                throw CommandFailure(message: "manifest: cannot open \(manifest) (\(String(cString: strerror(errno))))", code: 2)
            }
            handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        }
        let scanner = ManifestScanner(handle: handle)
        do {
            return (scanner, try scanner.format())
        } catch {
            throw CommandFailure(message: "\(manifest == "-" ? "standard input" : manifest): \(error.message)", code: 2)
        }
    }

    private func prepareOutFolder() throws -> URL {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: out, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw CommandFailure(message: "--out: \(out) is a file, not a folder", code: 2) }
        } else {
            do { try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true) } catch {
                throw CommandFailure(message: "--out: cannot create the folder \(out) (\(error.localizedDescription))", code: 2)
            }
        }
        // A folder that cannot be written is found now, not by every job after its render.
        let probe = URL(fileURLWithPath: out).appendingPathComponent(".terrarium-probe-\(getpid())").path
        let descriptor = open(probe, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw CommandFailure(message: "--out: cannot write into \(out) (\(String(cString: strerror(errno))))", code: 2)
        }
        close(descriptor)
        unlink(probe)
        return URL(fileURLWithPath: out, isDirectory: true)
    }
}

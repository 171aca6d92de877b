// libFuzzer targets for every reader of untrusted bytes. Built by scripts/fuzz with
// `-sanitize=fuzzer,address -DFUZZING`; a plain build makes a binary that only says how to
// build it, so the package still builds and links everywhere.
//
//   TERRARIUM_FUZZ=TARGET terrarium-fuzz [libFuzzer options] CORPUS...
//   terrarium-fuzz --seed FOLDER      (writes each plugin's examples and stress inputs as JSON)
//
// Targets: json, input-bloom, input-rooted, input-rituals, input-forest, input-cocoa-calm,
// manifest, png, diff, theme, png-roundtrip. A target finds a defect by crashing: a trap, an
// out-of-bounds access AddressSanitizer sees, or a failed check of its own (`require`).
import Foundation
import TerrariumFuzzTargets

let arguments = CommandLine.arguments
if arguments.count == 3, arguments[1] == "--seed" {
    do { try writeSeeds(to: URL(fileURLWithPath: arguments[2])) } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        exit(1)
    }
    exit(0)
}

#if FUZZING
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<CInt>,
                         _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                         _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

nonisolated(unsafe) var runner: FuzzRunner?

/// libFuzzer's entry point (its driver also refers to it by name).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    runner?.run(bytes.map { Data(bytes: $0, count: size) } ?? Data())
    return 0
}

let name = ProcessInfo.processInfo.environment["TERRARIUM_FUZZ"] ?? ""
guard let target = FuzzTarget(rawValue: name) else {
    FileHandle.standardError.write(Data("error: TERRARIUM_FUZZ must name a target: \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))\n".utf8))
    exit(2)
}
do { runner = try FuzzRunner(target: target) } catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(2)
}
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOneInput))
#else
FileHandle.standardError.write(Data("""
    terrarium-fuzz is built for fuzzing by scripts/fuzz:
      swift build --product terrarium-fuzz --scratch-path .build-fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING
    This build only writes seed inputs: terrarium-fuzz --seed FOLDER

    """.utf8))
exit(2)
#endif

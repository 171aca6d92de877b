import Foundation
import Terrarium
import TerrariumGolden

/// A fresh temporary folder, removed by the caller.
func temporaryFolder(_ name: String = "terrarium-golden") -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// A 32x32 picture: a white sheet with a dark square, optionally moved or recoloured.
func picture(squareAt x: Int = 8, color: (UInt8, UInt8, UInt8) = (30, 60, 120), width: Int = 32) -> Data {
    var rgba = [UInt8](repeating: 255, count: width * 32 * 4)
    for py in 8..<20 {
        for px in x..<(x + 12) {
            let i = (py * width + px) * 4
            (rgba[i], rgba[i + 1], rgba[i + 2]) = color
        }
    }
    // PNGFile.encode only fails on a libpng error, which these tiny images cannot cause.
    return (try? PNGFile.encode(PixelBuffer(width: width, height: 32, rgba: rgba))) ?? Data()
}

/// A store over a temporary goldens folder, with its own report folder.
func makeStore(record: RecordMode, tolerances: ToleranceFile = ToleranceFile()) -> (GoldenStore, URL) {
    let root = temporaryFolder()
    let goldens = root.appendingPathComponent("Goldens")
    try? FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
    let store = GoldenStore(directory: goldens, tolerances: tolerances, record: record,
                            report: GoldenReport(folder: root.appendingPathComponent("report")))
    return (store, root)
}

import Foundation
import Terrarium

/// `provenance.json` in the goldens folder: what its goldens were recorded with (the engine,
/// Cairo, Pango, HarfBuzz, FreeType, pixman, Fontconfig and each font file's size and CRC-32), written
/// whenever `golden record` or `golden accept` writes a golden. A failing golden run says first
/// how the machine differs from it, so a team knows at once whether the code or the machine changed.
public enum GoldenProvenanceFile {
    /// The file's name in the goldens folder.
    public static let name = "provenance.json"

    /// What the folder's goldens were recorded with; nil where no file says (or it cannot be read).
    public static func load(from folder: URL) -> RenderingProvenance? {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) else { return nil }
        return try? JSONDecoder().decode(RenderingProvenance.self, from: data)
    }

    /// Writes `provenance` as the folder's, keys sorted, so that it changes only when a part does.
    public static func write(_ provenance: RenderingProvenance, to folder: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(provenance)
        data.append(0x0A)
        try OutputFile.write(data, to: folder.appendingPathComponent(name).path)
    }

    /// How this process differs from what the folder's goldens were recorded with, one phrase
    /// each ("recorded with Cairo 1.18.0, rendering with 1.16.0"); empty when it does not, or
    /// when no file says.
    public static func differences(in folder: URL) -> [String] {
        load(from: folder)?.differences(from: .current) ?? []
    }
}

import Terrarium
/// A path inside the output folder, checked lexically: a manifest may name where each image
/// goes, but never a place outside `--out`.
///
/// The check is on the text of the path (`.` and `..` are resolved, empty parts dropped), not on
/// the file system, so it does not follow symbolic links that already exist under `--out`.
package struct OutputPath: Hashable, Sendable, CustomStringConvertible {
    /// The normalised path relative to the output folder, without `.`, `..` or empty parts.
    package let relative: String

    /// The normalised relative path.
    package var description: String { relative }

    /// Normalises `path` (relative to the output folder); absolute paths and paths that climb
    /// out of the folder are errors on the field `output`.
    package init(_ path: String) throws(BatchJobError) {
        guard !path.isEmpty else { throw BatchJobError(field: "output", "must not be empty") }
        guard !path.hasPrefix("/") else {
            throw BatchJobError(field: "output", "must be relative to --out, not an absolute path (\(path))")
        }
        guard !path.utf8.contains(0) else { throw BatchJobError(field: "output", "must not contain a NUL character") }
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                guard parts.popLast() != nil else {
                    throw BatchJobError(field: "output", "must stay inside --out, but \(path) leads out of it")
                }
            default: parts.append(part)
            }
        }
        guard !parts.isEmpty else { throw BatchJobError(field: "output", "must name a file inside --out, not the folder itself (\(path))") }
        relative = parts.joined(separator: "/")
    }

    /// This path with `name` appended, for a folder prefix given to an expanded job.
    package func appending(_ name: String) throws(BatchJobError) -> OutputPath {
        try OutputPath(relative + "/" + name)
    }

    /// Whether the path ends in `.png`, in any case.
    package var hasPNGExtension: Bool { relative.lowercased().hasSuffix(".png") }
}

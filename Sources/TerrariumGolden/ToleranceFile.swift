import Foundation
import Terrarium

/// `Goldens/tolerances.json`: the default tolerance and per-golden overrides, each with a reason.
///
///     {
///       "default": { "threshold": 0.02, "includeAA": false, "maxDiffPixels": 0, "reason": "…" },
///       "overrides": {
///         "bloom/widget/bloom-night-small@3x.png": { "maxDiffPixels": 40, "reason": "…" }
///       }
///     }
///
/// An override names a golden by its path under the goldens folder and changes only the fields
/// it gives; the rest come from the default. A reason is required everywhere.
public struct ToleranceFile: Sendable {
    /// The file's name in a goldens folder.
    public static let fileName = "tolerances.json"

    /// The tolerance of every golden without an override.
    public var standard: Tolerance
    /// Tolerances by golden path.
    public var overrides: [String: Tolerance]

    /// A file's contents.
    public init(standard: Tolerance = .standard, overrides: [String: Tolerance] = [:]) {
        self.standard = standard
        self.overrides = overrides
    }

    /// The tolerance that applies to `golden`.
    public func tolerance(for golden: String) -> Tolerance { overrides[golden] ?? standard }

    /// Reads `tolerances.json` from a goldens folder; a folder without one uses `Tolerance.standard`.
    public static func load(from goldens: URL) throws(GoldenError) -> ToleranceFile {
        let url = goldens.appendingPathComponent(fileName)
        guard let data = FileManager.default.contents(atPath: url.path) else { return ToleranceFile() }
        do { return try parse(data) } catch { throw .tolerances(file: url.path, error.description) }
    }

    /// Reads a `tolerances.json`, every mistake an error naming its field.
    public static func parse(_ data: Data) throws(InputError) -> ToleranceFile {
        let root = try InputObject(JSONValue.parse(data))
        try root.check(allowed: ["default", "overrides"])
        var file = ToleranceFile()
        if let value = root.values["default"] {
            file.standard = try tolerance(InputObject(value, path: "default"), base: nil)
        }
        if let value = root.values["overrides"] {
            let overrides = try InputObject(value, path: "overrides")
            for (golden, entry) in overrides.values {
                guard golden.hasSuffix(".png"), !golden.hasPrefix("/"), !golden.contains("..") else {
                    throw InputError(field: overrides.field(golden), "must be a golden's path under the goldens folder, such as bloom/widget/bloom-night-small@3x.png")
                }
                file.overrides[golden] = try tolerance(InputObject(entry, path: overrides.field(golden)), base: file.standard)
            }
        }
        return file
    }

    private static func tolerance(_ object: InputObject, base: Tolerance?) throws(InputError) -> Tolerance {
        try object.check(allowed: ["threshold", "includeAA", "maxDiffPixels", "maxDiffRatio", "reason"])
        guard let reason = try object.string("reason"), !reason.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw InputError(field: object.field("reason"), "is required: say why this tolerance is right")
        }
        let threshold = try object.number("threshold") ?? base?.threshold ?? Tolerance.standard.threshold
        guard (0...1).contains(threshold) else {
            throw InputError(field: object.field("threshold"), "must be from 0 to 1 (pixelmatch's colour distance)")
        }
        var allowance = base?.allowance ?? Tolerance.standard.allowance
        switch (try object.integer("maxDiffPixels"), try object.number("maxDiffRatio")) {
        case (.some, .some):
            throw InputError(field: object.field("maxDiffRatio"), "cannot be given with maxDiffPixels: choose one")
        case (.some(let pixels), nil):
            guard pixels >= 0 else { throw InputError(field: object.field("maxDiffPixels"), "must be 0 or more") }
            allowance = .pixels(pixels)
        case (nil, .some(let ratio)):
            guard (0...1).contains(ratio) else { throw InputError(field: object.field("maxDiffRatio"), "must be from 0 to 1") }
            allowance = .ratio(ratio)
        case (nil, nil):
            break
        }
        return Tolerance(threshold: threshold,
                         includeAA: try object.bool("includeAA") ?? base?.includeAA ?? false,
                         allowance: allowance, reason: reason)
    }
}

/// When goldens are written.
///
/// - `missing`: write goldens that do not exist yet (the default on a developer's machine).
/// - `failed`: also overwrite goldens that fail (after you have looked at the diffs).
/// - `all`: overwrite every golden whose bytes changed.
/// - `never`: write nothing; a missing golden fails. Always the mode under CI.
public enum RecordMode: String, CaseIterable, Sendable {
    case missing, failed, all, never

    /// The mode a test run uses: `never` when `CI=true`, else `TERRARIUM_RECORD`, else `missing`.
    public static func fromEnvironment(_ environment: [String: String]) throws(GoldenError) -> RecordMode {
        if environment["CI"] == "true" { return .never }
        guard let value = environment["TERRARIUM_RECORD"], !value.isEmpty else { return .missing }
        guard let mode = RecordMode(rawValue: value) else {
            throw .invalidRecordMode(value)
        }
        return mode
    }

    func records(_ situation: GoldenSituation) -> Bool {
        switch (self, situation) {
        case (.never, _): false
        case (_, .missing): true
        case (.failed, .failed), (.all, .failed), (.all, .changedWithinTolerance): true
        default: false
        }
    }
}

enum GoldenSituation {
    case missing, failed, changedWithinTolerance
}

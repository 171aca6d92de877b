/// What stops goldens from being checked at all (as opposed to a golden that fails).
public enum GoldenError: Error, Equatable, CustomStringConvertible {
    case tolerances(file: String, String)
    case invalidRecordMode(String)
    case cannotWrite(String)
    case reportFolderInUse(String)

    /// One line, naming the file or value at fault.
    public var description: String {
        switch self {
        case .tolerances(let file, let message): "\(file): \(message)"
        case .invalidRecordMode(let value):
            "TERRARIUM_RECORD is '\(value)'; it must be one of \(RecordMode.allCases.map(\.rawValue).joined(separator: ", "))"
        case .cannotWrite(let message): message
        case .reportFolderInUse(let path):
            "\(path) holds files that are not a Terrarium golden report; choose an empty or new folder"
        }
    }
}

import TerrariumGraphics

/// Text a user gave, repeated in a message: the one path every error, progress and log line
/// takes, so an escape sequence in an input cannot reach a terminal and a 900 KB value does
/// not make a 900 KB line.
public enum UserText {
    /// The most characters of one value a message repeats; a longer one is cut, with its length.
    public static let maximumEchoed = 80
    /// The most characters of one message line.
    public static let maximumLine = 2_000

    /// `'value'` with control characters escaped (`\n`, `\t`, `\u{1B}`), cut after
    /// `maximumEchoed` characters with its length: `'aaaa…' (900,000 characters)`.
    public static func quoted(_ value: String) -> String {
        let count = value.count
        guard count > maximumEchoed else { return "'" + escaped(value) + "'" }
        return "'" + escaped(String(value.prefix(maximumEchoed))) + "…' (\(groupedThousands(count)) characters)"
    }

    /// A message made safe for one line of a terminal or a log: control characters escaped
    /// (a newline too), and at most `maximumLine` characters, the rest said by its length.
    public static func line(_ message: String) -> String {
        let safe = escaped(message)
        guard safe.count > maximumLine else { return safe }
        return String(safe.prefix(maximumLine)) + "… (\(groupedThousands(safe.count)) characters in all)"
    }

    /// Control characters (C0, DEL, C1, U+2028 and U+2029) as Swift-style escapes; the rest as is.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where isControl(scalar): out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: true
        default: false
        }
    }
}

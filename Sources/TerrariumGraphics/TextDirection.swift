/// The direction a UI in a language reads: the one place that decides it, for the canvas
/// (each paragraph's base direction, so text aligns by the UI and not by its first letter)
/// and for `lint` (which edge a leading text starts at).
public enum TextDirection {
    /// The languages written right to left, by their BCP 47 primary subtag: Arabic, Hebrew,
    /// Persian, Urdu, Yiddish, Pashto, Sindhi, Uyghur, Dhivehi, Central Kurdish.
    public static let rightToLeftLanguages: Set<String> = ["ar", "he", "iw", "fa", "ur", "yi", "ps", "sd", "ug", "dv", "ckb"]

    /// Whether a UI in `language` ("he", "ar-EG", "en") reads right to left.
    public static func isRightToLeft(language: String) -> Bool {
        let primary = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        return rightToLeftLanguages.contains(primary)
    }

    /// Whether a paragraph of `text` in a UI in `language` runs right to left: the UI's
    /// direction, so that "روتين المساء · Morning" reads title then time as every other row of
    /// an English UI does, except for a text written only in the other direction's letters
    /// (a Hebrew title on its own), which is one value and runs in its own direction. Its
    /// alignment still follows the UI; its ellipsis then ends the words it cuts, where in the
    /// UI's direction Pango drew it at the far side of a gap (issue 35.3).
    public static func paragraphIsRightToLeft(_ text: String, language: String) -> Bool {
        var rightToLeft = false, leftToRight = false
        for scalar in text.unicodeScalars {
            if isRightToLeft(scalar) { rightToLeft = true } else if scalar.properties.isAlphabetic { leftToRight = true }
            if rightToLeft && leftToRight { break }
        }
        return isRightToLeft(language: language) ? !(leftToRight && !rightToLeft) : rightToLeft && !leftToRight
    }
}

extension TextDirection {
    /// FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE (UAX #9, 2.7).
    static let firstStrongIsolate: Character = "\u{2068}", popDirectionalIsolate: Character = "\u{2069}"

    /// `value` set apart from the text it is inserted in, as UAX #9 asks of every inserted
    /// value: in "\(title) · 3 of 5" an Arabic title would otherwise take the number into its
    /// own right-to-left run and print it before the title ("3 · روتين of 5"). The value keeps
    /// its own direction inside (from its first strong letter), and the text around it reads
    /// as if it were one neutral character. Values with no right-to-left letter come back as
    /// they are: they cannot reorder a left-to-right UI, and stay byte for byte what they were.
    public static func isolated(_ value: String) -> String {
        guard value.unicodeScalars.contains(where: isRightToLeft) else { return value }
        return String(firstStrongIsolate) + value + String(popDirectionalIsolate)
    }

    /// A letter of a right-to-left script (Hebrew, Arabic, Syriac, Thaana, N'Ko and the other
    /// scripts of the Unicode blocks reserved for them), or the RIGHT-TO-LEFT MARK.
    public static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x200F, 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
        default: false
        }
    }
}

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
}

/// Where a line may not break, beyond Unicode's line-breaking rules, and what a drawn line must
/// not look like: a number kept with its unit and with the word it ends a text on, "7-day" kept
/// whole, a separator ("·") kept with what follows it instead of left at a line's end. Pure
/// functions of the text, so the canvas (which asks Pango not to break inside the spans) and
/// `lint` (which reads the lines as drawn) apply one rule.
public enum LineBreakRules {
    /// The separators copy joins parts with ("Morning · Day 8 of 30"): each is kept with the
    /// word after it, so no line ends in one.
    public static let separators: Set<String> = ["·", "•", "|", "–", "—"]

    /// Units `problems` reports parted from their number ("25 / min"): a preposition after a
    /// number ("3 of", "30 de") is kept with it where it fits, but may be parted.
    public static let units: Set<String> = ["%", "h", "m", "min", "s", "sec", "ms", "d", "km", "mi", "m²", "kg", "lb",
                                            "pt", "px", "x", "×", "°", "k", "K", "M"]

    /// The longest word `problems` reports alone on a last line ("of", "a"; a number of up to
    /// three characters: "5", "22"): the
    /// canvas moves a word down to any lone last word where the lines allow it (UIKit's
    /// standard strategy); a longer one it could not move ("Premium" under "Cocoa Calm" in a
    /// box too narrow for "Calm Premium") reads well enough.
    public static let shortOrphan = 2

    /// The longest word read as a unit after a number ("25 min", "3 h", "5 km").
    public static let longestUnit = 3

    /// The UTF-8 byte ranges of `text` that must stay on one line, sorted and disjoint. Each
    /// spans whole space-separated tokens:
    /// - a number and a unit after it: "25 min", "4,166 h", "42% of"; and "4 of 11" whole;
    /// - a text's last token when it is a number, with the word before it: "November 22",
    ///   "of 5" (a number alone on the last line reads as a stray);
    /// - a token that starts with a number and a hyphen: "7-day" (no break after the hyphen);
    /// - a Korean word: "마시기" (Korean breaks between words, as UIKit's standard strategy does);
    /// - a separator and the token after it: "· 42%".
    /// Where a span is wider than the line it would sit on, the canvas drops the spans (a word
    /// broken between its letters is worse than any of these).
    public static func keptTogether(_ text: String) -> [Range<Int>] {
        let bytes = Array(text.utf8)
        // Tokens between ASCII spaces, as byte ranges; only a single space joins two tokens.
        var tokens: [Range<Int>] = []
        var start: Int?
        for (i, byte) in bytes.enumerated() {
            if byte == 0x20 || byte == 0x0A {
                if let s = start { tokens.append(s..<i); start = nil }
            } else if start == nil {
                start = i
            }
        }
        if let s = start { tokens.append(s..<bytes.count) }
        guard tokens.count > 0 else { return [] }
        func token(_ i: Int) -> Substring.UTF8View { text.utf8.dropFirst(tokens[i].lowerBound).prefix(tokens[i].count) }
        func string(_ i: Int) -> String { String(decoding: token(i), as: UTF8.self) }
        func joinedBySpace(_ i: Int) -> Bool { tokens[i].upperBound + 1 == tokens[i + 1].lowerBound }
        var spans: [Range<Int>] = []
        for i in tokens.indices {
            let word = string(i)
            // A number before a hyphen ("7-day"), and a Korean word: Korean breaks between
            // words, not between syllables (UIKit's standard strategy, hangulWordPriority).
            if isNumberWithHyphen(word) || word.unicodeScalars.count > 1 && word.unicodeScalars.contains(where: isHangul) {
                spans.append(tokens[i])
            }
            guard i + 1 < tokens.count, joinedBySpace(i) else { continue }
            let next = string(i + 1)
            let last = i + 1 == tokens.count - 1
            let between = i > 0 && joinedBySpace(i - 1) && isNumber(string(i - 1)) && isUnit(word) && isNumber(next)
            if separators.contains(word)
                || between
                || isNumber(word) && isUnit(next)
                || last && isNumber(next) && word.unicodeScalars.contains(where: { $0.properties.isAlphabetic || $0.properties.numericType != nil }) {
                spans.append(tokens[i].lowerBound..<tokens[i + 1].upperBound)
            }
        }
        // Merge spans that touch or overlap: "· 42% of" is one span.
        var merged: [Range<Int>] = []
        for span in spans.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let lastSpan = merged.last, span.lowerBound <= lastSpan.upperBound {
                merged[merged.count - 1] = lastSpan.lowerBound..<max(lastSpan.upperBound, span.upperBound)
            } else {
                merged.append(span)
            }
        }
        return merged
    }

    /// The pieces of `text` no line breaks inside: its space-separated words, those a kept
    /// span joins taken as one ("— Confucius", "3 of 5"). A layout that sizes a text so that
    /// its widest piece fits a line asks about these.
    public static func unbreakablePieces(_ text: String) -> [String] {
        let bytes = Array(text.utf8)
        let spans = keptTogether(text)
        var pieces: [String] = []
        var start: Int?
        func close(_ end: Int) {
            if let s = start { pieces.append(String(decoding: bytes[s..<end], as: UTF8.self)) }
            start = nil
        }
        for (i, byte) in bytes.enumerated() {
            let isSpace = byte == 0x20 || byte == 0x0A || byte == 0x09
            if isSpace, !spans.contains(where: { $0.contains(i) }) {
                close(i)
            } else if start == nil, !isSpace {
                start = i
            }
        }
        close(bytes.count)
        return pieces
    }

    /// The lines a display text may take so that no word is broken and nothing kept together
    /// is parted: one a piece. Given as a line limit, a piece too wide for its line would need
    /// one more, which the limit cuts, so the text shrinks by its minimum scale instead of
    /// breaking "Sunday, / November / 22"; two short pieces still share a line.
    public static func wholePieceLines(_ text: String) -> Int {
        max(1, unbreakablePieces(text).count)
    }

    /// What is wrong with `lines` (a text's lines as drawn, in order), each as a phrase for
    /// lint: a line that ends in a separator, a number parted from its unit or its word, a last
    /// line of a single short word under a line of several (UIKit's standard strategy moves a
    /// word down instead). Empty when the lines are well broken.
    public static func problems(lines: [String]) -> [String] {
        let trimmed = lines.map { $0.trimmingSpaces }.filter { !$0.isEmpty }
        guard trimmed.count > 1 else { return [] }
        var found: [String] = []
        for (i, line) in trimmed.enumerated() where i + 1 < trimmed.count {
            let words = line.split(whereSeparator: Self.isSpace)
            let next = trimmed[i + 1].split(whereSeparator: Self.isSpace)
            guard let end = words.last, let first = next.first else { continue }
            if separators.contains(String(end)) {
                found.append("line \(i + 1) ends in the separator \"\(end)\"")
            } else if isNumber(String(end)), units.contains(String(Substring(withoutTrailingPunctuation(String(first))))) {
                found.append("the number \"\(end)\" ends line \(i + 1), parted from \"\(first)\"")
            } else if end.last == "-", isNumberWithHyphen(String(end) + String(first)) {
                found.append("\"\(end)\" ends line \(i + 1), parted from \"\(first)\"")
            }
        }
        let last = trimmed[trimmed.count - 1].split(whereSeparator: Self.isSpace)
        let above = trimmed[trimmed.count - 2].split(whereSeparator: Self.isSpace)
        // A lone emoji reads as a picture, not a stray word.
        let letters = last.first.map { $0.unicodeScalars.filter { $0.properties.isAlphabetic }.count } ?? 0
        let lone = String(last.first ?? "")
        if last.count == 1, above.count > 1, isNumber(lone) && lone.count <= 3 || (1...shortOrphan).contains(letters) {
            found.append("the last line is the single short word \"\(last[0])\"")
        }
        return found
    }

    /// A number as copy writes one: digits with grouping and decimal marks, a sign before, a
    /// percent, plus or unit letter glued after ("4,250", "42%", "999+", "4,166h", "-3").
    public static func isNumber(_ token: String) -> Bool {
        let scalars = withoutTrailingPunctuation(token)
        guard let first = scalars.first else { return false }
        let body = ["-", "+", "−", "("].contains(first) ? scalars.dropFirst() : scalars[...]
        guard let lead = body.first, lead.properties.numericType != nil else { return false }
        var letters = 0  // of one glued unit ("4,166h"), which ends the number
        for scalar in body {
            if scalar.properties.numericType != nil || [",", ".", "%", "+", "\u{202F}"].contains(scalar) {
                if letters > 0 { return false }
            } else if scalar.properties.isAlphabetic {
                letters += 1
            } else {
                return false
            }
        }
        return letters <= longestUnit
    }

    /// A short word read as a unit after a number: at most `longestUnit` letters (any script),
    /// or a symbol unit ("%", "°", "h").
    static func isUnit(_ token: String) -> Bool {
        let scalars = withoutTrailingPunctuation(token)
        guard !scalars.isEmpty, scalars.count <= longestUnit else { return false }
        return scalars.allSatisfy { $0.properties.isAlphabetic || ["%", "°", "′", "″"].contains($0) }
    }

    /// `token` without the punctuation that may follow a number or unit in copy ("30,", "h.").
    static func withoutTrailingPunctuation(_ token: String) -> Substring.UnicodeScalarView {
        var scalars = Substring(token).unicodeScalars
        while let last = scalars.last, [",", ".", ";", ":", "!", "?", ")"].contains(last) { scalars.removeLast() }
        return scalars
    }

    /// A space between words in a drawn line, breaking or not.
    static func isSpace(_ character: Character) -> Bool { character == " " || character == "\u{00A0}" || character == "\u{202F}" }

    /// A Hangul syllable or jamo.
    static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
        (0xAC00...0xD7A3).contains(scalar.value) || (0x1100...0x11FF).contains(scalar.value) || (0x3130...0x318F).contains(scalar.value)
    }

    /// A token that starts with a number and a hyphen before letters: "7-day", "30-minute".
    static func isNumberWithHyphen(_ token: String) -> Bool {
        let scalars = Array(token.unicodeScalars)
        guard let hyphen = scalars.firstIndex(where: { $0 == "-" || $0 == "\u{2010}" }), hyphen > 0, hyphen + 1 < scalars.count
        else { return false }
        return scalars[..<hyphen].allSatisfy { $0.properties.numericType != nil } && scalars[hyphen + 1].properties.isAlphabetic
    }
}

extension String {
    /// Without the spaces at either end (U+0020 and the no-break spaces), as a drawn line shows.
    package var trimmingSpaces: String {
        let spaces: Set<Unicode.Scalar> = [" ", "\u{00A0}", "\u{202F}", "\n"]
        var scalars = Substring(self).unicodeScalars
        while let first = scalars.first, spaces.contains(first) { scalars.removeFirst() }
        while let last = scalars.last, spaces.contains(last) { scalars.removeLast() }
        return String(Substring(scalars))
    }
}

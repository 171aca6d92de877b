import Testing
@testable import TerrariumGraphics

/// Where copy may not break, and what a drawn line must not look like (issue 35: "Sunday, /
/// November / 22", "steps today ·", "Start with a 7- / day free trial", "stage 3 of / 5").
struct LineBreakRulesTests {
    /// The spans kept on one line, as the text they cover.
    private func kept(_ text: String) -> [String] {
        LineBreakRules.keptTogether(text).map { String(decoding: Array(text.utf8)[$0], as: UTF8.self) }
    }

    @Test(arguments: [
        ("Sunday, November 22", ["November 22"]),
        ("Paused · stage 3 of 5", ["· stage", "3 of 5"]),
        ("steps today · 42% of your goal", ["· 42% of"]),
        ("Start with a 7-day free trial", ["7-day"]),
        ("Focused for 25 min", ["25 min"]),
        ("4,166h total", []),
        ("Morning · Day 8 of 30", ["· Day", "8 of 30"]),
        ("4 of 11 done", ["4 of 11"]),
        ("Breathe, ground, or sip", []),
        ("", []),
        ("5", []),
        ("Nov 18, 2026", ["18, 2026"]),
        ("물 한 잔 마시기", ["마시기"]),
        ("4,250 / 10,000", []),
        ("Empieza el lunes, 30 de noviembre", ["30 de"]),
    ])
    func spansKeptOnOneLine(text: String, spans: [String]) {
        #expect(kept(text) == spans)
    }

    @Test(arguments: [
        (["steps today ·", "42% of your goal"], ["line 1 ends in the separator \"·\""]),
        (["Paused · stage 3 of", "5"], ["the last line is the single short word \"5\""]),
        (["Sunday, November", "22"], ["the last line is the single short word \"22\""]),
        (["9,999,999 /", "1"], ["the last line is the single short word \"1\""]),
        (["600 /", "10,000"], []),              // a fraction's slash may end a line
        (["Stretch with the family", "👨‍👩‍👧‍👦"], []),  // a lone emoji reads as a picture
        (["No rituals", "yet"], []),            // three letters: reads well enough
        (["Domingo, 22", "de noviembre"], []),  // a preposition may be parted from its number
        (["Start with a 7-", "day free trial"], ["\"7-\" ends line 1, parted from \"day\""]),
        (["Focused for 25", "min today"], ["the number \"25\" ends line 1, parted from \"min\""]),
        (["Cocoa Calm", "Premium"], []),        // a longer lone word reads well enough
        (["Sunday,", "November 22"], []),
        (["steps today", "· 42% of your goal"], []),
        (["One line only"], []),
        (["Box", "breathing"], []),             // nothing above to take a word from
    ])
    func problemsOfDrawnLines(lines: [String], problems: [String]) {
        #expect(LineBreakRules.problems(lines: lines) == problems)
    }

    @Test func numbersAndUnits() {
        #expect(["4,250", "42%", "999+", "4,166h", "-3", "22", "1.5", "30,"].allSatisfy(LineBreakRules.isNumber))
        #expect(!["Day", "h4", "", "·", "7-day", "4,166hours"].contains(where: LineBreakRules.isNumber))
        #expect(["min", "h", "km", "%", "de", "of"].allSatisfy(LineBreakRules.isUnit))
        #expect(!["days", "minutes", "42", ""].contains(where: LineBreakRules.isUnit))
        #expect(LineBreakRules.isNumberWithHyphen("7-day") && LineBreakRules.isNumberWithHyphen("30-minute"))
        #expect(!LineBreakRules.isNumberWithHyphen("Jean-Jacques") && !LineBreakRules.isNumberWithHyphen("7-"))
    }
}

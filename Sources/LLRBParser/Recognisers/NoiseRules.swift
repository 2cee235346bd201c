/// Lines that belong to no story: fragments, stray symbols, OCR garbage and a picture's place.
/// The reasons are written for a reader of the noise list.
package enum NoiseRules {
    static let fragment = "a fragment of one or two characters"
    static let runningHead = "a running head: the page's number and section"
    static let verticalText = "vertical text broken into one character per line"
    static let garbage = "OCR garbage: stray Latin letters among Chinese"
    static let signs = "OCR garbage: signs beside at most one character"
    package static let slogan = "a slogan banner of the page, over no story of its own"
    static let symbols = "symbols or letters with no text"
    static let picture = "a picture's place, as a markdown image"
    static let pageNumber = "a page number between dots or dashes"
    static let contents = "a box of contents pointing to stories on other pages"

    /// `![](images/p1.jpg)`, `![](#xywh=80,300,900,400)`: a line that is a markdown image, as
    /// OCR tools that write markdown mark where a picture was (and llrb's text of a layout
    /// page): no printed text, but the picture's place. Asked of every line: its cues turn
    /// nearly every one away.
    package static func isPicture(_ line: Line) -> Bool {
        guard line.cues.contains(.squareBracket) else { return false }
        let content = line.content
        return content.hasPrefix("![") && content.hasSuffix(")") && content.contains("](")
    }

    package static func reason(for line: Line) -> String? {
        if isPicture(line) { return picture }
        // `简讯` alone is a brief column's banner, `公告` a notice's title, `### 快评` marked as a
        // heading a column's name, not a speck. (Unmarked, a column word inside a story's text is
        // as likely a speck: `LineContext.readColumnNamesOverHeadlines` reads one over a headline.)
        if line.length <= 2, !line.endsSentence, !isBracketOnly(line.text), BriefItems.banner(line) == nil,
           !NoticeWording.isTitleAlone(line), line.headingLevel == 0 || !RubricRules.isColumnWord(line) {
            return fragment
        }
        if line.hasStrayLatin, line.length <= 12, !line.hasSentencePunctuation {
            return garbage
        }
        if line.length <= 8, line.hanCount <= 2, hasRadical(line.text) {
            return garbage
        }
        if line.length <= 4, line.hanCount <= 1 || line.hanCount - strokeOnes(line.text) <= 1, hasSymbol(line.text),
           !line.text.unicodeScalars.contains(where: { ScalarClass.isASCIIAlphanumeric($0.value) }) {
            return signs
        }
        if line.hanCount == 0, isPageNumber(line.text) {
            return pageNumber
        }
        if line.hanCount == 0, line.length <= 6, !line.text.unicodeScalars.contains(where: { ScalarClass.isDigit($0.value) }) {
            return symbols
        }
        // `棺 是°·`: two specks and signs of a picture; `- 1/`: a digit between strokes.
        if line.length <= 5, line.hanCount <= 2, symbolCount(line.text) >= 2 {
            return signs
        }
        // `1-1 一 .`, `一 .、`: digits or strokes beside `一` read into a rule: no word.
        if line.length <= 6, line.hanCount > 0, line.hanCount == strokeOnes(line.text), !line.endsSentence, hasRuleMarks(line.text),
           !line.text.unicodeScalars.contains(where: { ScalarClass.isLatinLetter($0.value) }) {
            return signs
        }
        return nil
    }

    /// Radicals and strokes standing alone (`丿`, `亻`, `冂`): what OCR reads into specks of a
    /// picture, never a word of the text.
    private static func hasRadical(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            (0x2E80...0x2FDF).contains(scalar.value) || (0x31C0...0x31EF).contains(scalar.value)
                || radicals.contains(scalar.value)
        }
    }

    /// Unified ideographs that print only as radicals.
    private static let radicals = Set("丨丶丿乀乁亅亠亻冂冖冫凵匚匸卩阝彳彡廴廾宀罒艹辶".unicodeScalars.map(\.value))

    /// How many `一` the text holds: beside a sign (`一 一 ■ 、`) the OCR read a rule or a dash
    /// of a picture as one, no word.
    private static func strokeOnes(_ text: String) -> Int {
        text.unicodeScalars.count { $0 == "一" }
    }

    /// `是°·`: a sign (°, ※, ©) or a lone middle dot beside at most one ideograph, what OCR
    /// reads into a speck of a picture; a short line of text has no sign, and a figure's unit
    /// (`30°`) comes with digits.
    private static func hasSymbol(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            switch scalar.properties.generalCategory {
            case .otherSymbol, .mathSymbol, .modifierSymbol, .currencySymbol: true
            default: scalar.value == 0xB7
            }
        }
    }

    /// Signs (as `hasSymbol` reads them) and strokes (`-`, `/`, `\\`, `|`, `_`) in `text`, when
    /// it holds no letter and at most one digit: a line of text or a figure has fewer.
    private static func symbolCount(_ text: String) -> Int {
        let scalars = text.unicodeScalars
        guard scalars.count(where: { ScalarClass.isDigit($0.value) }) <= 1,
              !scalars.contains(where: { ScalarClass.isLatinLetter($0.value) })
        else { return 0 }
        return scalars.count { scalar in
            switch scalar.properties.generalCategory {
            case .otherSymbol, .mathSymbol, .modifierSymbol, .currencySymbol: true
            default: scalar == "\u{B7}" || strokes.contains(scalar.value) // a middle dot
            }
        }
    }

    /// Whether `text` holds a stroke (`1-1 一 .`), or both a Latin full stop and `、` (`一 .、`), two
    /// stops no text sets on one short line: the marks of a rule or a picture's edge, where a list's
    /// number keeps its one stop (`一.`, `（一）.`, `一...`).
    private static func hasRuleMarks(_ text: String) -> Bool {
        var fullStop = false, enumerationComma = false
        for scalar in text.unicodeScalars {
            if strokes.contains(scalar.value) { return true }
            if scalar == "." { fullStop = true }
            if scalar == "、" { enumerationComma = true }
        }
        return fullStop && enumerationComma
    }

    /// Strokes OCR reads off a rule or a picture's edge.
    private static let strokes = Set("-/\\|_".unicodeScalars.map(\.value))

    /// A page number set between ornaments, `· 2 ·` or `- 3 -`: never a wrapped piece of text,
    /// which would not open with a dot or dash and close with another.
    private static func isPageNumber(_ text: String) -> Bool {
        let scalars = text.unicodeScalars.filter { !ScalarClass.isSpace($0.value) }
        guard let first = scalars.first, let last = scalars.last, scalars.count >= 3,
              ornaments.contains(first.value), ornaments.contains(last.value) else { return false }
        let inner = scalars.dropFirst().dropLast().filter { !ornaments.contains($0.value) }
        return (1...3).contains(inner.count) && inner.allSatisfy { ScalarClass.isDigit($0.value) }
            && scalars.count - inner.count <= 4
    }

    /// · • ・ - － – — ― ─ ~: the marks a page number is set between (the dots and dashes that
    /// look alike written as code points).
    private static let ornaments = Set("•-~\u{B7}\u{30FB}\u{FF0D}\u{2013}\u{2014}\u{2015}\u{2500}".unicodeScalars.map(\.value))

    private static func isBracketOnly(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { ScalarClass.isClosingMark($0.value) }
    }
}

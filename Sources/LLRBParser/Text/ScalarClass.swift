/// Character classes the page layout rests on, decided on Unicode scalars (never `Character`,
/// which costs grapheme breaking on every step).
package enum ScalarClass {
    /// A Han ideograph: the letters of the text.
    package static func isHan(_ value: UInt32) -> Bool {
        (0x4E00...0x9FFF).contains(value) || (0x3400...0x4DBF).contains(value)
            || (0xF900...0xFAFF).contains(value) || (0x20000...0x3134F).contains(value)
    }

    /// ASCII letters and digits: the only neighbours between which a space means something.
    static func isASCIIAlphanumeric(_ value: UInt32) -> Bool {
        (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
    }

    /// Whether a line wrap between these two scalars leaves a space in the joined text: between
    /// two Latin words (`Hello` / `World`) and between two numbers, but not between a letter and
    /// a digit. Chinese type sets numbers with no space around them, so a column edge beside
    /// `5G` (`5` / `G`) cut a word; one between two digits (`202` / `3年`, `12` / `19`) is left
    /// to `NumberGaps`, which tells one number cut from two numbers of a list.
    static func spaceAtWrap(after last: UInt32, before next: UInt32) -> Bool {
        guard isASCIIAlphanumeric(last), isASCIIAlphanumeric(next) else { return false }
        return isDigit(last) == isDigit(next)
    }

    /// A full-width ASCII form (`２`, `Ｇ`, `（`) as its ASCII letter, digit or mark, the way a
    /// line's folded text holds it; any other scalar as it is.
    static func folded(_ value: UInt32) -> UInt32 {
        (0xFF01...0xFF5E).contains(value) ? value - 0xFEE0 : value
    }

    static func isDigit(_ value: UInt32) -> Bool {
        (0x30...0x39).contains(value)
    }

    static func isLatinLetter(_ value: UInt32) -> Bool {
        (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
    }

    /// Space, tab, ideographic space, no-break space, vertical tab, form feed: written as code
    /// points, since no two of them can be told apart on the page.
    static func isSpace(_ value: UInt32) -> Bool {
        value == 0x20 || value == 0x09 || value == 0x3000 || value == 0xA0 || value == 0x0B || value == 0x0C
    }

    /// Pictographs and other symbols an OCR tool puts where a logo was.
    static func isPictograph(_ value: UInt32) -> Bool {
        (0x1F000...0x1FAFF).contains(value) || (0x2600...0x27BF).contains(value) || value == 0xFE0F
    }

    /// The triangles from `▲` to `▼` (pointing up, right or down) a photo's caption opens with.
    static func isTriangle(_ value: UInt32) -> Bool {
        switch value {
        case "▲"..."▼": true
        default: false
        }
    }

    /// Punctuation that ends a sentence, after full-width folding (`！` is `!` by then), and the
    /// half-width `｡`.
    static func isSentenceEnd(_ value: UInt32) -> Bool {
        switch value {
        case "。", "!", "?", "…", "\u{FF61}": return true
        default: return false
        }
    }

    /// Closing marks that may follow a sentence end: `。”`, `！）`.
    static func isClosingMark(_ value: UInt32) -> Bool {
        switch value {
        case "”", "’", ")", "\"", "'", "」", "』", "》": return true
        default: return false
        }
    }

    /// Commas, full stops, enumeration commas, semicolons and colons, of either width: where a
    /// clause ends, so a word cut by a column's edge does not run past one.
    static func isClausePunctuation(_ value: UInt32) -> Bool {
        switch value {
        case "，", ",", "。", "、", "；", ";", "：", ":": return true
        default: return false
        }
    }

    /// “ ‘ 《 〈 （ ( 「 『 【 [: marks that open what follows them (after full-width folding,
    /// `（` is `(`).
    static func isOpeningMark(_ value: UInt32) -> Bool {
        switch value {
        case "“", "‘", "《", "〈", "（", "(", "「", "『", "【", "[": return true
        default: return false
        }
    }

    /// Punctuation that running text has and headlines almost never: commas, full stops,
    /// semicolons (after full-width folding), and the half-width `､`.
    static func isSentencePunctuation(_ value: UInt32) -> Bool {
        switch value {
        case ",", "。", ";", "\u{FF64}": return true
        default: return false
        }
    }
}

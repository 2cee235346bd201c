/// What a Unicode scalar is to the analyzer (the parser's `ScalarClass` is another thing: tests of
/// a scalar for reading a page's layout).
enum AnalyzerClass: UInt8 {
    /// Han (all blocks), kana, hangul: a unit of its own, joined into bigrams.
    case cjk
    /// A letter or digit: part of a word.
    case word
    /// Space, line break, control: separates words but never breaks a phrase.
    case whitespace
    /// Punctuation, symbols, emoji: breaks CJK runs and phrases.
    case separator
    /// Invisible (zero-width, variation selectors, combining marks, soft hyphen): skipped.
    case ignorable
    /// A compatibility character whose NFKC form must be computed (the rare slow path).
    case fold
}

extension AnalyzerClass {
    /// Classifies an ASCII byte and gives its normalized (lower-cased) value.
    @inline(__always)
    static func ofASCII(_ byte: UInt32) -> (AnalyzerClass, UInt32) {
        switch byte {
        case 0x61...0x7A, 0x30...0x39: return (.word, byte)
        case 0x41...0x5A: return (.word, byte | 0x20)
        case 0...0x20, 0x7F: return (.whitespace, byte)
        default: return (.separator, byte)
        }
    }

    /// Classifies any scalar, folding full-width ASCII and Latin-1 capitals on the fast path;
    /// everything with an NFKC mapping that could yield a letter, digit or CJK character is `fold`.
    @inline(__always)
    static func of(_ scalar: UInt32) -> (AnalyzerClass, UInt32) {
        switch scalar {
        case 0..<0x80: return ofASCII(scalar)
        case 0x4E00...0x9FFF, 0x3400...0x4DBF: return (.cjk, scalar)
        case 0xFF01...0xFF5E: return ofASCII(scalar - 0xFEE0)
        case 0x3000: return (.whitespace, 0x20)
        case 0x3001...0x3004, 0x3008...0x3020, 0x3030, 0x3036, 0x3037, 0x303D...0x303F, 0x30A0, 0x30FB:
            return (.separator, scalar)
        default: return ofRare(scalar)
        }
    }

    private static func ofRare(_ scalar: UInt32) -> (AnalyzerClass, UInt32) {
        switch scalar {
        case 0x3041...0x3096, 0x309D, 0x309E, 0x30A1...0x30FA, 0x30FC...0x30FE, 0x31F0...0x31FF,
             0xAC00...0xD7A3, 0x1100...0x11FF, 0xA960...0xA97F, 0xD7B0...0xD7FF,
             0x3005...0x3007, 0x3021...0x3029, 0x3031...0x3035, 0x303B, 0x303C, 0x31C0...0x31EF,
             0x20000...0x2F7FF, 0x30000...0x323AF, 0x1B000...0x1B16F:
            return (.cjk, scalar)
        case 0x00C0...0x00D6, 0x00D8...0x00DE: return (.word, scalar + 0x20)
        case 0x00DF...0x00F6, 0x00F8...0x00FF: return (.word, scalar)
        case 0x0080...0x009F, 0x00A0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F:
            return (.whitespace, 0x20)
        case 0x00AD, 0x0300...0x036F, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x200B...0x200D,
             0x2060...0x2064, 0x20D0...0x20FF, 0x302A...0x302F, 0x3099, 0x309A, 0xFE00...0xFE0F,
             0xFE20...0xFE2F, 0xFEFF, 0xE0000...0xE0FFF:
            return (.ignorable, scalar)
        case 0x00AA, 0x00B2, 0x00B3, 0x00B5, 0x00B9, 0x00BA, 0x00BC...0x00BE,
             0x2070...0x209F, 0x2100...0x218F, 0x2460...0x24FF, 0x2E80...0x2FDF,
             0x3038...0x303A, 0x309B, 0x309C, 0x309F, 0x30FF, 0x3131...0x318E, 0x3190...0x319F,
             0x3200...0x33FF, 0xF900...0xFAFF, 0xFF65...0xFFDC, 0x1D400...0x1D7FF,
             0x1F100...0x1F2FF, 0x2F800...0x2FA1F:
            return (.fold, scalar)
        case 0x00A1...0x00BF, 0x00D7, 0x00F7, 0x2010...0x2027, 0x2030...0x205E, 0x20A0...0x20CF,
             0x2190...0x245F, 0x2500...0x2BFF, 0xE000...0xF8FF, 0xFE10...0xFE19, 0xFE30...0xFE6B,
             0xFF5F...0xFF64, 0xFFE0...0xFFFF, 0x1F000...0x1F0FF, 0x1F300...0x1FAFF:
            return (.separator, scalar)
        default:
            return (.fold, scalar)
        }
    }

    /// Classifies a scalar that is already NFKC-folded and lower-cased, by its Unicode properties
    /// where the fast table has no answer.
    static func ofFolded(_ scalar: UInt32) -> (AnalyzerClass, UInt32) {
        let fast = of(scalar)
        guard fast.0 == .fold else { return fast }
        guard let properties = Unicode.Scalar(scalar)?.properties else { return (.separator, scalar) }
        if properties.isIdeographic || (0x2E80...0x2FDF).contains(scalar) { return (.cjk, scalar) }
        if properties.isWhitespace { return (.whitespace, 0x20) }
        if properties.isAlphabetic || properties.numericType != nil { return (.word, scalar) }
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .format: return (.ignorable, scalar)
        default: return (.separator, scalar)
        }
    }
}

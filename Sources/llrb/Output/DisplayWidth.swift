/// How many terminal columns text takes: East Asian wide and full-width characters take two,
/// combining marks none, everything else one.
enum DisplayWidth {
    /// ANSI colour sequences take no columns.
    static func of(_ text: String) -> Int {
        var columns = 0
        var inEscape = false
        for scalar in text.unicodeScalars {
            if scalar == "\u{1B}" {
                inEscape = true
            } else if inEscape {
                inEscape = !(("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar))
            } else {
                columns += of(scalar)
            }
        }
        return columns
    }

    /// The columns of one character, without making a String of it (an escape takes none).
    static func of(_ character: Character) -> Int {
        character == "\u{1B}" ? 0 : character.unicodeScalars.reduce(0) { $0 + of($1) }
    }

    static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value == 0 || (0x300...0x36F).contains(value) || (0x200B...0x200F).contains(value) || value == 0xFE0F {
            return 0
        }
        return wideRanges.contains { $0.contains(value) } ? 2 : 1
    }

    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD,
    ]

    /// `text` cut to at most `width` columns, with `…` when something was cut.
    static func truncate(_ text: String, to width: Int) -> String {
        guard of(text) > width else { return text }
        var result = ""
        var used = 0
        for character in text {
            let columns = of(character)
            if used + columns > width - 1 { break }
            result.append(character)
            used += columns
        }
        return result + "…"
    }

    /// `text` cut to at most `width` columns from its start, with `…` first when something
    /// was cut: the end, next to what follows it, is kept.
    static func truncateFront(_ text: String, to width: Int) -> String {
        guard of(text) > width else { return text }
        var kept: [Character] = []
        var used = 0
        for character in text.reversed() {
            let columns = of(character)
            if used + columns > width - 1 { break }
            kept.append(character)
            used += columns
        }
        return "…" + String(kept.reversed())
    }

    /// `text` padded with spaces to `width` columns (never cut).
    static func pad(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - of(text)))
    }
}

/// UTF-16 pages (some Windows OCR tools write them) are read only with a byte-order mark; without
/// one their NUL bytes make them look binary, which is the safer mistake than a guess, but the
/// user is told what the file is (`unmarkedByteOrder`) rather than that it is no text.
enum UTF16Decoding {
    /// Share of a page's units outside ASCII that must be CJK (ideographs, their punctuation,
    /// full-width forms) for bytes with NULs to be taken for UTF-16 text without its mark.
    static let unmarkedCJKShare = 0.8

    /// How many times more NULs one side of the units must hold than the other. Not more:
    /// the commonest ideograph, 一, is U+4E00, so in Chinese text about one unit in sixty has
    /// its NUL on the other side (seed 001 saved as UTF-16: 489 against 96).
    static let nulSideRatio = 3

    /// Whether `bytes`, which hold a control byte, read as UTF-16 without a byte-order mark, and
    /// in which byte order (true: big-endian). In UTF-16 text every ASCII character (digits,
    /// spaces, line ends) carries a NUL on the same side of its unit, there is a line end, no
    /// other control unit, and the other units are mostly CJK. An image or a PDF has NULs on
    /// both sides; UTF-8 text with a stray NUL read as units is CJK in about a third of them.
    static func unmarkedByteOrder(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard bytes.count >= 4, bytes.count % 2 == 0 else { return nil }
        var nulsFirst = 0, nulsSecond = 0
        for index in stride(from: 0, to: bytes.count, by: 2) {
            if bytes[index] == 0 { nulsFirst += 1 }
            if bytes[index + 1] == 0 { nulsSecond += 1 }
        }
        // Some ideographs end in a NUL byte too (一 is U+4E00, 开 U+5F00).
        guard max(nulsFirst, nulsSecond) >= nulSideRatio * min(nulsFirst, nulsSecond) else { return nil }
        let bigEndian = nulsFirst > nulsSecond
        var lineEnds = 0, wide = 0, cjk = 0
        for index in stride(from: 0, to: bytes.count, by: 2) {
            let value = bigEndian ? UInt32(bytes[index]) << 8 | UInt32(bytes[index + 1]) : UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index])
            if value == 0x0A || value == 0x0D { lineEnds += 1 }
            // Text has no control units but tabs, line and page ends; a file's binary header does.
            if value < 0x20, value != 0x09, value != 0x0A, value != 0x0D, value != 0x0C { return nil }
            guard value >= 0x80 else { continue }
            wide += 1
            if (0x3000...0x9FFF).contains(value) || (0xFF00...0xFFEF).contains(value) || (0x2010...0x206F).contains(value) { cjk += 1 }
        }
        guard lineEnds > 0, Double(cjk) >= unmarkedCJKShare * Double(wide) else { return nil }
        return bigEndian
    }

    /// The page after its byte-order mark, checked and turned into UTF-8 in one pass: the
    /// standard library's `String(decoding:as: UTF16.self)` took ~300 instructions a byte here,
    /// as long as parsing and indexing the page did.
    static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>, bigEndian: Bool, source: String
    ) -> Result<String, PageDecodingError> {
        let payload = bytes.count - 2
        guard payload % 2 == 0 else {
            return .failure(.invalidUTF16(source: source, offset: bytes.count - 1))
        }
        let unitCount = payload / 2
        func unit(_ index: Int) -> UInt32 {
            let first = UInt32(bytes[2 + index * 2]), second = UInt32(bytes[3 + index * 2])
            return bigEndian ? first << 8 | second : second << 8 | first
        }
        // A unit takes at most three bytes of UTF-8; a surrogate pair, two units, takes four.
        var output = UTF8Output(capacity: unitCount * 3)
        var index = 0
        while index < unitCount {
            let value = unit(index)
            switch value {
            case ..<0x80:
                if (value < 0x20 && !BinaryBytes.isAllowedControl(UInt8(value))) || value == 0x7F {
                    return .failure(.binary(source: source, offset: 2 + index * 2, byte: UInt8(value)))
                }
                output.append(ascii: UInt8(value))
            case 0xD800..<0xDC00:
                guard index + 1 < unitCount, case let trail = unit(index + 1), (0xDC00..<0xE000).contains(trail) else {
                    return .failure(.invalidUTF16(source: source, offset: 2 + index * 2))
                }
                output.append(scalar: 0x10000 + (value - 0xD800) << 10 + (trail - 0xDC00))
                index += 1
            case 0xDC00..<0xE000:
                return .failure(.invalidUTF16(source: source, offset: 2 + index * 2))
            default:
                output.append(scalar: value)
            }
            index += 1
        }
        return .success(output.text())
    }
}

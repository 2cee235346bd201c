/// Small readers over a line's folded text, used instead of regular expressions: the patterns
/// are few and fixed, and these run at the speed of a scalar loop.
struct ScalarText {
    let scalars: [Unicode.Scalar]

    /// The first `limit` scalars of `text` (leads and markers sit at a line's start), decoded
    /// off its UTF-8 bytes: building the array from `unicodeScalars` cost several times more.
    init(_ text: String, limit: Int = .max) {
        scalars = UTF8Walk.withBytes(text) { bytes in
            [Unicode.Scalar](unsafeUninitializedCapacity: min(limit, bytes.count)) { buffer, count in
                var index = 0
                while index < bytes.count, count < buffer.count, let (value, width) = UTF8Walk.scalar(in: bytes, at: index) {
                    buffer.initializeElement(at: count, to: Unicode.Scalar(value) ?? "\u{FFFD}")
                    count += 1
                    index += width
                }
            }
        }
    }

    var count: Int { scalars.count }

    /// The scalar at `index`, U+0000 past the end: readers compare it with the character they
    /// look for (`text.scalar(at: index) == "版"`) without checking the index first.
    func scalar(at index: Int) -> Unicode.Scalar {
        index < scalars.count ? scalars[index] : "\0"
    }

    /// The code point at `index`, 0 past the end, for `ScalarClass`'s questions.
    func value(at index: Int) -> UInt32 {
        scalar(at: index).value
    }

    /// Readers ask this at every position of a line: a scalar whose first UTF-8 byte is not the
    /// prefix's is turned away before the prefix's scalars are walked.
    func beginsWith(_ prefix: String, at index: Int = 0) -> Bool {
        guard index < scalars.count, let lead = prefix.utf8.first, lead == ScalarText.leadByte(of: scalars[index].value) else {
            return prefix.isEmpty
        }
        var position = index
        for scalar in prefix.unicodeScalars {
            guard position < scalars.count, scalars[position] == scalar else { return false }
            position += 1
        }
        return true
    }

    /// The first byte of `value` in UTF-8.
    private static func leadByte(of value: UInt32) -> UInt8 {
        switch value {
        case ..<0x80: UInt8(value)
        case ..<0x800: UInt8(0xC0 | value >> 6)
        case ..<0x10000: UInt8(0xE0 | value >> 12)
        default: UInt8(truncatingIfNeeded: 0xF0 | value >> 18)
        }
    }

    /// The decimal number starting at `index` and the index after it.
    func number(at index: Int) -> (value: Int, end: Int)? {
        var position = index
        var value = 0
        while position < scalars.count, ScalarClass.isDigit(scalars[position].value), position - index < 9 {
            value = value * 10 + Int(scalars[position].value - 0x30)
            position += 1
        }
        return position > index ? (value, position) : nil
    }

    /// A Chinese numeral of up to three characters starting at `index` (`四`, `十二`, `二十三`),
    /// with the index after it.
    func numeral(at index: Int) -> (value: Int, end: Int)? {
        var end = index
        while end < scalars.count, end - index < 3, ChineseNumerals.digit(scalars[end]) != nil {
            end += 1
        }
        return ChineseNumerals.value(of: scalars[index..<end]).map { ($0, end) }
    }

    /// A page number and its 版 starting at `index` (`2版`, `四版` where `numerals` allows
    /// Chinese numerals), with the index after 版: jump markers and running heads print pages so.
    func page(at index: Int, numerals: Bool) -> (value: Int, end: Int)? {
        guard let number = number(at: index) ?? (numerals ? numeral(at: index) : nil), scalar(at: number.end) == "版" else {
            return nil
        }
        return (number.value, number.end + 1)
    }

    /// The scalars in `range` (clamped) as a String, encoded straight to UTF-8: appending to a
    /// `UnicodeScalarView` one scalar at a time cost several times more.
    func string(_ range: Range<Int>) -> String {
        let lower = max(0, min(range.lowerBound, scalars.count))
        let upper = max(lower, min(range.upperBound, scalars.count))
        var bytes: [UInt8] = []
        bytes.reserveCapacity((upper - lower) * 4)
        for scalar in scalars[lower..<upper] {
            UTF8.encode(scalar) { bytes.append($0) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Every `M月D日` in the text, as (month, day, index, and the index after its `日`).
    func monthDays() -> [(month: Int, day: Int, index: Int, end: Int)] {
        var found: [(Int, Int, Int, Int)] = []
        var index = 0
        while index < scalars.count {
            guard ScalarClass.isDigit(scalars[index].value), index == 0 || !ScalarClass.isDigit(scalars[index - 1].value),
                  let month = number(at: index), scalar(at: month.end) == "月",
                  let day = number(at: month.end + 1), scalar(at: day.end) == "日"
            else {
                index += 1
                continue
            }
            if (1...12).contains(month.value), (1...31).contains(day.value) {
                found.append((month.value, day.value, index, day.end + 1))
            }
            index = day.end + 1
        }
        return found
    }
}

/// Chinese type sets no space inside a number, so a space the OCR left between two runs of digits
/// is either a gap inside one number or the gap between two numbers of a list (`05 12 19`, a
/// table's columns). It is inside one number when the digits after it are a group of three
/// (`20 000`, `2 023年`) or complete a year (`202 3年`, `20 23 年`: four digits, then 年), or when
/// it stands between two single digits, as on a letter-spaced line (`2 0 2 3 年 以 来`, `4 5 个`):
/// no list prints numbers of one digit apart.
enum NumberGaps {
    /// `年` in UTF-8.
    private static let year: [UInt8] = [0xE5, 0xB9, 0xB4]

    /// `bytes` (UTF-8) with every gap inside a number closed.
    static func closed(_ bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        // Digits of the number so far, and of its last group (since the last gap closed).
        var before = 0
        var group = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20, before > 0, index + 1 < bytes.count, isDigit(bytes[index + 1]) {
                var end = index + 1
                while end < bytes.count, isDigit(bytes[end]) { end += 1 }
                let after = end - index - 1
                if isInsideNumber(before: before, group: group, after: after, followedByYear: opensWithYear(bytes[end...])) {
                    group = 0
                    index += 1
                    continue
                }
            }
            before = isDigit(byte) ? before + 1 : 0
            group = isDigit(byte) ? group + 1 : 0
            output.append(byte)
            index += 1
        }
        return output
    }

    /// Whether a gap with `before` digits of a number before it (`group` of them since its last
    /// gap) and `after` digits after it lies inside that number.
    private static func isInsideNumber(before: Int, group: Int, after: Int, followedByYear: Bool) -> Bool {
        after == 3 || before + after == 4 && followedByYear || group == 1 && after == 1
    }

    /// Whether the digits ending `line` and those opening `next` are one number cut by a column's
    /// edge (`市政协党组 ２０２` / `３ 年 建成投用`), by the rules for a gap inside a line. Read off
    /// the lines' `text`, where full-width digits are folded and spaces between them kept.
    static func runsAcross(from line: String, to next: String) -> Bool {
        let before = line.utf8.reversed().prefix(while: isDigit).count
        let opening = next.utf8.drop(while: { $0 == 0x20 })
        let after = opening.prefix(while: isDigit).count
        guard before > 0, after > 0 else { return false }
        return isInsideNumber(before: before, group: before, after: after, followedByYear: opensWithYear(opening.dropFirst(after)))
    }

    /// `年`, or spaces and `年` (`202 3 年`: the year's character may stand apart too, on a
    /// letter-spaced line), at the start of `bytes`.
    private static func opensWithYear<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        bytes.drop(while: { $0 == 0x20 }).starts(with: year)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        ScalarClass.isDigit(UInt32(byte))
    }
}

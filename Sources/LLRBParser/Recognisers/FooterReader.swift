/// Reads the page footer (版面信息): `要闻部主办 本版组版: 李刚 责编:岳旭强 梁瑜 校对:刘挺
/// 要闻部邮箱:llrbywb@163.com 电话:8227878-8024`, and the page date some footers print.
enum FooterReader {
    enum Field {
        case layout, editors, proofreaders, email, phone, other
    }

    /// The labels footers print before their fields, longest first so that `本版组版` is read
    /// before `组版` and `责任校对` before `校对`. Staff whose names the footer does not keep
    /// (`美编`, `值班编委`) are labels all the same: their names are not the field's before them.
    static let labels: [(label: String, field: Field)] = [
        ("本版组版", .layout), ("版式设计", .layout), ("组版", .layout), ("版式", .layout), ("排版", .layout),
        ("责任编辑", .editors), ("本版编辑", .editors), ("本版责编", .editors), ("责编", .editors), ("编辑", .editors),
        ("责任校对", .proofreaders), ("本版校对", .proofreaders), ("校对", .proofreaders),
        ("美术编辑", .other), ("美术设计", .other), ("本版美编", .other), ("美编", .other), ("值班编委", .other), ("值班主任", .other), ("主编", .other), ("编审", .other),
        ("审核", .other), ("审校", .other), ("终审", .other),
        ("电子信箱", .email), ("电子邮箱", .email), ("邮箱", .email), ("信箱", .email), ("E-mail", .email), ("Email", .email),
        ("新闻热线", .phone), ("电话", .phone), ("热线", .phone), ("传真", .phone),
    ].sorted { $0.0.unicodeScalars.count > $1.0.unicodeScalars.count }

    static func read(_ lines: [Line]) -> Footer? {
        guard let first = lines.first, let last = lines.last else { return nil }
        var footer = Footer(lines: first.sourceLines.union(last.sourceLines))
        for line in lines {
            if footer.date == nil {
                footer.date = isoDate(line.text)
            }
            read(folded(line.content), into: &footer)
        }
        return footer
    }

    /// Full-width ASCII folded, spaces kept: names in a field are separated by spaces.
    /// Written as UTF-8 bytes: appending to a `UnicodeScalarView` a scalar at a time cost
    /// several times more.
    private static func folded(_ content: String) -> String {
        var folded: [UInt8] = []
        folded.reserveCapacity(content.utf8.count)
        UTF8Walk.withBytes(content) { bytes in
            UTF8Walk.forEachScalar(bytes) { value, start, width in
                if (0xFF01...0xFF5E).contains(value) {
                    folded.append(UInt8(value - 0xFEE0))
                } else if ScalarClass.isSpace(value) {
                    folded.append(0x20)
                } else {
                    folded.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<start + width]))
                }
            }
        }
        return String(decoding: folded, as: UTF8.self)
    }

    private static func read(_ text: String, into footer: inout Footer) {
        if let sponsor = text.byteRanges(of: "主办").first {
            var start = sponsor.lowerBound
            while start > text.startIndex {
                let previous = text.index(before: start)
                guard ScalarClass.isHan(text[previous].unicodeScalars.first?.value ?? 0) else { break }
                start = previous
            }
            var department = String(text[start..<sponsor.lowerBound])
            if let weekday = department.byteRanges(of: "星期").first {
                department = String(department[weekday.upperBound...].dropFirst())
            }
            if !department.isEmpty { footer.department = department }
        }
        var found: [(range: Range<String.Index>, field: Field)] = []
        for (label, field) in labels {
            for range in text.byteRanges(of: label) where !found.contains(where: { $0.range.overlaps(range) }) {
                found.append((range, field))
            }
        }
        found.sort { $0.range.lowerBound < $1.range.lowerBound }
        for (position, entry) in found.enumerated() {
            let end = position + 1 < found.count ? found[position + 1].range.lowerBound : text.endIndex
            let value = text[entry.range.upperBound..<end].drop { $0 == ":" || $0 == " " }
            switch entry.field {
            case .layout: footer.layoutEditors += names(in: value)
            case .editors: footer.editors += names(in: value)
            case .proofreaders: footer.proofreaders += names(in: value)
            case .email: footer.email = footer.email ?? emailAddress(in: value)
            case .phone: footer.phone = footer.phone ?? phoneNumber(in: value)
            case .other: break
            }
        }
    }

    /// Names up to the first piece that is not one (`刘挺 要闻部` gives `刘挺`), parted by spaces or
    /// by the stop or comma the OCR read between them (`责编：岳旭强。校对：…`, `岳旭强，梁瑜`).
    private static func names(in value: Substring) -> [String] {
        var names: [String] = []
        // Names parted by a comma (`岳旭强，梁瑜`) are parted as by a space.
        let parted = String(value.map { fieldSeparators.contains($0) ? " " : $0 })
        let pieces = spaceSeparatedPieces(of: Substring(parted))
        var index = 0
        while index < pieces.count {
            var piece = pieces[index]
            index += 1
            // `王 宁`: a name of two set apart to line up with names of three.
            if piece.unicodeScalars.count == 1, index < pieces.count, pieces[index].unicodeScalars.count == 1 {
                piece = Substring(piece + pieces[index])
                index += 1
            }
            guard BylineReader.isName(piece), !notNameEndings.contains(where: { piece.endsWith($0) }) else { break }
            names.append(String(piece))
        }
        return names
    }

    private static let fieldSeparators: Set<Character> = ["。", "，", ",", "、", "；", ";"]

    /// What ends a department (`要闻部`, `总编室`) or the words before the next field's label
    /// (`新闻热线电话：`, `投稿邮箱：`, `读者热线：`), never a name: the names stop there.
    private static let notNameEndings = ["部", "室", "办", "组", "热线", "投稿", "新闻", "读者", "广告", "发行"]

    /// `value.split(separator: " ")`, cut on space bytes when every scalar is ASCII or in
    /// U+4000-U+9FFF: none of those joins a neighbour into one Character, so a space byte is a
    /// space Character. Splitting the whole value into Characters cost more than reading the
    /// few names at its start.
    private static func spaceSeparatedPieces(of value: Substring) -> [Substring] {
        let bounds: [Range<Int>]? = UTF8Walk.withBytes(value) { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 || (0x80...0xBF).contains($0) || (0xE4...0xE9).contains($0) }) else { return nil }
            var bounds: [Range<Int>] = []
            var start = 0
            for (offset, byte) in bytes.enumerated() where byte == 0x20 {
                if start < offset { bounds.append(start..<offset) }
                start = offset + 1
            }
            if start < bytes.count { bounds.append(start..<bytes.count) }
            return bounds
        }
        guard let bounds else { return value.split(separator: " ") }
        let utf8 = value.utf8
        return bounds.map { value[utf8.index(value.startIndex, offsetBy: $0.lowerBound)..<utf8.index(value.startIndex, offsetBy: $0.upperBound)] }
    }

    private static func emailAddress(in value: Substring) -> String? {
        let address = asciiPrefix(of: value) { byte in
            switch byte {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x40, 0x2E, 0x5F, 0x2D: true
            default: false
            }
        }
        return address.utf8.contains(0x40) ? String(address) : nil
    }

    private static func phoneNumber(in value: Substring) -> String? {
        let number = asciiPrefix(of: value) { byte in (0x30...0x39).contains(byte) || byte == 0x2D }
        return number.isEmpty ? nil : String(number)
    }

    /// The longest start of `value` made of Characters that are each one ASCII byte `accepts`,
    /// read on bytes: `Character.isLetter` and `isNumber` cost far more. ASCII before ASCII is
    /// always a Character of its own (`accepts` takes no CR), so the bytes decide unless the
    /// run stops at a non-ASCII scalar that may join its last byte (a combining mark): then the
    /// Characters are read.
    private static func asciiPrefix(of value: Substring, where accepts: (UInt8) -> Bool) -> Substring {
        let (end, joinable) = UTF8Walk.withBytes(value) { bytes in
            let end = bytes.firstIndex { !accepts($0) } ?? bytes.count
            return (end, end > 0 && end < bytes.count && bytes[end] >= 0x80)
        }
        if joinable {
            return value.prefix { $0.isASCII && $0.utf8.count == 1 && $0.utf8.first.map(accepts) == true }
        }
        return value[..<value.utf8.index(value.startIndex, offsetBy: end)]
    }

    /// `2020年6月22日…` at the start of `text`, as `2020-06-22`. Only the first 30 scalars are
    /// read: three numbers of at most 9 digits with `年`, `月` and `日` end within them.
    /// The first full date in the line's first `dateReach` scalars, as YYYY-MM-DD: at its start
    /// in a footer (`2020年6月22日 星期一`), after the page's number and name in a running head
    /// (`2 文化 2023年8月16日 星期三`, `第3版 理论 2020年3月13日`).
    static func isoDate(_ text: String) -> String? {
        let scalars = ScalarText(text, limit: dateReach)
        for start in 0..<scalars.count where start == 0 || !ScalarClass.isDigit(scalars.value(at: start - 1)) {
            if let date = isoDate(in: scalars, at: start) { return date }
        }
        return nil
    }

    /// How far into a line a date is looked for: past a running head's page number and name.
    private static let dateReach = 40

    private static func isoDate(in scalars: ScalarText, at start: Int) -> String? {
        fullDate(in: scalars, at: start).map { isoDate(year: $0.year, month: $0.month, day: $0.day) }
    }

    /// `2020年6月22日` printed at `start`, with where it ends, when it is a plausible date.
    static func fullDate(in scalars: ScalarText, at start: Int) -> (year: Int, month: Int, day: Int, end: Int)? {
        guard let year = scalars.number(at: start), GregorianDate.plausibleYears.contains(year.value), scalars.scalar(at: year.end) == "年",
              let month = scalars.number(at: year.end + 1), (1...12).contains(month.value), scalars.scalar(at: month.end) == "月",
              let day = scalars.number(at: month.end + 1), (1...31).contains(day.value), scalars.scalar(at: day.end) == "日"
        else { return nil }
        return (year.value, month.value, day.value, day.end + 1)
    }

    static func isoDate(year: Int, month: Int, day: Int) -> String {
        let monthText = month < 10 ? "0\(month)" : "\(month)"
        let dayText = day < 10 ? "0\(day)" : "\(day)"
        return "\(year)-\(monthText)-\(dayText)"
    }
}

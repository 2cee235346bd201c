/// Reads jump markers (转版): `(下转4版)`, `（上接1版）`, `下转第2版`.
enum ContinuationReader {
    enum Direction {
        /// 下转: the story goes on on another page.
        case to
        /// 上接: the story began on another page.
        case from
    }

    struct Marker {
        var direction: Direction
        var page: Int
        var printed: String
        /// The marker with its brackets, as it stands in the folded text.
        var range: Range<Int>
    }

    /// The markers in a line; only lines with 版 and 转 or 接 are searched.
    static func markers(in line: Line) -> [Marker] {
        guard line.cues.contains(.ban), !line.cues.isDisjoint(with: [.zhuan, .jie]) else { return [] }
        return markers(in: line.text)
    }

    /// A line that is nothing but a marker: `（上接1版）`.
    static func isMarkerOnly(_ line: Line) -> Bool {
        markers(in: line).first?.range == 0..<line.length
    }

    /// `…动员会。 （下转3版）`: a line whose story goes on on another page, so it ends here.
    static func endsWithJump(_ line: Line) -> Bool {
        markers(in: line).last.map { $0.direction == .to && $0.range.upperBound == line.length } == true
    }

    /// `text` without the jump markers printed in it, brackets and all: `…主体。(下转2版)(晖建 旺欣)`
    /// gives `…主体。(晖建 旺欣)`.
    static func removing(_ markers: [Marker], from text: String) -> String {
        var text = text
        for marker in markers {
            // A form whose bytes are not there cannot match, and the bytes are searched with `memchr`.
            let forms = ["（\(marker.printed)）", "(\(marker.printed))", "【\(marker.printed)】", marker.printed]
            for printed in forms where text.includes(printed) {
                text = text.removingAll(printed)
            }
        }
        return text
    }

    /// `…建成标准化厂房4（下转2` / `版）`, `…培育壮大市场主体。(下` / `转2版)`: the OCR broke a jump
    /// marker at the line's end, blank line between or not; the short rest alone reads as a speck
    /// of noise or, with the names closing the story right under it, as a headline.
    static func isBrokenMarker(_ first: Line, _ second: Line) -> Bool {
        guard second.length <= 5, second.cues.contains(.ban),
              !first.cues.isDisjoint(with: [.zhuan, .jie]) || !second.cues.isDisjoint(with: [.zhuan, .jie])
        else { return false }
        let joined = first.text + second.text
        return markers(in: first.text).isEmpty && markers(in: joined).last?.range.upperBound == joined.unicodeScalars.count
    }

    static func markers(in text: String) -> [Marker] {
        let scalars = ScalarText(text)
        var found: [Marker] = []
        var index = 0
        while index + 3 < scalars.count {
            let direction: Direction
            if scalars.beginsWith("下转", at: index) || scalars.beginsWith("转至", at: index) {
                direction = .to
            } else if scalars.beginsWith("上接", at: index) || scalars.beginsWith("接上", at: index) {
                direction = .from
            } else {
                index += 1
                continue
            }
            var position = index + 2
            if scalars.value(at: position) == 0x7B2C { position += 1 }
            guard let page = scalars.number(at: position), scalars.value(at: page.end) == 0x7248 else {
                index += 1
                continue
            }
            var lower = index
            var upper = page.end + 1
            if lower > 0, [0x28, 0x3010].contains(scalars.value(at: lower - 1)) { lower -= 1 }
            if [0x29, 0x3011].contains(scalars.value(at: upper)) { upper += 1 }
            found.append(Marker(direction: direction, page: page.value, printed: scalars.string(index..<page.end + 1), range: lower..<upper))
            index = upper
        }
        return found
    }
}

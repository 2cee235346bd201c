/// Reads jump markers (转版): `(下转4版)`, `（上接1版）`, `下转第2版`, `（转第四版）`, `（紧接1版）`.
package enum ContinuationReader {
    package enum Direction {
        /// 下转: the story goes on on another page.
        case to
        /// 上接: the story began on another page.
        case from
    }

    package struct Marker {
        package var direction: Direction
        package var page: Int
        package var printed: String
        /// The marker with its brackets, as it stands in the folded text.
        var range: Range<Int>
        /// A lone 转 or 接 opens it: it is a marker only where a bracket stands before it.
        var needsBracket = false
    }

    /// The markers in a line; only lines with 版 and 转 or 接 are searched.
    package static func markers(in line: Line) -> [Marker] {
        guard line.cues.contains(.ban), !line.cues.isDisjoint(with: [.zhuan, .jie]) else { return [] }
        return markers(in: line.text)
    }

    /// A line that is nothing but a marker: `（上接1版）`.
    package static func isMarkerOnly(_ line: Line) -> Bool {
        markers(in: line).first?.range == 0..<line.length
    }

    /// `…动员会。 （下转3版）`: a line whose story goes on on another page, so it ends here.
    package static func endsWithJump(_ line: Line) -> Bool {
        markers(in: line).last.map { $0.direction == .to && $0.range.upperBound == line.length } == true
    }

    /// `text` without the jump markers printed in it, brackets and all: `…主体。(下转2版)(晖建 旺欣)`
    /// gives `…主体。(晖建 旺欣)`. A marker is found with the OCR's spaces in it too (`(下转2 版)`,
    /// `（ 上接1版 ）`), as `markers(in:)` reads it from the line's text without them: a marker
    /// left in would end the text in `版)`, where names closing the story are no longer seen.
    static func removing(_ markers: [Marker], from text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        // Every place each marker is printed, cut out in one pass at the end: removing them one
        // by one moved the rest of the text each time, which on a page of one endless line with
        // hundreds of markers cost more than the rest of the parse.
        var cuts: [Range<Int>] = []
        // A lone 转 or 接 is cut only where brackets hold it, as it was read: `文件转2版面` beside a
        // real `（转2版）` is running text.
        let bracketOnly = Set(markers.filter(\.needsBracket).map(\.printed))
        for printed in Set(markers.map(\.printed)) {
            let pattern = Array(printed.unicodeScalars)
            var start = 0
            while let found = firstMatch(of: pattern, in: scalars, from: start) {
                start = found.upperBound
                var lower = found.lowerBound, upper = found.upperBound
                var before = lower, after = upper
                while before > 0, ScalarClass.isSpace(scalars[before - 1].value) { before -= 1 }
                while after < scalars.count, ScalarClass.isSpace(scalars[after].value) { after += 1 }
                if before > 0, "(（【".unicodeScalars.contains(scalars[before - 1]) {
                    (lower, upper) = (before - 1, after < scalars.count && ")）】".unicodeScalars.contains(scalars[after]) ? after + 1 : upper)
                } else if bracketOnly.contains(printed) {
                    continue
                }
                cuts.append(lower..<upper)
            }
        }
        // Encoded straight to UTF-8: appending scalars to a String's scalar view grew it again
        // and again, quadratic on a long line.
        var kept: [UInt8] = []
        kept.reserveCapacity(text.utf8.count)
        func keep(_ range: Range<Int>) {
            for scalar in scalars[range] { UTF8.encode(scalar) { kept.append($0) } }
        }
        var position = 0
        for cut in cuts.sorted(by: { $0.lowerBound < $1.lowerBound }) where cut.upperBound > position {
            if cut.lowerBound > position { keep(position..<cut.lowerBound) }
            position = cut.upperBound
        }
        keep(position..<scalars.count)
        return String(decoding: kept, as: UTF8.self)
    }

    /// Where `pattern` (folded text) first occurs in `scalars` from `start` on, spaces in
    /// `scalars` between its scalars passed over and full-width forms read as folded (`下转第２版`).
    private static func firstMatch(of pattern: [Unicode.Scalar], in scalars: [Unicode.Scalar], from start: Int) -> Range<Int>? {
        guard let first = pattern.first else { return nil }
        var index = start
        while index < scalars.count {
            if ScalarClass.folded(scalars[index].value) == first.value {
                var cursor = index + 1, matched = 1
                while matched < pattern.count, cursor < scalars.count {
                    if ScalarClass.folded(scalars[cursor].value) == pattern[matched].value {
                        matched += 1
                    } else if !ScalarClass.isSpace(scalars[cursor].value) {
                        break
                    }
                    cursor += 1
                }
                if matched == pattern.count { return index..<cursor }
            }
            index += 1
        }
        return nil
    }

    /// `…建成标准化厂房4（下转2` / `版）`, `…培育壮大市场主体。(下` / `转2版)`: the OCR broke a jump
    /// marker at the line's end, blank line between or not; the short rest alone reads as a speck
    /// of noise or, with the names closing the story right under it, as a headline. The marker
    /// must begin on the first line (its bracket will do: `…主体。（` / `下转2版）`): a whole one on
    /// the second (`乡村振兴按下“快进键”` / `上接7版`) is no broken one, but opens the next story's
    /// text on a page of continued stories.
    static func isBrokenMarker(_ first: Line, _ second: Line) -> Bool {
        guard second.length <= 5, second.cues.contains(.ban),
              !first.cues.isDisjoint(with: [.zhuan, .jie]) || !second.cues.isDisjoint(with: [.zhuan, .jie])
        else { return false }
        let joined = first.text + second.text
        guard markers(in: first.text).isEmpty, let marker = markers(in: joined).last else { return false }
        return marker.range.upperBound == joined.unicodeScalars.count && marker.range.lowerBound < first.text.unicodeScalars.count
    }

    /// The words a marker opens with and the way each points. A lone 转 or 接 (`（转2版）`,
    /// `（接1版）`) counts only right inside a bracket, where no sentence prints it before a
    /// page number.
    private static let openings: [(word: String, direction: Direction, needsBracket: Bool)] = [
        ("下转", .to, false), ("转至", .to, false), ("转", .to, true),
        ("上接", .from, false), ("接上", .from, false), ("紧接", .from, false), ("接", .from, true),
    ]

    /// Every marker in `text` (folded, no spaces): an opening word, 第 or not, the page in digits
    /// or in Chinese numerals, then 版. Chinese numerals count only after 第 or inside a bracket
    /// (`下转第四版`, `（上接一版）`): running text says `紧接上一版的设计`.
    static func markers(in text: String) -> [Marker] {
        let scalars = ScalarText(text)
        var found: [Marker] = []
        var index = 0
        // The shortest marker has three scalars (`转2版`).
        while index + 2 < scalars.count {
            let bracketed = index > 0 && ["(", "【"].contains(scalars.scalar(at: index - 1))
            guard let opening = openings.first(where: { scalars.beginsWith($0.word, at: index) && (bracketed || !$0.needsBracket) }) else {
                index += 1
                continue
            }
            var position = index + opening.word.unicodeScalars.count
            let numbered = scalars.scalar(at: position) == "第"
            if numbered { position += 1 }
            guard let page = scalars.page(at: position, numerals: numbered || bracketed) else {
                index += 1
                continue
            }
            var lower = index
            var upper = page.end
            if bracketed { lower -= 1 }
            if [")", "】"].contains(scalars.scalar(at: upper)) { upper += 1 }
            found.append(Marker(direction: opening.direction, page: page.value, printed: scalars.string(index..<page.end),
                                range: lower..<upper, needsBracket: opening.needsBracket))
            index = upper
        }
        return found
    }

    /// `（上接1版）在东义集团的生产车间里，…`: a paragraph opening with a marker from another page
    /// is the rest of a story begun there, not more of the text above it.
    static func opensCarriedOverStory(_ line: Line) -> Bool {
        markers(in: line).first.map { $0.direction == .from && $0.range.lowerBound == 0 } == true
    }
}

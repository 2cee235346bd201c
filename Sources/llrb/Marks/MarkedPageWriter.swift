import LLRBParser

/// A page written in the mark language of `bench/realistic` (docs/MARKING.md, "The mark
/// language"), so that a page a reader corrected can join the pages the parser learns from: each
/// printed line as printed, after its mark, `@story` before each story's first line and `@out`
/// before lines of no story once a story has ended. The language has a story run from its
/// `@story` to the next, so a story whose lines are interleaved with another's cannot be
/// written as it was read: such a line is written where it stands, in the story open there, and
/// a `%` comment says whose it is.
struct MarkedPageWriter {
    let marks: PageMarks

    /// The page's lines in the mark language: a comment naming `file` and how many corrections
    /// were applied, `@page`, `@date` (the date the parser read, or `null`), what the marks
    /// cannot hold and the corrections' remarks as comments, then the marked lines.
    func lines(file: String, layout: MarkedPageLayout, date: String?, corrections: MarkedCorrections) -> [String] {
        let (body, misplaced, written) = markedLines()
        var header = ["% \(file): written by llrb parse --mark (\(corrections.applied) correction\(corrections.applied == 1 ? "" : "s") applied)",
                      layout.directive, "@date \(date ?? "null")"]
        header += corrections.remarks.map { "% " + $0 }
        if misplaced > 0 {
            header.append("% the marks cannot describe this page exactly: \(misplaced) line\(misplaced == 1 ? " is" : "s are") written in a story not theirs (see below)")
        }
        for story in marks.stories.indices where !written.contains(story) {
            let headline = marks.stories[story].headline
            header.append("% a story of the reading\(headline.isEmpty ? "" : " (“\(headline)”)") has no printed line of its own, so it is left out")
        }
        return header + body
    }

    /// The marked lines and directives, how many lines stand in a story not theirs, and the
    /// stories written.
    private func markedLines() -> (lines: [String], misplaced: Int, written: Set<Int>) {
        var output: [String] = []
        var misplaced = 0
        var open: Int?
        var numbers: [Int: Int] = [:]
        let last = lastLines()
        for (number, text) in marks.printedLines {
            let claim = marks.claim(of: number)
            if let story = claim.story, story != open {
                if let written = numbers[story] {
                    output.append("% line \(number) is story \(written)'s, which the marks cannot take up again here: written in \(place(open, numbers))")
                    misplaced += 1
                } else {
                    numbers[story] = numbers.count + 1
                    open = story
                    output += opening(of: story, number: numbers.count)
                }
            } else if claim.story == nil, let story = open {
                if (last[story] ?? 0) < number {
                    output.append("@out")
                    open = nil
                } else if !claim.mark.isFurniture {
                    output.append("% line \(number) is no story's, but story \(numbers[story] ?? 0) goes on after it: written in that story")
                    misplaced += 1
                }
            }
            output.append(line(text, marked: claim.mark))
        }
        return (output, misplaced, Set(numbers.keys))
    }

    private func place(_ story: Int?, _ numbers: [Int: Int]) -> String {
        story.flatMap { numbers[$0] }.map { "story \($0)" } ?? "the lines of no story"
    }

    /// Each story's last claimed line.
    private func lastLines() -> [Int: Int] {
        var last: [Int: Int] = [:]
        for (number, claim) in marks.claims {
            if let story = claim.story { last[story] = max(last[story] ?? 0, number) }
        }
        return last
    }

    /// `@story` (`@story after` when its headline block is printed after its text), its
    /// bylines, and what its marks cannot hold.
    private func opening(of index: Int, number: Int) -> [String] {
        let story = marks.stories[index]
        let own = marks.claims.filter { $0.value.story == index }
        let firstHead = own.filter { $0.value.mark.isHead }.keys.min()
        let firstText = own.filter { $0.value.mark == .text }.keys.min()
        var lines = [firstHead.flatMap { head in firstText.map { head > $0 } } == true ? "@story after" : "@story"]
        let bylines = story.bylines.compactMap { byline -> String? in
            let role = Self.word(byline.role), name = Self.word(byline.name)
            return name.isEmpty ? nil : "\(role.isEmpty ? Byline.bareRole : role):\(name)"
        }
        if !bylines.isEmpty { lines.append("@by " + bylines.joined(separator: " ")) }
        lines += (marks.notes[index] ?? []).map { "% story \(number): \($0)" }
        return lines
    }

    /// A printed line after its mark. A line of text that the marks would read as a mark, a
    /// directive or a comment is written after `=:`, the mark of a line printed as it is.
    private func line(_ text: Substring, marked mark: LineMark) -> String {
        switch mark {
        case .text:
            return Self.readsAsMark(text) ? "=:" + text : String(text)
        case .headline: return "H:" + text
        case .kicker: return "K:" + text
        case .subtitle: return "S:" + text
        case .caption(let id): return "C\(captionNumber(id)):" + text
        case .credit(let id): return "R\(captionNumber(id))\(names(id)):" + text
        case .captionEndingInCredit(let id, let start):
            return "C\(captionNumber(id))\(names(id)):" + String(text.unicodeScalars[..<start]) + "‖" + String(text.unicodeScalars[start...])
        case .furniture(let furniture): return furniture.rawValue + ":" + text
        }
    }

    private func captionNumber(_ id: Int) -> Int {
        marks.captions[id].number ?? 0
    }

    private func names(_ id: Int) -> String {
        "[" + marks.captions[id].names.map(Self.word).filter { !$0.isEmpty }.joined(separator: ",") + "]"
    }

    /// A role or name as one word of the marks: no whitespace, and none of the characters
    /// that part their fields (`:` in `@by`, `,` and `]` in a credit's names).
    private static func word(_ text: String) -> String {
        String(text.filter { !$0.isWhitespace && !":,]".contains($0) })
    }

    /// `%…`, `@…`, or a mark such as `H:` or `C1[名]:` at its start, as `build.py` reads one
    /// (its digits any decimal digits, as Python's `\d` takes them).
    private static func readsAsMark(_ text: Substring) -> Bool {
        guard let first = text.first else { return false }
        if first == "%" || first == "@" { return true }
        if let colon = text.firstIndex(of: ":"), ["H", "K", "S", "=", "Fm", "Ff", "Fb", "Fs", "Fj"].contains(String(text[..<colon])) {
            return true
        }
        guard first == "C" || first == "R" else { return false }
        var rest = text.dropFirst()
        let digits = rest.prefix { $0.unicodeScalars.allSatisfy { $0.properties.numericType == .decimal } }
        guard !digits.isEmpty else { return false }
        rest = rest.dropFirst(digits.count)
        if rest.first == "[", let close = rest.firstIndex(of: "]") {
            rest = rest[rest.index(after: close)...]
        } else if first == "R" {
            return false
        }
        return rest.first == ":"
    }
}

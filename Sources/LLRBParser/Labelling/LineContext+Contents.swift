extension LineContext {
    /// The longest line an entry of a contents box wraps onto in a column.
    static let contentsTailMaxLength = 12

    /// `今日导读` / `>>>2版 我市出台支持民营经济发展2` / `0条措施` / `>>>3版 交口：…扮靓大乡` / `村`: a
    /// box of contents, two or more entries opening with their page (`ContentsEntries`), or one
    /// under the box's label, with the label over them and the ends of entries a column wrapped,
    /// is set aside: it points to stories on other pages and is none of this page's.
    static func readContentsBoxes(_ lines: [Line], _ kinds: inout Labelling) {
        // Every entry names a page (`版`): most pages have none and are not walked again.
        guard lines.contains(where: { $0.cues.contains(.ban) && ContentsEntries.isEntry($0) }) else { return }
        let content = kinds.positions { !$0.isBlank }
        var position = 0
        while position < content.count {
            guard ContentsEntries.isEntry(lines[content[position]]), isPrintedOnPage(kinds[content[position]]), mayBeInBox(kinds[content[position]]) else {
                position += 1
                continue
            }
            var box = [content[position]]
            var cursor = position + 1
            while cursor < content.count, mayBeInBox(kinds[content[cursor]]) {
                let line = lines[content[cursor]]
                let endsBox = cursor + 1 == content.count || !isPrintedOnPage(kinds[content[cursor + 1]])
                guard ContentsEntries.isEntry(line) || line.length <= contentsTailMaxLength && !line.endsSentence
                    && (endsBox || ContentsEntries.isEntry(lines[content[cursor + 1]]))
                else { break }
                box.append(content[cursor])
                cursor += 1
            }
            let labelled = position > 0 && ContentsEntries.isLabel(lines[content[position - 1]]) && mayBeInBox(kinds[content[position - 1]])
            let entries = box.count { ContentsEntries.isEntry(lines[$0]) }
            if entries >= 2 || labelled {
                if labelled { box.append(content[position - 1]) }
                for index in box { kinds[index] = .noise(NoiseRules.contents) }
            }
            position = cursor
        }
    }

    /// What the line rules make of a box's lines: short lines with no sentence, and specks.
    private static func mayBeInBox(_ kind: LineKind) -> Bool {
        switch kind.name {
        case .headline, .body, .rubric, .noise: true
        default: false
        }
    }

    /// A line of the page's stories or its boxes, not its masthead, footer or noise.
    private static func isPrintedOnPage(_ kind: LineKind) -> Bool {
        switch kind {
        case .masthead, .footer, .noise, .blank: false
        default: true
        }
    }
}

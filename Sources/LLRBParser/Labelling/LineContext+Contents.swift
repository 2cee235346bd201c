extension LineContext {
    /// The longest end of an entry that a column wrapped onto a line of its own.
    static let contentsTailMaxLength = 6

    /// `今日导读` / `>>>2版 我市出台支持民营经济发展2` / `0条措施` / `>>>3版 交口：…扮靓大乡` / `村`: under
    /// a box's label, the lines opening with the page they point to (`ContentsEntries`), and the
    /// few characters a column wrapped off the end of one (before the next entry or the box's
    /// end), are a box of contents, set aside: it points to stories on other pages and is none of
    /// this page's. Without the label, lines so opening are a story's (an editor's staff by
    /// page, a report's findings page by page).
    static func readContentsBoxes(_ lines: [Line], _ kinds: inout Labelling) {
        // Every entry names a page (`版`): most pages have none and are not walked again.
        guard lines.contains(where: ContentsEntries.isEntry) else { return }
        let content = kinds.positions { !$0.isBlank }
        for (position, index) in content.enumerated().dropLast() where ContentsEntries.isLabel(lines[index]) && mayBeInBox(kinds[index]) {
            var box = [index]
            var cursor = position + 1
            var afterEntry = false
            while cursor < content.count, mayBeInBox(kinds[content[cursor]]) {
                let line = lines[content[cursor]]
                if ContentsEntries.isEntry(line) {
                    afterEntry = true
                } else if afterEntry, line.length <= contentsTailMaxLength, !line.endsSentence, endsEntry(at: cursor + 1, content, lines, kinds) {
                    afterEntry = false
                } else {
                    break
                }
                box.append(content[cursor])
                cursor += 1
            }
            guard box.count > 1 else { continue }
            for line in box { kinds[line] = .noise(NoiseRules.contents) }
        }
    }

    /// What follows a wrapped end of an entry: the next entry, the footer or the page's end. A
    /// short line over a headline or a story (`春回大地`) is a kicker or a headline.
    private static func endsEntry(at position: Int, _ content: [Int], _ lines: [Line], _ kinds: Labelling) -> Bool {
        guard position < content.count else { return true }
        let kind = kinds[content[position]].name
        return kind == .footer || kind == .masthead || ContentsEntries.isEntry(lines[content[position]])
    }

    /// What the line rules make of a box's lines: short lines with no sentence, and specks.
    private static func mayBeInBox(_ kind: LineKind) -> Bool {
        switch kind.name {
        case .headline, .body, .rubric, .noise: true
        default: false
        }
    }
}

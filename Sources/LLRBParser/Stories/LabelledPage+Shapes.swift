/// The shapes of headline-looking lines that tell a story's text from a headline: one piece or
/// two, punctuated as a sentence or not, as wide as the column under them or short of it.
extension LabelledPage {
    /// The most lines a notice's title wraps over on a column page.
    static let wrappedNoticeTitleMaxLines = 3

    /// A notice's title that a column wrapped (`关于G307线部分路段` / `施工期间实行交通管制的公告`):
    /// lines from one opening with `关于` to one whose joined text titles a notice, with nothing
    /// after them in the run but full column lines of its text; the title as one line.
    func wrappedNoticeTitle(_ cluster: [(line: Line, kind: LineKind)]) -> (line: Line, kind: LineKind)? {
        guard cluster.count >= 2, cluster[0].kind == .headline, cluster[0].line.text.beginsWith("关于") else { return nil }
        var title = cluster[0]
        for entry in cluster.dropFirst().prefix(LabelledPage.wrappedNoticeTitleMaxLines - 1) {
            guard entry.kind == .headline, let joined = WrapMerger.joinedHeadline([title], [entry]).first else { return nil }
            title = joined
            guard NoticeWording.titlesNotice(title.line) else { continue }
            let rest = cluster.dropFirst(titleLineCount(cluster, title))
            return rest.allSatisfy({ isOneLineOfText($0) && ColumnWidth.fills($0.line.length, width: columnWidth) }) ? title : nil
        }
        return nil
    }

    /// How many lines of `cluster` the joined `title` spans.
    func titleLineCount(_ cluster: [(line: Line, kind: LineKind)], _ title: (line: Line, kind: LineKind)) -> Int {
        cluster.count { $0.line.lastNumber <= title.line.lastNumber }
    }

    /// Lines set one under another and, between some of them, a blank: stanzas. A headline block
    /// on a page that leaves blanks between its lines has none set tight; a page that leaves
    /// none has no stanza breaks.
    func isSetAsStanzas(_ cluster: [(line: Line, kind: LineKind)]) -> Bool {
        let pairs = zip(cluster, cluster.dropFirst())
        return pairs.contains { $1.line.number == $0.line.lastNumber + 1 } && pairs.contains { $1.line.number > $0.line.lastNumber + 1 }
    }

    /// Commas, enumeration commas or full stops inside the line, or a closing mark or comma
    /// opening it (`、铝 镁、特 钢、`, `”精神 和省 委、省政府`): a sentence's punctuation, which
    /// a slogan set into a column (`新时代新作为新篇章 决战完胜脱贫攻坚`) does without.
    static func isPunctuatedAsText(_ line: Line) -> Bool {
        guard !line.hasSentencePunctuation else { return true }
        let scalars = line.text.unicodeScalars
        if let first = scalars.first, ScalarClass.isClosingMark(first.value) || first == "、" || first == ":" { return true }
        return scalars.dropFirst().contains("、")
    }

    /// `中阳 县“飞 地经济区域的`: a line ending in 的, or in an opening quote or bracket, breaks off
    /// in mid-phrase, as a wrapped column line does and neither a headline nor a slogan set into
    /// a column ever does. (A headline may end in 和, 与, 向 or 及: `政通人和`, `全民参与`.)
    static func endsOpen(_ line: Line) -> Bool {
        guard let last = line.text.unicodeScalars.last else { return false }
        return last == "的" || ScalarClass.isOpeningMark(last.value)
    }

    func isOneLineOfText(_ entry: (line: Line, kind: LineKind)) -> Bool {
        entry.kind == .headline && entry.line.headingLevel == 0 && entry.line.hanGaps <= 1
    }

    /// `…厂房849万平方米。` / `聚焦项目建设` / `文水县…加快推进项目建设` / `该县狠抓招商引资，…`: two or
    /// more plain lines after a finished sentence, each well short of the column lines under
    /// them, are a headline block (a rubric or kicker over a headline, a headline on two lines):
    /// a column line stops short only where its paragraph ends, in punctuation, and a 小标题 is a
    /// single line. The block heads the story under it or, on a page with headlines below, the
    /// one above. The column is the text's own, not the page's: seed 004 sets stories in columns
    /// of 13 and of 17 characters.
    func isHeadlineBlock(_ range: Range<Int>) -> Bool {
        guard range.count >= 2, range.lowerBound > 0 else { return false }
        let before = order[range.lowerBound - 1]
        guard lines[before].endsSentence, kinds[before] == .body || kinds[before] == .lead,
              let width = textColumnWidth(from: range.upperBound)
        else { return false }
        return range.allSatisfy { lines[order[$0]].length + ColumnWidth.shortfall <= width }
    }

    /// The median length of the (up to five) body lines from `position` on, when there are two
    /// or more: the width of the column they are set in, a paragraph's short last line aside
    /// (`columnWidth` is the page's median over all its body lines).
    func textColumnWidth(from position: Int) -> Int? {
        var lengths: [Int] = []
        var cursor = position
        while cursor < order.count, lengths.count < 5, kinds[order[cursor]] == .body {
            lengths.append(lines[order[cursor]].length)
            cursor += 1
        }
        guard lengths.count >= 2 else { return nil }
        return lengths.sorted()[lengths.count / 2]
    }

    /// An unmarked headline-looking line in one piece: text as likely as a headline.
    func isPlain(_ entry: (line: Line, kind: LineKind)) -> Bool {
        entry.kind == .headline && entry.line.headingLevel == 0 && !hasTwoParts(entry.line)
    }

    /// `我市抓实小额信贷 助力乡村振兴`: two phrases with a printed gap, the shape of a headline. A
    /// lone ideograph set apart (`考 试目`) is no phrase but an OCR space inside a word.
    func hasTwoParts(_ line: Line) -> Bool {
        line.hanGaps > 0 && line.singleHanTokens == 0 && !LineClassifier.isLetterSpaced(line)
    }
}

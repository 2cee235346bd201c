/// Body lines: appended to the open story; a run with no open story is a caption's text (when a
/// caption follows), the rest of a story left in mid-sentence, or a story of its own.
extension ArticleAssembler {
    mutating func addBody(at position: Int) -> Int {
        if let open = openArticle {
            let line = lines[order[position]]
            let target = ContinuationReader.opensCarriedOverStory(line) && articles[open].hasBody ? startArticle() : open
            appendText(line.content, of: line, to: target)
            return position + 1
        }
        if let end = StoryRules.photoNewsText(from: position, in: storyView) {
            if traced { storyChanges += (position..<end).flatMap { StoryRules.change(at: $0, on: page, by: .photoNewsText, to: .caption) } }
            captionLead = order[position..<end].map { lines[$0] }
            return end
        }
        var end = position
        while end < order.count, kinds[order[end]] == .body {
            end += 1
        }
        let run = order[position..<end].map { lines[$0] }
        // A run after a finished story starts a story of its own, however many words it shares
        // with one above: matching it to an earlier story by its bigrams changed no range of the
        // seeds, of the other generator's archives or of the benchmark's, and merged stories
        // worded from the same templates on the third generator's.
        let target = (ContinuationReader.opensCarriedOverStory(run[0]) ? nil : unfinishedArticle()) ?? startArticle()
        current = target
        articles[target].closed = false
        for line in run {
            appendText(line.content, of: line, to: target)
        }
        return end
    }

    /// The latest story whose text stops in mid-sentence without a jump marker: a stray body
    /// run is most likely the rest of it, carried to another column.
    func unfinishedArticle() -> Int? {
        articles.indices.suffix(ArticleAssembler.recentArticles).last { index in
            guard let last = articles[index].pieces.last(where: { $0.kind == .text }) else { return false }
            return !last.endsSentence && articles[index].continuedTo == nil
        }
    }

    /// `文)2月16日,…`: the tail of a lead's byline whose start the OCR lost, cut from the body.
    private func withoutBrokenByline(_ text: Substring) -> Substring {
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        var han = 0
        while index < scalars.endIndex, han <= 3, ScalarClass.isHan(scalars[index].value) {
            han += 1
            index = scalars.index(after: index)
        }
        guard han >= 1, han <= 3, index < scalars.endIndex, scalars[index] == ")" || scalars[index] == "）" else { return text }
        return Substring(scalars[scalars.index(after: index)...])
    }

    /// Adds a body line, taking out jump markers (as data) and a closing byline.
    mutating func appendText(_ content: String, of line: Line, to article: Int) {
        let read = RunningText(content, of: line)
        var text = read.text
        for marker in read.markers {
            let continuation = Continuation(page: marker.page, printed: marker.printed, lines: line.sourceLines)
            switch marker.direction {
            case .to:
                articles[article].continuedTo = continuation
                articles[article].closed = true
            case .from:
                articles[article].continuedFrom = continuation
            }
        }
        if let names = read.closingNames {
            articles[article].bylines += names.from(line)
            articles[article].closed = true
        }
        if !articles[article].hasBody {
            text = String(withoutBrokenByline(Substring(text)))
        }
        articles[article].include(line.sourceLines)
        // A first scalar that is no space settles it without trimming.
        guard UTF8Walk.firstScalar(of: text).map({ !ScalarClass.isSpace($0) }) == true || !Substring(text).trimmingEdges().isEmpty else {
            return
        }
        articles[article].append(BodyPiece(
            kind: .text, content: text, isPlain: line.isPlain, length: line.length, endsSentence: read.ends, lines: line.sourceLines,
            isTableRow: MarkdownTable.isRow(line)
        ))
    }
}

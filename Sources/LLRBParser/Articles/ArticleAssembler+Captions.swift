/// Photo captions and credits. A caption goes to a story when the story's text runs on around
/// it, or when the caption shares much of its wording; otherwise it stays on the page alone.
extension ArticleAssembler {
    mutating func addCaption(at position: Int) -> Int {
        var parts = captionLead
        var end = position
        var credits: [Byline] = []
        while end < order.count {
            let line = lines[order[end]]
            let kind = kinds[order[end]]
            if end > position, kind != .body && kind != .credit { break }
            end += 1
            if kind == .credit {
                credits += (CreditReader.credits(line.content) ?? []).from(line)
                break
            }
            if let trailing = CreditReader.trailing(in: line.content) {
                parts.append(line)
                credits += trailing.credits.from(line)
                break
            }
            parts.append(line)
            if end - position >= 4 { break }
        }
        let texts = parts.map { line in
            CreditReader.trailing(in: line.content).map { String($0.text) } ?? line.content
        }
        let first = captionLead.first?.sourceLines ?? lines[order[position]].sourceLines
        let caption = Caption(
            text: OutputText.body(texts.joined(separator: " ")),
            credits: credits,
            lines: first.union(lines[order[end - 1]].sourceLines)
        )
        let embedded = captionLead.isEmpty && followsUnfinishedSentence(position) && kind(at: end) == .body
        captionLead = []
        attach(caption, embedded: embedded)
        return end
    }

    mutating func addCredit(_ line: Line) {
        if !captionLead.isEmpty {
            addCaptionFromLead(endingWith: line)
            return
        }
        let caption = Caption(text: "", credits: (CreditReader.credits(line.content) ?? []).from(line), lines: line.sourceLines)
        captions.append(caption)
        if let open = openArticle, !line.text.beginsWith("本版") {
            articles[open].captions.append(caption)
            articles[open].include(line.sourceLines)
        }
    }

    private mutating func addCaptionFromLead(endingWith credit: Line) {
        let lead = captionLead
        captionLead = []
        let caption = Caption(
            text: OutputText.body(lead.map(\.content).joined(separator: " ")),
            credits: (CreditReader.credits(credit.content) ?? []).from(credit),
            lines: (lead.first?.sourceLines ?? credit.sourceLines).union(credit.sourceLines)
        )
        attach(caption, embedded: false)
    }

    private mutating func attach(_ caption: Caption, embedded: Bool) {
        captions.append(caption)
        let target: Int?
        if embedded {
            target = openArticle
        } else if let candidate = openArticle ?? current,
                  articles[candidate].bodyBigrams().containment(of: ArticleAssembler.wording(of: caption.text)) >= ArticleAssembler.minimumCaptionShare {
            target = candidate
        } else {
            target = nil
        }
        if let target {
            articles[target].captions.append(caption)
            articles[target].include(caption.lines)
        }
    }

    /// A caption's own words, without the `图为` every caption opens with.
    static func wording(of caption: String) -> String {
        caption.beginsWith("图为") ? String(caption.dropFirst(2)) : caption
    }
}

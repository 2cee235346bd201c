import LLRBParser

/// Puts a page together from the label a learned labeller gave each of its reading lines
/// (`ReadingLines`), as `PageAssembler` does from the rule table's kinds: stories, captions,
/// masthead, footer, noise and date. Every decision about what a line is comes from its label;
/// the recognisers read only the fields a line holds (names, datelines, markers, masthead and
/// footer fields), so that a wrong label can be traced to the labeller and nowhere else.
enum LabelledReading {
    /// `lines`: the page's lines with OCR wraps joined (`WrapMerger.merge`), blank ones kept, as
    /// the date's readers and the page number read them. `labels`: one per reading line among
    /// them (`ReadingLines.among(lines)`). A line past the end of `labels` is
    /// read as `inside`-story text (the commonest label, which never opens a story or sets a line
    /// aside), labels past the lines are ignored, and either way the page carries a warning.
    /// `fileName` and `numberedByFileName` as for `PageAssembler.assemble`.
    static func page(_ lines: [Line], labels: [LineLabel], fileName: String?, numberedByFileName: Bool) -> Page {
        let reading = lines.indices.filter { !lines[$0].isBlank }
        let label = { (position: Int) in labels.indices.contains(position) ? labels[position] : unlabelled }
        var walk = Walk(lines: lines)
        for (position, index) in reading.enumerated() {
            walk.read(index, as: label(position))
        }
        walk.finish()
        for index in lines.indices where lines[index].isBlank {
            walk.keepSymbol(at: index)
        }
        var articles: [Article] = []
        var noise = walk.noise
        for story in walk.stories {
            if let article = story.article {
                articles.append(article)
            } else {
                noise += story.leftovers
            }
        }
        let mismatch = labels.count == reading.count ? [] : [
            "\(labels.count) labels for \(reading.count) lines: " + (labels.count < reading.count
                ? "the lines without one were read as the open story's text" : "the labels past the last line were ignored"),
        ]
        let found = PageResolution.Reading(
            lines: lines, mastheadLines: walk.mastheadLines, footerLines: walk.footerLines, leads: walk.leads, articles: articles,
            captions: walk.captions, noise: noise, warnings: mismatch,
            signatures: { LineContext.signatures(lines, kinds(of: lines, reading: reading, labels: label)).map(\.date) }
        )
        return PageResolution.page(found, fileName: fileName, numberedByFileName: numberedByFileName)
    }

    /// What a line the labels left out is read as.
    static let unlabelled = LineLabel(.text, .inside)
}

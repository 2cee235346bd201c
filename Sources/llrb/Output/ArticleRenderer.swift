import LLRBIndex
import LLRBParser

/// One article for reading: headline block, byline and dateline, the body wrapped to the
/// terminal with section headers, captions, jump markers with the continued part's id, and
/// where it came from.
struct ArticleRenderer {
    var style: Style
    var width: Int

    /// `corrections`: the readers' corrections that hold in it, listed after it.
    /// `corrections`: the notes listed, and how many earlier ones are only counted.
    func render(_ record: ArticleRecord, continuedToId: String?, continuedFromId: String?,
                corrections: (notes: ArraySlice<CorrectionNote>, earlier: Int) = ([], 0)) -> [String] {
        let article = record.article
        var lines: [String] = []
        if let rubric = article.rubric { lines += TextWrapper.wrap("【\(rubric)】", width: width).map(style.dim) }
        if let kicker = article.kicker { lines += TextWrapper.wrap(kicker, width: width).map(style.dim) }
        lines += TextWrapper.wrap(ArticleTitle.text(of: article), width: width).map(style.bold)
        for subtitle in article.subheadlines { lines += TextWrapper.wrap("——" + subtitle, width: width) }
        if !article.bylines.isEmpty { lines += TextWrapper.wrap(BylineFormatter.format(article.bylines), width: width) }
        lines.append("")
        if let from = article.continuedFrom {
            lines.append(style.dim("(" + from.printed + (continuedFromId.map { " ← \($0)" } ?? "") + ")"))
        }
        lines += body(article)
        if let to = article.continuedTo {
            lines.append(style.dim("(" + to.printed + (continuedToId.map { " → \($0)" } ?? "") + ")"))
        }
        for caption in article.captions {
            lines.append("")
            lines += TextWrapper.wrap("图 " + CaptionFormatter.format(caption), width: width).map(style.dim)
        }
        lines.append("")
        lines += source(of: record).map(style.dim)
        if !corrections.notes.isEmpty {
            let (listed, earlier) = corrections
            lines.append(style.dim("corrected by readers (llrb corrections \(record.id)):"))
            if earlier > 0 {
                lines += TextWrapper.wrap("… \(earlier) earlier correction\(earlier == 1 ? "" : "s"), listed by 'llrb corrections \(record.id)'",
                                          width: width, indent: "  ").map(style.dim)
            }
            for correction in listed { lines += TextWrapper.wrap(correction.line, width: width, indent: "  ").map(style.dim) }
        }
        return lines
    }

    private func body(_ article: Article) -> [String] {
        var lines: [String] = []
        var datelinePending = article.dateline
        for paragraph in article.body {
            switch paragraph.kind {
            case .sectionHeader:
                if !lines.isEmpty { lines.append("") }
                lines += TextWrapper.wrap(paragraph.text, width: width, indent: "  ").map(style.bold)
            case .text:
                if !lines.isEmpty { lines.append("") }
                var text = paragraph.text
                if let dateline = datelinePending, !text.hasPrefix(dateline) { text = dateline + " " + text }
                datelinePending = nil
                lines += TextWrapper.wrap(text, width: width, indent: "  ")
            }
        }
        if let dateline = datelinePending { lines.append("  " + dateline) }
        return lines
    }

    /// `9895-1-03 · 2020-03-13 第9895期 第1版 · seeds/000….txt lines 13–20`, on one line when it
    /// fits. Else the page file goes on a line of its own, whole however long (a checkout or
    /// archive deep in folders): a path broken over lines, or cut short, could not be copied
    /// or opened as printed, and the terminal folds a line wider than itself without a break
    /// in the text. Its lines follow it when they do not fit beside it. `search` keeps a hit's
    /// file whole under its id the same way.
    func source(of record: ArticleRecord) -> [String] {
        var when = record.page.date ?? "date unknown"
        if let number = record.page.issueNumber { when += " 第\(number)期" }
        if let page = record.page.pageNumber { when += " 第\(page)版" }
        let file = PrintableText.of(record.file)
        let lines = record.article.lines.described
        let whole = [record.id, when, "\(file) \(lines)"].joined(separator: " · ")
        guard DisplayWidth.of(whole) > width else { return [whole] }
        let located = TextWrapper.wrap(record.id + " · " + when + " ·", width: width)
        return located + (DisplayWidth.of(file) + 1 + DisplayWidth.of(lines) <= width ? ["\(file) \(lines)"] : [file, lines])
    }
}

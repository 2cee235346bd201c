import LLRBIndex

extension ArticleRecord {
    /// The printed lines of the article's span of its page file, as a correction reads them,
    /// blank ones left out; the bare numbers when the file cannot be read or no longer holds the
    /// article (a correction is then refused with the reason, whichever line is picked).
    var printedLines: [(number: Int, text: String)] {
        let span = article.lines.first...article.lines.last
        guard case .success(let page) = PageReading.read(file: file), page.holds(id) else {
            return span.map { ($0, "") }
        }
        return page.printedLines(span).filter { !$0.text.isEmpty }
    }
}

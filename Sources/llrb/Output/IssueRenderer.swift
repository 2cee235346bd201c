import LLRBIndex

/// An issue for browsing: its masthead and a table of contents, optionally followed by every
/// article in reading order.
struct IssueRenderer {
    var style: Style
    var width: Int

    /// `articles`: the issue's, in reading order.
    func render(_ issue: IssueEntry, articles: [ArticleRecord]) -> [String] {
        var title = "吕梁日报"
        if let number = issue.issueNumber { title += " 第\(number)期" }
        var lines = [style.bold(title)]
        lines += TextWrapper.labeled("date      ", MastheadFormatter.dateLine(issue.masthead), width: width, breaks: .betweenWords)
        lines += TextWrapper.labeled("masthead  ", MastheadFormatter.details(issue.masthead), width: width, breaks: .betweenWords)
        let printed = issue.masthead.pageCount.map { " of \($0)" } ?? ""
        lines.append("pages     \(issue.pages.count)\(printed) in the index, \(articles.count) articles")
        lines.append("")
        // On a narrow terminal the byline gives up columns too, to at most half of what it and
        // the headline share after the id, page and length.
        let idWidth = articles.map(\.id.count).max() ?? 0
        let shared = width - idWidth - ArticleField.pageNumber.column.count - "chars".count - 4 * TableRenderer.separator.count
        let table = TableRenderer(
            headers: [ArticleField.id.column, ArticleField.pageNumber.column, ArticleField.headline.column, ArticleField.bylines.label, "chars"], style: style,
            maximumWidths: [3: max(6, min(16, shared / 2))], fit: TableRenderer.Fit(width: width, column: 2))
        lines += table.render(articles.map { record in
            [style.identifier(record.id), record.page.pageNumber.map(String.init) ?? "?",
             ArticleTitle.text(of: record.article),
             BylineFormatter.format(record.article.bylines), String(ArticleTitle.characterCount(of: record.article))]
        })
        return lines
    }
}

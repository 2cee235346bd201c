import LLRBIndex
import LLRBParser

/// `llrb parse` without `--json`: what the parser found on a page, one block per part, each with
/// the source lines it came from, so a reader can check the parse against the page.
struct PageOutline {
    var page: Page
    var style: Style
    var width: Int

    func render() -> [String] {
        var lines = masthead()
        lines += articles()
        lines += captions()
        lines += footer()
        lines += noise()
        lines += warnings()
        return lines
    }

    private func heading(_ title: String, count: Int? = nil) -> String {
        style.heading(title + (count.map { " (\($0))" } ?? ""))
    }

    private func masthead() -> [String] {
        var lines = [heading("masthead 报头") + (page.mastheadLines.map { "  " + style.dim($0.described) } ?? "")]
        lines += TextWrapper.labeled("  date      ", MastheadFormatter.dateLine(page), width: width)
        lines += TextWrapper.labeled("  issue     ", MastheadFormatter.details(page), width: width)
        return lines + [""]
    }

    private func articles() -> [String] {
        var lines = [heading("articles 文章", count: page.articles.count)]
        for (index, article) in page.articles.enumerated() {
            let title = article.headline.isEmpty ? style.dim("(no headline)") : style.bold(article.headline)
            lines.append("\(index + 1). \(title)  \(style.dim(article.lines.described))")
            lines += fields(of: article).map { "   " + $0 }
        }
        return lines + [""]
    }

    private func fields(of article: Article) -> [String] {
        var fields: [(String, String)] = []
        if let rubric = article.rubric { fields.append((ArticleField.rubric.label, rubric)) }
        if let kicker = article.kicker { fields.append((ArticleField.kicker.label, kicker)) }
        fields += article.subheadlines.map { (ArticleField.subheadlines.label, "——" + $0) }
        if !article.bylines.isEmpty { fields.append((ArticleField.bylines.label, BylineFormatter.format(article.bylines))) }
        if let dateline = article.dateline { fields.append((ArticleField.dateline.label, dateline)) }
        if let first = article.body.first(where: { $0.kind == .text }) {
            fields.append((ArticleField.body.label, first.text + " (\(article.body.count) paragraph\(article.body.count == 1 ? "" : "s"))"))
        }
        fields += article.captions.map { (ArticleField.captions.label, CaptionFormatter.format($0)) }
        if let from = article.continuedFrom { fields.append((ArticleField.continuedFrom.label, from.printed)) }
        if let to = article.continuedTo { fields.append((ArticleField.continuedTo.label, to.printed)) }
        return fields.map { label, value in
            DisplayWidth.truncate(DisplayWidth.pad(label, to: 9) + value, to: max(20, width - 3))
        }
    }

    private func captions() -> [String] {
        guard !page.captions.isEmpty else { return [] }
        var lines = [heading("captions 图片说明", count: page.captions.count)]
        lines += page.captions.map { caption in
            "  - " + DisplayWidth.truncate(CaptionFormatter.format(caption), to: max(20, width - 20)) + "  " + style.dim(caption.lines.described)
        }
        return lines + [""]
    }

    private func footer() -> [String] {
        guard let footer = page.footer else { return [] }
        var parts: [String] = []
        if let department = footer.department { parts.append(department + "主办") }
        if !footer.layoutEditors.isEmpty { parts.append("组版 " + footer.layoutEditors.joined(separator: " ")) }
        if !footer.editors.isEmpty { parts.append("责编 " + footer.editors.joined(separator: " ")) }
        if !footer.proofreaders.isEmpty { parts.append("校对 " + footer.proofreaders.joined(separator: " ")) }
        if let email = footer.email { parts.append(email) }
        if let phone = footer.phone { parts.append("电话 " + phone) }
        if let date = footer.date { parts.append(date) }
        return [heading("footer 版面信息") + "  " + style.dim(footer.lines.described), "  " + parts.joined(separator: " · "), ""]
    }

    private func noise() -> [String] {
        guard !page.noise.isEmpty else { return [] }
        var lines = [heading("noise 噪声", count: page.noise.count)]
        lines += page.noise.map { "  \(style.dim($0.lines.described)): \($0.text) — \($0.reason)" }
        return lines + [""]
    }

    private func warnings() -> [String] {
        guard !page.warnings.isEmpty else { return [] }
        return [heading("warnings", count: page.warnings.count)] + page.warnings.map { "  - " + $0 }
    }
}

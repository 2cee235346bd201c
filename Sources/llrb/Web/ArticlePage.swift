import LLRBEngine
import LLRBHTTP
import LLRBIndex
import LLRBParser

/// `/article/ID`: the article as `llrb show ID` prints it, its matches marked when reached from
/// a hit (`?q=…`), its masthead facts, links to its issue and to the other part of a story
/// that jumps pages, and its citation (GB/T 7714 with a copy button, BibTeX and CSL-JSON).
struct ArticlePage {
    let record: ArticleRecord
    let shown: ArticleJSON
    /// The issue its page was filed under, for the link to it.
    let issue: IssueEntry?
    /// The search it was reached from, to mark its matches; nil when opened directly.
    let form: SearchForm?
    let marker: QueryMarker?
    /// What an edit just did (`serve --edit`), said above the article.
    let notice: String?
    /// Why the correction just sent was not saved, said above the article with the way to its
    /// form, which is shown again filled in.
    let refusal: String?
    /// The edit forms, for a browser signed in to `serve --edit`.
    let editing: HTML?
    /// The article's page holds readers' corrections that the journal found does not list (the
    /// journal the index follows is missing, replaced or cut short).
    let correctionsUnlisted: Bool

    init(record: ArticleRecord, shown: ArticleJSON, issue: IssueEntry?, form: SearchForm?, notice: String? = nil, refusal: String? = nil,
         editing: HTML? = nil, correctionsUnlisted: Bool = false) {
        self.correctionsUnlisted = correctionsUnlisted
        self.record = record
        self.shown = shown
        self.issue = issue
        self.form = form
        self.notice = notice
        self.refusal = refusal
        self.editing = editing
        // A query that cannot be read marks nothing: the article is what was asked for.
        if let form, !form.query.isEmpty, let request = try? form.request() {
            marker = try? QueryMarker(request)
        } else {
            marker = nil
        }
    }

    var html: HTML {
        let article = record.article
        var parts: [HTML] = []
        if let rubric = article.rubric { parts.append("<p class=\"rubric\">【\(rubric)】</p>") }
        if let kicker = article.kicker { parts.append("<p class=\"kicker\">\(marked(kicker, .headline))</p>") }
        parts.append("<h1>\(marked(ArticleTitle.text(of: article, labels: .chinese), .headline))</h1>")
        for subtitle in article.subheadlines { parts.append("<p class=\"subtitle\">——\(marked(subtitle, .headline))</p>") }
        if !article.bylines.isEmpty {
            parts.append("<p class=\"byline\">\(marked(BylineFormatter.format(article.bylines), .byline))</p>")
        }
        parts.append(facts)
        if let from = article.continuedFrom { parts.append(jump(from, to: shown.continuedFromId, "接上文")) }
        parts.append("<div class=\"body\">\(body)</div>")
        if let to = article.continuedTo { parts.append(jump(to, to: shown.continuedToId, "转下文")) }
        for caption in article.captions {
            parts.append("<figure class=\"caption\"><figcaption>图 \(marked(CaptionFormatter.format(caption), .caption))</figcaption></figure>")
        }
        parts.append(corrections)
        parts.append(citation)
        let back: HTML = form.map { "<p class=\"muted\"><a href=\"\(WebLink.search($0))\">← 回到检索结果</a></p>" } ?? .empty
        var said: HTML = notice.map { "<p class=\"notice\" role=\"status\">\($0)</p>" } ?? .empty
        if correctionsUnlisted {
            said += "<p class=\"error\" role=\"note\">本文所在的版面有读者的更正，但索引所依据的更正日志不在原处（被移走、替换或截短）：这里按建立索引时的更正显示，更正记录暂时无法列出；请告知管理者。</p>"
        }
        if let refusal {
            said += "<div class=\"refusal\" role=\"alert\"><h2>不能保存这项更正</h2><p class=\"error\">\(refusal)</p><p><a href=\"#refused\">到下面的表单修改后再提交</a></p></div>"
        }
        let shown: HTML = "<article>\(parts)</article>"
        let beside = ScanFigure.article(record, hitLines: hitLines).map { "<div class=\"with-scan\">\(shown)\($0.html)</div>" as HTML }
        return back + said + (beside ?? shown) + (editing ?? .empty)
    }

    /// The lines where the search it was reached from matched, marked on the scan: each printed
    /// line of the page file that holds a match, or, where a match runs across lines (a column
    /// broke it), the lines of the part it is in (headline block, paragraph, caption). The page
    /// file is read only for a page with boxes to mark.
    private var hitLines: [SourceLines] {
        guard let marker else { return [] }
        let article = record.article
        var lines: [SourceLines] = []
        if record.region?.boxes.isEmpty == false {
            let fields: [SearchField] = [.headline, .body, .caption, .byline]
            lines = record.printedLines.filter { line in
                fields.contains { !marker.matches(in: line.text, field: $0).isEmpty }
            }.map { SourceLines(line: $0.number) }
            if !lines.isEmpty { return lines }
        }
        let heads = [article.headline] + (article.kicker.map { [$0] } ?? []) + article.subheadlines
        if let headlineLines = article.headlineLines, heads.contains(where: { !marker.matches(in: $0, field: .headline).isEmpty }) {
            lines.append(headlineLines)
        }
        lines += article.body.filter { !marker.matches(in: $0.text, field: .body).isEmpty }.map(\.lines)
        lines += article.captions.filter { !marker.matches(in: $0.text, field: .caption).isEmpty }.map(\.lines)
        return lines
    }

    var title: String {
        ArticleTitle.text(of: record.article, labels: .chinese)
    }

    /// Date (and how it was established), issue, page, lunar date, source file and lines.
    private var facts: HTML {
        let page = record.page
        var rows: [HTML] = ["<dt>日期</dt><dd>\(DateLine.text(page))</dd>"]
        if let issue {
            // A page that prints no issue number belongs to its date's issue: named so, not as 期号.
            let label = issue.issueNumber == nil ? "所在期" : "期号"
            rows.append("<dt>\(label)</dt><dd><a href=\"\(WebLink.issue(issue))\">\(IssuePage.name(of: issue))</a></dd>")
        }
        if let number = page.pageNumber { rows.append("<dt>版次</dt><dd>第\(number)版</dd>") }
        if let lunar = page.lunarDate { rows.append("<dt>农历</dt><dd>\(lunar)</dd>") }
        // The file's name only: its folder on the server is no reader's business.
        rows.append("<dt>来源</dt><dd>\(WebPath.fileName(record.file)) \(DateLine.lines(record.article.lines))</dd>")
        rows.append("<dt>编号</dt><dd><code>\(record.id)</code></dd>")
        if record.page.scan != nil { rows.append("<dt>原版</dt><dd><a href=\"#scan\">本版扫描图</a></dd>") }
        return "<dl class=\"facts\">\(rows)</dl>"
    }

    private func jump(_ marker: Continuation, to id: String?, _ label: String) -> HTML {
        let link: HTML = id.map { " <a href=\"\(WebLink.article($0, from: form))\">\(label) →</a>" } ?? " （另一部分不在索引中）"
        return "<p class=\"jump\">（\(marker.printed)）\(link)</p>"
    }

    /// Paragraphs and section headers, the dateline before the first paragraph.
    private var body: HTML {
        var html: [HTML] = []
        var datelinePending = record.article.dateline
        for paragraph in record.article.body {
            switch paragraph.kind {
            case .sectionHeader:
                html.append("<h3>\(marked(paragraph.text, .body))</h3>")
            case .text:
                var text = paragraph.text
                if let dateline = datelinePending, !text.hasPrefix(dateline) { text = dateline + " " + text }
                datelinePending = nil
                html.append("<p>\(marked(text, .body))</p>")
            }
        }
        if let dateline = datelinePending { html.append("<p>\(dateline)</p>") }
        return html.joined(separator: "\n")
    }

    /// The readers' corrections that hold in the article: the text above is corrected, and
    /// what OCR printed is still found by search.
    private var corrections: HTML {
        guard !shown.corrections.isEmpty else { return .empty }
        let (listed, earlier) = shown.listedCorrections
        let items: [HTML] = listed.map { "<li>\(WebCorrectionWording.line(of: $0))</li>" }
        let counted: HTML = earlier > 0 ? "<p class=\"muted\">另有较早的更正 \(earlier) 条，这里只列出最近的 \(listed.count) 条。</p>" : .empty
        return """
        <section class="corrections" aria-label="读者更正">
        <h2>读者更正 <small class="muted">原文仍可检索（original:）</small></h2>
        \(counted)<ul>\(items)</ul>
        </section>
        """
    }

    private var citation: HTML {
        let downloads: [HTML] = CitationDownload.allCases.map { format in
            "<a href=\"\(WebLink.citation(record.id, format: format))\" download>\(format.label)</a>"
        }
        return """
        <section class="cite" aria-label="引用">
        <h2>引用 <small class="muted">GB/T 7714—2015</small></h2>
        <p id="citation">\(CitationFormatter.gbt7714(record))</p>
        <p><button type="button" data-copy="citation">复制</button> · 下载 \(downloads.joined(separator: " · "))</p>
        </section>
        """
    }

    private func marked(_ text: String, _ field: SearchField) -> HTML {
        guard let marker else { return "\(text)" }
        return MarkedText.html(text, matches: marker.matches(in: text, field: field))
    }
}

import LLRBIndex

/// `/issue/N` (or `/date/YYYY-MM-DD` for an issue whose number is unknown): `show --issue` as a
/// page: the masthead, each page ingested with its stories in reading order, and links to the
/// previous and next issue of the run.
struct IssuePage {
    let issue: IssueEntry
    /// The issue's articles, in reading order.
    let articles: [ArticleRecord]
    let neighbours: (previous: IssueEntry?, next: IssueEntry?)

    var title: String {
        IssuePage.name(of: issue)
    }

    /// `第9895期 (2020-03-13)`, or the date alone, or `日期不详的版面`.
    static func name(of issue: IssueEntry) -> String {
        switch (issue.issueNumber, issue.date) {
        case let (number?, date?): "第\(number)期 (\(date))"
        case let (number?, nil): "第\(number)期"
        case let (nil, date?): date
        case (nil, nil): "日期不详的版面"
        }
    }

    var html: HTML {
        let printed = issue.masthead.pageCount.map { "（今日\($0)版）" } ?? ""
        let facts: HTML = """
        <dl class="facts"><dt>日期</dt><dd>\(DateLine.text(issue.masthead))</dd>\
        <dt>报头</dt><dd>\(DateLine.masthead(issue.masthead))</dd>\
        <dt>版面</dt><dd>索引中有 \(issue.pages.count) 个版面\(printed)，\(articles.count) 篇文章</dd></dl>
        """
        return "<h1>吕梁日报 \(title)</h1>\n" + facts + navigation + pages + navigation
    }

    private var navigation: HTML {
        let previous: HTML = neighbours.previous.map { "<a rel=\"prev\" href=\"\(WebLink.issue($0))\">← 上一期 \(IssuePage.name(of: $0))</a>" } ?? "<span></span>"
        let next: HTML = neighbours.next.map { "<a rel=\"next\" href=\"\(WebLink.issue($0))\">下一期 \(IssuePage.name(of: $0)) →</a>" } ?? "<span></span>"
        return "<nav class=\"neighbours\">\(previous)\(next)</nav>"
    }

    /// Each page ingested, with its stories; a file that holds several pages shows each.
    private var pages: HTML {
        var sections: [HTML] = []
        for page in issue.pages {
            let stories = articles.filter { $0.file == page.file && $0.page == page.info }
            guard !stories.isEmpty else { continue }
            let heading = page.info.pageNumber.map { "第\($0)版" } ?? "版次不详"
            let items: [HTML] = stories.map { record in
                let byline = BylineFormatter.format(record.article.bylines)
                let details = (byline.isEmpty ? "" : byline + " · ") + "\(ArticleTitle.characterCount(of: record.article)) 字"
                return "<li><a href=\"\(WebLink.article(record.id))\">\(ArticleTitle.text(of: record.article, labels: .chinese))</a> <span class=\"muted\">\(details)</span></li>"
            }
            let scan = ScanFigure.page(of: stories)?.html ?? .empty
            sections.append("""
            <section class="page"><h2>\(heading) <small class="muted">\(WebPath.fileName(page.file))</small></h2>
            <ul class="stories">\(items.joined(separator: "\n"))</ul>\(scan)</section>
            """)
        }
        return sections.joined(separator: "\n")
    }
}

import LLRBIndex

/// `/browse` and `/browse/YYYY`: the run of the paper in the index, as `llrb issues` lists it:
/// the years with their issues, then a year's issues month by month.
enum BrowsePage {
    /// A year's tables of months, each column as wide in every month, whatever its dates and
    /// numbers (`table.issues` lays them out fixed).
    private static let columns: HTML = """
        <colgroup><col class="date"><col class="weekday"><col class="number"><col class="pages"><col class="articles"></colgroup>
        """

    static func years(_ catalog: ArchiveCatalog) -> HTML {
        let years = catalog.years
        guard !years.isEmpty || !catalog.issues.isEmpty else {
            return "<p>索引中还没有文章；用 <code>llrb ingest 文件夹</code> 加入版面。</p>"
        }
        let items: [HTML] = years.map { year, issues in
            "<li><a href=\"\(WebLink.year(year))\">\(year) 年</a> <span class=\"muted\">\(issues.count) 期</span></li>"
        }
        let numbered: [HTML] = catalog.numberedUndated.map { issue in
            "<li><a href=\"\(WebLink.issue(issue))\">\(IssuePage.name(of: issue))</a></li>"
        }
        let numberedList: HTML = numbered.isEmpty ? .empty : "<h2>日期不详的期次</h2>\n<ul class=\"years\">\(numbered)</ul>\n"
        let undated = catalog.issues.filter(\.isUndated).flatMap(\.pages).count
        let undatedLink: HTML = undated == 0 ? .empty
            : "<p><a href=\"\(WebLink.undated)\">日期不详的版面</a> <span class=\"muted\">\(undated) 个</span></p>"
        return "<h2>按年浏览</h2>\n<ul class=\"years\">\(items)</ul>\n" + numberedList + undatedLink
    }

    /// The year's issues by month, or nil when the index has none of that year.
    static func year(_ year: Int, in catalog: ArchiveCatalog) -> HTML? {
        let years = catalog.years
        guard let issues = years.first(where: { $0.year == year })?.issues else { return nil }
        var byMonth: [(month: String, issues: [IssueEntry])] = []
        for issue in issues {
            let month = String((issue.date ?? "").prefix(7))
            if byMonth.last?.month == month { byMonth[byMonth.count - 1].issues.append(issue) } else { byMonth.append((month, [issue])) }
        }
        let months: [HTML] = byMonth.map { month, issues in
            let rows: [HTML] = issues.map { issue in
                let row = IssueRow(issue)
                let weekday = row.weekday.map(Weekday.name) ?? ""
                let pages = "\(row.pagesInIndex)" + (row.pageCount.map { "/\($0)" } ?? "")
                return """
                <tr><td><a href="\(WebLink.issue(issue))">\(row.date ?? "")</a></td><td>\(weekday)</td>\
                <td>\(row.issueNumber.map { "第\($0)期" } ?? "")</td><td>\(pages)</td><td>\(row.articles)</td></tr>
                """
            }
            return """
            <h2>\(month)</h2><table class="issues">\(columns)<thead><tr><th>日期</th><th>星期</th><th>期号</th><th>版面</th><th>文章</th></tr></thead>
            <tbody>\(rows.joined(separator: "\n"))</tbody></table>
            """
        }
        let all = years.map(\.year)
        let position = all.firstIndex(of: year)
        let previous: HTML = position.flatMap { $0 > 0 ? all[$0 - 1] : nil }.map { "<a rel=\"prev\" href=\"\(WebLink.year($0))\">← \($0) 年</a>" } ?? "<span></span>"
        let next: HTML = position.flatMap { $0 + 1 < all.count ? all[$0 + 1] : nil }.map { "<a rel=\"next\" href=\"\(WebLink.year($0))\">\($0) 年 →</a>" } ?? "<span></span>"
        return "<h1>\(year) 年 <small class=\"muted\">\(issues.count) 期</small></h1>\n<nav class=\"neighbours\">\(previous)\(next)</nav>\n\(months)"
    }
}

import LLRBIndex
import LLRBParser

/// One issue of the paper as the index holds it: the pages ingested, with the masthead of the
/// page that printed the most. Its articles are read only when shown (`IssueCatalog.articles`).
struct IssueEntry {
    var issueNumber: Int?
    var date: String?
    /// The page whose date is best established, standing for the issue's masthead.
    var masthead: Page
    /// Ingested pages in page order (the masthead's page first when none is numbered), then by file.
    var pages: [IndexedPage]

    var articleCount: Int { pages.reduce(0) { $0 + $1.articleCount } }

    /// The entry gathering pages with neither an issue number nor a date.
    var isUndated: Bool { issueNumber == nil && date == nil }
}

/// Groups stored pages into issues: by issue number where printed; a page without one joins
/// the issue of its date, or forms an issue of its own date; pages with neither are gathered in
/// one undated entry, listed last.
enum IssueCatalog {
    static func issues(from pages: [IndexedPage]) -> [IssueEntry] {
        var groups: [String: [IndexedPage]] = [:]
        var numberByDate: [String: Int] = [:]
        for page in pages {
            if let number = page.info.issueNumber, let date = page.info.date { numberByDate[date] = number }
        }
        for page in pages {
            groups[key(for: page.info, numberByDate: numberByDate), default: []].append(page)
        }
        return groups.values.map(entry).sorted(by: isEarlier)
    }

    /// The articles of an issue in reading order, among records that include them: by page,
    /// then place on the page. A page is known by its file and its page fields, since a file
    /// may hold a whole issue.
    static func articles(of issue: IssueEntry, among records: [ArticleRecord]) -> [ArticleRecord] {
        func pageOrder(of record: ArticleRecord) -> Int? {
            issue.pages.firstIndex { $0.file == record.file && $0.info == record.page }
                ?? issue.pages.firstIndex { $0.file == record.file }
        }
        return records.compactMap { record in pageOrder(of: record).map { (record, $0) } }
            .sorted { ($0.1, $0.0.ordinal) < ($1.1, $1.0.ordinal) }
            .map(\.0)
    }

    /// The pages whose articles may continue those of `chosen` (ContinuationFinder's same issue).
    static func pages(sharingAnIssueWith chosen: [IndexedPage], among pages: [IndexedPage]) -> [IndexedPage] {
        pages.filter { page in chosen.contains { $0.info.mayShareIssue(with: page.info) } }
    }

    private static func key(for info: Page, numberByDate: [String: Int]) -> String {
        if let number = info.issueNumber ?? info.date.flatMap({ numberByDate[$0] }) {
            return "issue \(number)"
        }
        if let date = info.date { return "date \(date)" }
        return "undated"
    }

    private static func entry(_ pages: [IndexedPage]) -> IssueEntry {
        let ordered = pages.sorted { left, right in
            let leftPage = pageOrder(left.info), rightPage = pageOrder(right.info)
            if leftPage != rightPage { return leftPage < rightPage }
            return left.file < right.file
        }
        let masthead = ordered.map(\.info).min { rank($0) < rank($1) } ?? ordered[0].info
        return IssueEntry(issueNumber: ordered.lazy.compactMap(\.info.issueNumber).first, date: masthead.date,
                          masthead: masthead, pages: ordered)
    }

    /// Pages whose number is unknown come last.
    private static func pageOrder(_ info: Page) -> Int {
        info.pageNumber ?? Int.max
    }

    /// Lower is better established: a printed masthead first, an inferred date last.
    private static func rank(_ info: Page) -> Int {
        let source: Int = switch info.dateSource {
        case .printed: 0
        case .lunar: 1
        case .footer: 2
        case .inferred: 3
        case nil: 4
        }
        return source * 2 + (info.issueNumber == nil ? 1 : 0)
    }

    private static func isEarlier(_ left: IssueEntry, _ right: IssueEntry) -> Bool {
        switch (left.date, right.date) {
        case let (l?, r?) where l != r: return l < r
        case (nil, _?): return false
        case (_?, nil): return true
        default: return (left.issueNumber ?? 0, left.pages.first?.file ?? "") < (right.issueNumber ?? 0, right.pages.first?.file ?? "")
        }
    }
}

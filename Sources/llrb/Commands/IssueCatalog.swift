import LLRBIndex
import LLRBParser

/// One issue of the paper as the index holds it: the pages ingested and their articles in
/// reading order, with the masthead of the page that printed the most.
struct IssueEntry {
    var issueNumber: Int?
    var date: String?
    /// The page info whose date is best established, standing for the issue's masthead.
    var masthead: PageInfo
    /// Ingested pages by file, in page order.
    var pages: [(file: String, info: PageInfo)]
    /// Articles in reading order: by page (the masthead's page first when none is numbered),
    /// then file, then place on the page.
    var articles: [ArticleRecord]

    /// The entry gathering pages with neither an issue number nor a date.
    var isUndated: Bool { issueNumber == nil && date == nil }
}

extension PageInfo: MastheadFields {}

/// Groups stored articles into issues: by issue number where printed; a page without one joins
/// the issue of its date, or forms an issue of its own date; pages with neither are gathered in
/// one undated entry, listed last.
enum IssueCatalog {
    static func issues(from records: [ArticleRecord]) -> [IssueEntry] {
        var groups: [String: [ArticleRecord]] = [:]
        var numberByDate: [String: Int] = [:]
        for record in records {
            if let number = record.page.issueNumber, let date = record.page.date { numberByDate[date] = number }
        }
        for record in records {
            groups[key(for: record, numberByDate: numberByDate), default: []].append(record)
        }
        return groups.values.map(entry).sorted(by: isEarlier)
    }

    private static func key(for record: ArticleRecord, numberByDate: [String: Int]) -> String {
        if let number = record.page.issueNumber ?? record.page.date.flatMap({ numberByDate[$0] }) {
            return "issue \(number)"
        }
        if let date = record.page.date { return "date \(date)" }
        return "undated"
    }

    private static func entry(_ records: [ArticleRecord]) -> IssueEntry {
        let ordered = records.sorted { left, right in
            let leftPage = pageOrder(left.page), rightPage = pageOrder(right.page)
            if leftPage != rightPage { return leftPage < rightPage }
            if left.file != right.file { return left.file < right.file }
            return left.ordinal < right.ordinal
        }
        var pages: [(file: String, info: PageInfo)] = []
        for record in ordered where !pages.contains(where: { $0.file == record.file }) {
            pages.append((record.file, record.page))
        }
        let masthead = pages.map(\.info).min { rank($0) < rank($1) } ?? ordered[0].page
        return IssueEntry(
            issueNumber: ordered.lazy.compactMap(\.page.issueNumber).first,
            date: masthead.date, masthead: masthead, pages: pages, articles: ordered)
    }

    /// Pages whose number is unknown come last.
    private static func pageOrder(_ info: PageInfo) -> Int {
        info.knownPageNumber ?? Int.max
    }

    /// Lower is better established: a printed masthead first, an inferred date last.
    private static func rank(_ info: PageInfo) -> Int {
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
        default: return (left.issueNumber ?? 0, left.articles.first?.file ?? "") < (right.issueNumber ?? 0, right.articles.first?.file ?? "")
        }
    }
}

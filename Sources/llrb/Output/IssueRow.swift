import LLRBParser

/// One listed issue (`llrb issues`, the web reader's browse page); the JSON keys are part of llrb's script interface.
struct IssueRow: Encodable {
    var date: String?
    var weekday: Int?
    var dateSource: DateSource?
    var issueNumber: Int?
    var pageCount: Int?
    var pagesInIndex: Int
    var articles: Int

    init(_ issue: IssueEntry) {
        date = issue.date
        weekday = issue.date.flatMap(Weekday.of(isoDate:))
        dateSource = issue.masthead.dateSource
        issueNumber = issue.issueNumber
        pageCount = issue.masthead.pageCount
        pagesInIndex = issue.pages.count
        articles = issue.articleCount
    }
}

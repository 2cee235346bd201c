import LLRBIndex

extension PageInfo {
    /// The page number as printed; else 1 for a page that carries the masthead, since the
    /// masthead (报头) is only ever printed on the front page.
    var knownPageNumber: Int? {
        pageNumber ?? (mastheadLines != nil ? 1 : nil)
    }

    /// Whether two pages can be of one issue: the same issue number when both print one, else
    /// the same date.
    func mayShareIssue(with other: PageInfo) -> Bool {
        if let number = issueNumber, let otherNumber = other.issueNumber { return number == otherNumber }
        guard let date, let otherDate = other.date else { return false }
        return date == otherDate
    }
}

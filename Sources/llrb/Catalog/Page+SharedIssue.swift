import LLRBParser

extension Page {
    /// Whether two pages can be of one issue: the same issue number when both print one, else
    /// the same date.
    func mayShareIssue(with other: Page) -> Bool {
        if let number = issueNumber, let otherNumber = other.issueNumber { return number == otherNumber }
        guard let date, let otherDate = other.date else { return false }
        return date == otherDate
    }
}

/// What the pages of one issue file tell about each other. A front page and the pages after it
/// are one issue's, so the date its masthead prints is theirs too (a file of two issues has two
/// front pages), and they follow each other in the order of the paper. What a page prints of
/// itself (a footer's date, a running head's number) still wins. The issue number stays the
/// front page's alone, as for an inner page filed apart: it is grouped with its issue by date.
package enum IssuePages {
    /// `pages` as parsed one by one, in file order, with what the others tell filled in.
    package static func completed(_ pages: [Page]) -> [Page] {
        var pages = pages
        let fronts = pages.indices.filter { isDatedFrontPage(pages[$0]) }
        for index in pages.indices where !fronts.contains(index) {
            // The issue of the last front page before it; the first one's for pages before any.
            guard let frontIndex = fronts.last(where: { $0 < index }) ?? fronts.first, let date = pages[frontIndex].date else { continue }
            let front = pages[frontIndex]
            if isPrintedDate(pages[index].dateSource) { continue }
            if let own = pages[index].date, own != date {
                pages[index].warnings.append("the page's own clues gave \(own); dated as its issue's front page instead")
            }
            pages[index].date = date
            pages[index].dateSource = .inferred
            pages[index].dateEvidence = [.frontPage(issueNumber: front.issueNumber, mastheadLines: front.mastheadLines, date: date)]
        }
        // A page that prints no number follows the one before it, unless another page prints
        // that number (`1`, `?`, `2`: the second is not page 2).
        let printed = Set(pages.compactMap(\.pageNumber))
        for index in pages.indices.dropFirst() where pages[index].pageNumber == nil {
            if let next = pages[index - 1].pageNumber.map({ $0 + 1 }), !printed.contains(next) {
                pages[index].pageNumber = next
            }
        }
        return pages
    }

    /// A front page (its masthead makes it page 1) whose date is printed on it.
    private static func isDatedFrontPage(_ page: Page) -> Bool {
        page.pageNumber == 1 && page.mastheadLines != nil && isPrintedDate(page.dateSource)
    }

    /// Read off the page: its masthead, the lunar date printed there, or its footer.
    private static func isPrintedDate(_ source: DateSource?) -> Bool {
        switch source {
        case .printed, .lunar, .footer: true
        case .inferred, nil: false
        }
    }
}

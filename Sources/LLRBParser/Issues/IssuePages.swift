/// What the pages of one issue file tell about each other. They are one issue's, so the date
/// its front page prints is every page's, and they follow each other in the order of the paper.
/// What a page prints of itself (a footer's date, a running head's number) still wins.
enum IssuePages {
    /// `pages` as parsed one by one, in file order, with what the others tell filled in.
    static func completed(_ pages: [Page]) -> [Page] {
        var pages = pages
        if let front = pages.first(where: isDatedFrontPage), let date = front.date {
            let issue = front.issueNumber.map { "第\($0)期 " } ?? ""
            let masthead = front.mastheadLines.map { ", lines \($0.first)–\($0.last)" } ?? ""
            let evidence = "the front page of the same file (\(issue)masthead\(masthead)) prints \(date)"
            for index in pages.indices where !isPrintedDate(pages[index].dateSource) {
                if let own = pages[index].date, own != date {
                    pages[index].warnings.append("the page's own clues gave \(own); dated as its issue's front page instead")
                }
                pages[index].date = date
                pages[index].dateSource = .inferred
                pages[index].dateEvidence = [evidence]
            }
        }
        for index in pages.indices.dropFirst() where pages[index].pageNumber == nil {
            pages[index].pageNumber = pages[index - 1].pageNumber.map { $0 + 1 }
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

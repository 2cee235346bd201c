import LLRBIndex

extension PageInfo {
    /// The page number as printed; else 1 for a page that carries the masthead, since the
    /// masthead (报头) is only ever printed on the front page.
    var knownPageNumber: Int? {
        pageNumber ?? (mastheadLines != nil ? 1 : nil)
    }
}

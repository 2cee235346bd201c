/// Puts a page together from its lines: masthead, articles, captions, footer, noise, date.
enum PageAssembler {
    static func assemble(_ lines: [Line]) -> Page {
        Page()
    }
}

/// Why the parser read a page as it did (`PageParser.explain`): the layout it found before
/// putting stories together, then each line's trace through the rule table.
public struct PageTrace: Codable, Hashable, Sendable {
    public var layout: LayoutTrace
    public var lines: [LineTrace]
}

/// The page's layout as the parser read it once, before assembly: which side of its story a
/// headline is printed on and the evidence that voted for each side, the markdown level of
/// story headlines, the median body line. What decides, for instance, whether a headline run
/// between two stories names the one above it or the one below.
public struct LayoutTrace: Codable, Hashable, Sendable {
    /// One kind of evidence and the votes it cast.
    public struct Vote: Codable, Hashable, Sendable {
        /// `above` or `below`.
        public var side: String
        public var weight: Int
        /// What the page shows (`a headline opens the page`).
        public var evidence: String
    }

    /// `above` or `below`: where the page prints a headline, as the votes decided.
    public var headlineSide: String
    /// The votes cast, until the outcome could no longer change (a page's later headline runs
    /// are not read once it is certain).
    public var votes: [Vote]
    /// The markdown level (`##` = 2) of the page's story headlines, when its OCR gave levels.
    public var headlineLevel: Int?
    /// Median length of the page's body lines, in characters: the column width of a page set in
    /// columns.
    public var medianBodyLine: Int
}

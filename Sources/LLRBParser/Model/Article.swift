/// One story on a page: its headline block (引题 / 主题 / 副题), bylines, dateline, body,
/// captions and jump markers. JSON keys are a stable interface for scripts.
public struct Article: Codable, Hashable, Sendable {
    /// The main headline (主题); empty when the page printed none for this story.
    public var headline: String
    /// The kicker (引题) printed above the headline, if any.
    public var kicker: String?
    /// Subtitles (副题), without their leading dash.
    public var subheadlines: [String]
    public var bylines: [Byline]
    /// The news lead (`新华社北京3月12日电`, `本报讯`), if any.
    public var dateline: String?
    public var body: [Paragraph]
    public var captions: [Caption]
    /// `下转4版`: the story goes on on another page.
    public var continuedTo: Continuation?
    /// `上接1版`: the story began on another page.
    public var continuedFrom: Continuation?
    /// The column or rubric (栏目) the story ran under, e.g. `特别报道`.
    public var rubric: String?
    /// The lines of the headline block.
    public var headlineLines: SourceLines?
    /// Every line the article was assembled from, first to last.
    public var lines: SourceLines

    public init(
        headline: String,
        kicker: String? = nil,
        subheadlines: [String] = [],
        bylines: [Byline] = [],
        dateline: String? = nil,
        body: [Paragraph] = [],
        captions: [Caption] = [],
        continuedTo: Continuation? = nil,
        continuedFrom: Continuation? = nil,
        rubric: String? = nil,
        headlineLines: SourceLines? = nil,
        lines: SourceLines
    ) {
        self.headline = headline
        self.kicker = kicker
        self.subheadlines = subheadlines
        self.bylines = bylines
        self.dateline = dateline
        self.body = body
        self.captions = captions
        self.continuedTo = continuedTo
        self.continuedFrom = continuedFrom
        self.rubric = rubric
        self.headlineLines = headlineLines
        self.lines = lines
    }

    /// The body as plain text, paragraphs separated by newlines.
    public var bodyText: String {
        body.map(\.text).joined(separator: "\n")
    }
}

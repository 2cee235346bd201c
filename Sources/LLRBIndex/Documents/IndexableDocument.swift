import LLRBEngine


/// One article ready for the index: its stored record and the text of each searchable field.
public struct IndexableDocument: Sendable {
    /// Stored as is, for `show`, snippets and hits.
    public var record: ArticleRecord
    /// Absent fields are empty in the article.
    public var fields: [SearchField: String]
    /// The first article of a page of a file that holds several (an issue file): its page is
    /// stored with it even when the page before printed the same page fields.
    public var opensPage: Bool

    public init(record: ArticleRecord, fields: [SearchField: String], opensPage: Bool = false) {
        self.record = record
        self.fields = fields
        self.opensPage = opensPage
    }
}

/// One article ready for the index: its stored record and the text of each searchable field.
public struct IndexableDocument: Sendable {
    /// Stored as is, for `show`, snippets and hits.
    public var record: ArticleRecord
    /// Absent fields are empty in the article.
    public var fields: [SearchField: String]

    public init(record: ArticleRecord, fields: [SearchField: String]) {
        self.record = record
        self.fields = fields
    }
}

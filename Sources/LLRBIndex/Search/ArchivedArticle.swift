import LLRBEngine


/// One live article as the archive's views (places, credits, concordance, timeline in
/// LLRBViews) read it while walking the index: each part is decoded from its stored record only
/// when asked, so a walk over a million articles that wants their credits decodes no text.
public struct ArchivedArticle {
    let segment: OpenSegment
    let document: UInt32

    /// The article's id (`llrb show ID`).
    public func id() throws(IndexError) -> String {
        try segment.reader.id(document)
    }

    /// The article's field texts and what its hit shows.
    public func texts() throws(IndexError) -> ArticleTexts {
        let (fields, summary) = try segment.reader.fieldsAndSummary(document)
        return ArticleTexts(fields: fields, headline: summary.headline, date: summary.date, issueNumber: summary.issueNumber)
    }

    /// The people its bylines and photo credits name, with its page's date; no text decoded.
    public func credits() throws(IndexError) -> StoredCredits {
        try segment.reader.credits(document)
    }

    /// Its row of the article table `name` (`ArticleTable`), nil when its segment keeps no
    /// such table (built before the table was registered, or by another version of it).
    public func row(of table: any ArticleTable) throws(IndexError) -> [UInt8]? {
        try segment.reader.verifyStoredTables()
        guard segment.reader.storedTables.contains(where: { $0.name == table.name && $0.version == table.version }) else { return nil }
        return try segment.reader.storedTableRow(document, table: table.name).map(Array.init)
    }

    /// Its page's date as the number YYYYMMDD, 0 when the page has none (read off the document
    /// table: no record decoded).
    public func day() throws(IndexError) -> UInt32 {
        try segment.reader.date(document)
    }
}

/// An article's texts as indexed, by field, with the headline, date and issue its hit shows.
public struct ArticleTexts: Sendable {
    let fields: [String]
    public let headline: String
    public let date: String?
    public let issueNumber: Int?

    init(fields: [String], headline: String, date: String?, issueNumber: Int?) {
        self.fields = fields
        self.headline = headline
        self.date = date
        self.issueNumber = issueNumber
    }

    /// Texts given field by field (the others empty), as a view's tests make them.
    public init(_ texts: [SearchField: String], date: String? = nil, issueNumber: Int? = nil) {
        var fields = [String](repeating: "", count: FieldSchema.articles.count)
        for (field, text) in texts { fields[Int(TermKey.code(field))] = text }
        self.init(fields: fields, headline: texts[.headline] ?? "", date: date, issueNumber: issueNumber)
    }

    /// The text indexed for `field` (empty when the article has none).
    public subscript(field: SearchField) -> String {
        fields[Int(TermKey.code(field))]
    }
}

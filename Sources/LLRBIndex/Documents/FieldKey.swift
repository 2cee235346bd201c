/// A coding key made from any string, for objects whose keys are chosen at run time: an
/// article's fields under the names `ArticleDescription` gives them.
public struct FieldKey: CodingKey {
    public var stringValue: String
    public var intValue: Int? { nil }

    public init(_ string: String) { stringValue = string }
    public init?(stringValue: String) { self.stringValue = stringValue }
    public init?(intValue: Int) { nil }

    /// The key of an article's field: its name.
    public init(_ field: ArticleField) { stringValue = field.name }
}

extension KeyedEncodingContainer<FieldKey> {
    /// What names an article in a listing (`kwic`, `people NAME`, `authors NAME`): its id,
    /// date and headline under their names in `ArticleDescription`; a nil date as `null`.
    public mutating func encodeArticle(id: String, date: String?, headline: String) throws {
        try encode(id, forKey: FieldKey(.id))
        try encodeIfPresent(date, forKey: FieldKey(.date))
        try encode(headline, forKey: FieldKey(.headline))
    }
}

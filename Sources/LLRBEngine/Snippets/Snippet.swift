/// A short excerpt of a document around its best matches, for a search hit.
public struct Snippet: Codable, Hashable, Sendable {
    /// The excerpt, one line, with `…` where it was cut.
    public var text: String
    /// The matched stretches, in Unicode scalar offsets of `text`.
    public var highlights: [SnippetHighlight]

    public init(text: String, highlights: [SnippetHighlight]) {
        self.text = text
        self.highlights = highlights
    }
}

/// A highlighted stretch of a snippet: `start..<end` in Unicode scalar offsets of its text,
/// with what it prints and, for a fuzzy match, the query's form it stands for.
public struct SnippetHighlight: Codable, Hashable, Sendable {
    public var start: Int
    public var end: Int
    /// The snippet's text from `start` to `end`: the phrase as the page prints it.
    public var text: String
    /// The edits between the query's phrase and `text` (0 for an exact match).
    public var distance: Int
    /// The query's phrase, for a fuzzy match; nil for an exact one.
    public var query: String?

    public init(start: Int, end: Int, text: String = "", distance: Int = 0, query: String? = nil) {
        self.start = start
        self.end = end
        self.text = text
        self.distance = distance
        self.query = query
    }
}

/// A match to highlight in a field's text: a UTF-8 byte range, and for a fuzzy match the
/// query's phrase and its edits.
public struct SnippetMatch: Hashable, Sendable {
    public var range: Range<Int>
    public var distance = 0
    public var query: String?

    public init(range: Range<Int>, distance: Int = 0, query: String? = nil) {
        self.range = range
        self.distance = distance
        self.query = query
    }
}

/// A short excerpt of an article around its best matches, for a search hit.
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

/// A highlighted stretch of a snippet: `start..<end` in Unicode scalar offsets of its text.
public struct SnippetHighlight: Codable, Hashable, Sendable {
    public var start: Int
    public var end: Int

    public init(start: Int, end: Int) {
        self.start = start
        self.end = end
    }
}

/// Cuts a readable excerpt around the best cluster of matches in an article's text.
public enum SnippetBuilder {
    /// - Parameters:
    ///   - matches: UTF-8 byte ranges of `text`, as `Analyzer.occurrences` returns them.
    ///   - width: the excerpt length to aim for, in characters.
    public static func snippet(of text: String, matches: [Range<Int>], width: Int) -> Snippet {
        Snippet(text: String(text.prefix(width)), highlights: [])
    }
}

/// What a space means, stated once for `search --help`, `analyze --help` and `analyze`'s
/// output. Page text and queries treat a space differently, and a reader who meets only one
/// half of the rule (18 articles for `经济 发展`, 5 for `经济发展`) takes the other for a bug.
enum SpaceRule {
    /// What ingest does with a space in page text: OCR sets spaces and line breaks inside words.
    static let pageText = "a space between two CJK characters is OCR noise and is removed"
    /// What search does with a space in a query.
    static let query = "a space separates words that must all occur"

    /// Both halves, with an example each, for the discussion of `--help`.
    static let help = """
        Spaces: in page text, \(pageText), as is a line break (复 工复产 is indexed as 复工复产); \
        in a query, \(query) (经济 发展 finds both words anywhere in an article, "经济 发展" in \
        quotes only the phrase 经济发展).
        """
}

/// How the parser's rule table labelled one line of a page (`PageParser.explain`): the kind it
/// ended with and every rule that set or changed it, in order. What `llrb parse --explain`
/// prints, so that a reader sees why a line became a headline, and a test that the rule it
/// expects decided.
public struct LineTrace: Codable, Hashable, Sendable {
    /// One rule's decision: the first sets the line's kind (`from` nil), the rest change it.
    public struct Step: Codable, Hashable, Sendable {
        /// The rule's id, as docs/PARSER.md lists it (`headline-shape`, `wrapped-headline`).
        public var rule: String
        public var from: String?
        public var to: String
    }

    /// The source lines (several when OCR wraps were joined into one).
    public var lines: SourceLines
    /// The line as the rules read it: its text with any markdown heading mark.
    public var text: String
    /// The kind the line ended with: one of `PageParser.lineKinds`.
    public var kind: String
    /// Why a line set aside as noise was.
    public var reason: String?
    public var steps: [Step]
    /// What an assembly rule placed the line as, when that is another kind than its label
    /// (`body` for a headline-looking line kept in a story's text; `section-header`, `noise`,
    /// `byline`); nil when no assembly rule decided the line.
    public var placedAs: String?
    /// The assembly rule that placed it so (`text-in-story`, `section-header-in-story`: a rule
    /// of scope `assembly` in `PageParser.rules`).
    public var placedBy: String?
}

/// A row of the parser's rule table, for docs and `--explain` (see `PageParser.rules`).
public struct ParserRule: Hashable, Sendable {
    /// `line`: decides from the line alone (the first that gives a kind sets it); `page`: a
    /// pass with the whole page in view, changing the kinds it reads into those it gives;
    /// `assembly`: a decision assembly takes while it groups labelled lines into stories.
    public var scope: String
    public var id: String
    public var reads: [String]
    public var gives: [String]
    public var example: String
    public var summary: String
}

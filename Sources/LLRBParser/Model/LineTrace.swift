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
    /// The kind the line ended with, after every rule that changed it: one of `PageParser.lineKinds`.
    public var kind: String
    /// Why a line set aside as noise was.
    public var reason: String?
    /// The rules that set and changed the kind, in order: the rule table's, then a story
    /// rule's (scope `story`: `text-in-story: headline → body`) where the stories around the
    /// line made it another kind than its label.
    public var steps: [Step]
}

/// A row of the parser's rule table, for docs and `--explain` (see `PageParser.rules`).
public struct ParserRule: Hashable, Sendable {
    /// `line`: decides from the line alone (the first that gives a kind sets it); `page`: a
    /// pass with the whole page in view, changing the kinds it reads into those it gives;
    /// `story`: a decision that reads the stories the labels have made so far too, taken as
    /// assembly reaches the line (`StoryRules`).
    public var scope: String
    public var id: String
    public var reads: [String]
    public var gives: [String]
    public var example: String
    public var summary: String
}

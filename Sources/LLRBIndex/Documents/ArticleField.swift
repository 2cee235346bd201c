import LLRBParser

/// One field of an article as the archive stores, searches and shows it: its name, which is
/// its key in every JSON llrb writes; where its value is; and what a search engine makes of it.
/// `ArticleDescription` lists them, and the stored coding, `show --json`, the JSON Lines
/// export, the Elasticsearch document and mapping, and the search fields are made from the
/// list, so that a field is declared once (as `Page.fields` does for a page).
public struct ArticleField: Sendable {
    public let name: String
    public let value: Value
    /// What a search engine makes of it (the Elasticsearch mapping's type); nil: an export for
    /// one leaves it out.
    public let searched: Searched?
    /// Whether the JSON of an article (`show ID --json`, a line of `export --format jsonl`) has it.
    public let isShown: Bool
    /// Its column's heading in a table or CSV (`issue` for `issueNumber`): its name unless
    /// a shorter one reads better above a column of numbers.
    public let column: String
    /// What names one of its values where each is named alone: a line of `parse`'s outline, a
    /// message, a column of one value a row (`show --issue`'s bylines, joined); its column's
    /// heading unless a value of a list reads better singular (`byline`, `caption`).
    public let label: String

    public init(_ name: String, _ value: Value, searched: Searched? = nil, isShown: Bool = true, column: String? = nil,
                label: String? = nil) {
        self.name = name
        self.value = value
        self.searched = searched
        self.isShown = isShown
        self.column = column ?? name
        self.label = label ?? column ?? name
    }

    /// Where a field's value is, by its kind. A kind not here yet is a new case, which every
    /// switch over the kinds must then handle.
    public enum Value: Sendable {
        // The article's own (`Article`'s properties), stored with it.
        case text(WritableKeyPath<Article, String> & Sendable)
        case optionalText(WritableKeyPath<Article, String?> & Sendable)
        case texts(WritableKeyPath<Article, [String]> & Sendable)
        case bylines(WritableKeyPath<Article, [Byline]> & Sendable)
        case paragraphs(WritableKeyPath<Article, [Paragraph]> & Sendable)
        case captions(WritableKeyPath<Article, [Caption]> & Sendable)
        case continuation(WritableKeyPath<Article, Continuation?> & Sendable)
        case optionalLines(WritableKeyPath<Article, SourceLines?> & Sendable)
        case lines(WritableKeyPath<Article, SourceLines> & Sendable)
        // Where the index keeps it (the id, the file, the ordinal).
        case recordText(KeyPath<ArticleRecord, String> & Sendable)
        case recordNumber(KeyPath<ArticleRecord, Int> & Sendable)
        // Its page's, at the article's top level: one fact under one key in every command.
        case pageText(KeyPath<Page, String?> & Sendable)
        case pageNumber(KeyPath<Page, Int?> & Sendable)
        // What a front works out from the archive, each in its own way.
        case derived(Derived)
    }

    /// The fields a front works out: what they mean is here, how they are found is the front's.
    public enum Derived: Sendable {
        /// The page's own fields (a JSON Lines line leaves out its furniture).
        case page
        /// The ids of the parts a story continued in or from, on other pages of its issue.
        case continuedToId, continuedFromId
        /// The readers' corrections that hold in the article.
        case corrections
        /// Every person credited, bylines and photo credits, one spelling per name.
        case authors
        /// The year of its date.
        case year
        /// Where it was printed on its page's scan (`ArticleRecord.region`).
        case region
    }

    /// What a search engine makes of a field.
    public enum Searched: Sendable {
        /// Words, found as llrb finds them (CJK bigrams).
        case words
        /// Words, and the whole text kept too, to sort or count by.
        case wordsAndWhole
        /// One term, matched whole: filtered and counted by.
        case term
        /// A whole number: filtered by ranges, counted.
        case number
        /// A day (`yyyy-MM-dd`): filtered by ranges, counted by year, month or day.
        case day
        /// People, each a name and a role, both terms.
        case credits
        /// Kept whole in the document for a client to read back, never searched (an article's
        /// region on its scan).
        case kept
    }
}

extension ArticleField.Value {
    /// Whether the value is the article's own (a property of `Article`), so stored with it and
    /// written by `parse --json` before any index holds it.
    public var isArticles: Bool {
        switch self {
        case .text, .optionalText, .texts, .bylines, .paragraphs, .captions, .continuation, .optionalLines, .lines: true
        case .recordText, .recordNumber, .pageText, .pageNumber, .derived: false
        }
    }
}

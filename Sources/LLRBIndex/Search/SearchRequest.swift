import LLRBEngine
import LLRBParser

/// A query with its filters and paging, as `llrb search` passes it on.
public struct SearchRequest: Hashable, Sendable {
    /// The query text, in QueryParser syntax: words, `"phrases"`, `OR`, `-exclusions`, `field:`.
    public var query: String
    /// Only articles whose page date is on or after this day.
    public var from: GregorianDate?
    /// Only articles whose page date is on or before this day.
    public var to: GregorianDate?
    /// Only articles from this issue (第N期): the pages that print its number and the pages of
    /// its date that print none (inner pages, see `DocumentFilter`).
    public var issueNumber: Int?
    public var limit = 10
    public var offset = 0
    /// Count the matching articles only: no scores, no snippets, faster.
    public var countOnly = false
    /// By relevance, or by page date.
    public var order = SearchOrder.relevance
    /// Roughly how many characters of context a snippet shows.
    public var snippetWidth = 80
    /// How many characters a Chinese phrase of three or more may differ by where an article
    /// prints it (OCR misreads, drops or adds a character), 0 to `maximumFuzziness`; 0 matches
    /// exactly. Exclusions, words and numbers always match exactly.
    public var fuzziness = 0
    /// Only the articles an archive view's filter keeps (those naming a place, for
    /// `search --place`).
    public var narrowing: ArticleFilter?

    /// The most `fuzziness` allowed.
    public static let maximumFuzziness = FuzzyPhrase.maximumEdits

    public init(query: String, from: GregorianDate? = nil, to: GregorianDate? = nil, issueNumber: Int? = nil,
                limit: Int = 10, offset: Int = 0, countOnly: Bool = false) {
        self.query = query
        self.from = from
        self.to = to
        self.issueNumber = issueNumber
        self.limit = limit
        self.offset = offset
        self.countOnly = countOnly
    }

    /// Whether a date or an issue narrows the search (read off the document tables).
    var isFiltered: Bool { from != nil || to != nil || issueNumber != nil }
}

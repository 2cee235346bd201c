/// A query that cannot be searched, and why: the facts a front needs to say what to type instead.
public enum QuerySyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Nothing but spaces.
    case empty
    /// No letter, digit or CJK character in any word.
    case nothingSearchable
    /// Every word is excluded (`-word`): nothing says what must match.
    case onlyExclusions
    /// `OR` without a word on one side (first, last, or twice in a row).
    case danglingOr
    /// The excluded `term` (typed `-term`) is one side of `OR`.
    case excludedAlternative(term: String)
    /// A field name (as typed, e.g. `headline` or `标题`) with nothing after its colon.
    case missingFieldValue(field: String)
    /// The query is `length` characters long, past the `limit`.
    case tooLong(length: Int, limit: Int)

    /// The facts in plain words, for logs and test failures.
    public var description: String {
        switch self {
        case .empty: "empty query"
        case .nothingSearchable: "no letters, digits or CJK characters"
        case .onlyExclusions: "only excluded words"
        case .danglingOr: "OR without a word on each side"
        case .excludedAlternative(let term): "the excluded -\(term) is a side of OR"
        case .missingFieldValue(let field): "nothing after \(field):"
        case .tooLong(let length, let limit): "\(length) characters, past \(limit)"
        }
    }
}

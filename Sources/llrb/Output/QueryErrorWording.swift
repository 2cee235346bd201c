import LLRBEngine
import LLRBIndex

/// Why a query cannot be searched, as one line for the terminal: what is wrong and what to
/// type instead.
enum QueryErrorWording {
    static func message(for error: QuerySyntaxError) -> String {
        switch error {
        case .empty:
            "the query is empty; type a word or a \"phrase\" to search for"
        case .nothingSearchable:
            "the query has no letters, digits or CJK characters to search for"
        case .onlyExclusions:
            "the query only excludes (-word); add a word that must match, e.g. 复工 -复产"
        case .danglingOr:
            "OR needs a word on each side, e.g. 复工 OR 复产"
        case .excludedAlternative:
            "an excluded term (-word) cannot be one side of OR; write a OR b -c"
        case .missingFieldValue(let field):
            "`\(field):` needs a word or \"phrase\" after it, e.g. \(field):复工复产"
        case .tooLong(let length, let limit):
            "the query is \(length) characters long; shorten it to at most \(limit)"
        }
    }
}

/// A query that cannot be searched, with a one-line message saying what to change.
public struct QuerySyntaxError: Error, Equatable, CustomStringConvertible, Sendable {
    /// Why the query was refused, for callers and tests that branch on it.
    public enum Reason: String, Sendable {
        case empty
        case nothingSearchable
        case onlyExclusions
        case danglingOr
        case excludedAlternative
        case missingFieldValue
        case tooLong
    }

    public var reason: Reason
    /// One line for the user: what is wrong and what to type instead.
    public var message: String

    public init(_ reason: Reason, _ message: String) {
        self.reason = reason
        self.message = message
    }

    public var description: String { message }
}

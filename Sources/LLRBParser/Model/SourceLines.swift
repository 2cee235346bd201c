/// The first and last 1-based line numbers in the source file that a value was read from,
/// so that every parsed value can be traced back to the page text.
public struct SourceLines: Codable, Hashable, Sendable {
    public var first: Int
    public var last: Int

    /// Its keys in every JSON llrb writes: named here alone.
    public enum CodingKeys: String, CodingKey { case first, last }

    public init(first: Int, last: Int) {
        self.first = first
        self.last = max(first, last)
    }

    public init(line: Int) {
        self.init(first: line, last: line)
    }

    /// The smallest range covering both.
    public func union(_ other: SourceLines) -> SourceLines {
        SourceLines(first: min(first, other.first), last: max(last, other.last))
    }

    public func contains(_ line: Int) -> Bool {
        (first...last).contains(line)
    }

    public func overlaps(_ other: SourceLines) -> Bool {
        first <= other.last && other.first <= last
    }

    /// How many lines the two share.
    public func overlap(with other: SourceLines) -> Int {
        max(0, min(last, other.last) - max(first, other.first) + 1)
    }
}

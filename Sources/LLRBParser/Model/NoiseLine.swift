/// A line kept out of every article: vertical text fallen apart, OCR garbage, a stray logo.
public struct NoiseLine: Codable, Hashable, Sendable {
    public var text: String
    /// Why the line was set aside, in words a reader understands.
    public var reason: String
    public var lines: SourceLines

    /// Its keys in every JSON llrb writes: named here alone.
    public enum CodingKeys: String, CodingKey { case lines, reason, text }

    public init(text: String, reason: String, lines: SourceLines) {
        self.text = text
        self.reason = reason
        self.lines = lines
    }
}

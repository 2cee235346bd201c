/// A line kept out of every article: vertical text fallen apart, OCR garbage, a stray logo.
public struct NoiseLine: Codable, Hashable, Sendable {
    public var text: String
    /// Why the line was set aside, in words a reader understands.
    public var reason: String
    public var lines: SourceLines

    public init(text: String, reason: String, lines: SourceLines) {
        self.text = text
        self.reason = reason
        self.lines = lines
    }
}

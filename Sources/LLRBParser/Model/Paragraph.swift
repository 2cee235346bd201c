/// A paragraph of an article body with OCR column wraps joined, or a section header (小标题).
public struct Paragraph: Codable, Hashable, Sendable {
    public enum Kind: String, Codable, Sendable {
        case text
        case sectionHeader
    }

    public var kind: Kind
    public var text: String
    public var lines: SourceLines

    /// Its keys in every JSON llrb writes: named here alone.
    public enum CodingKeys: String, CodingKey { case kind, lines, text }

    public init(kind: Kind = .text, text: String, lines: SourceLines) {
        self.kind = kind
        self.text = text
        self.lines = lines
    }
}

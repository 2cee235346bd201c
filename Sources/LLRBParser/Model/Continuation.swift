/// A jump marker (转版): `(下转4版)` continues the story on page 4, `（上接1版）` continues it from page 1.
public struct Continuation: Codable, Hashable, Sendable {
    /// The page the story continues on (下转) or from (上接).
    public var page: Int
    /// The marker as printed, e.g. `下转4版`.
    public var printed: String
    public var lines: SourceLines

    /// Its keys in every JSON llrb writes: named here alone.
    public enum CodingKeys: String, CodingKey { case lines, page, printed }

    public init(page: Int, printed: String, lines: SourceLines) {
        self.page = page
        self.printed = printed
        self.lines = lines
    }
}

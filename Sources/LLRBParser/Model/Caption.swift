/// A photo caption (图片说明) with the people credited for the picture.
public struct Caption: Codable, Hashable, Sendable {
    public var text: String
    /// `肖继旺 摄` is role `摄影`, name `肖继旺`; `本版图片由刘亮亮提供` is role `提供`.
    public var credits: [Byline]
    public var lines: SourceLines

    /// Its keys in every JSON llrb writes: named here alone.
    public enum CodingKeys: String, CodingKey { case credits, lines, text }

    public init(text: String, credits: [Byline], lines: SourceLines) {
        self.text = text
        self.credits = credits
        self.lines = lines
    }
}

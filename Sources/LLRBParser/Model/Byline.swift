/// One named contributor: `本报记者 王涛` is role `本报记者`, name `王涛`.
/// Several names under one role (`(彦平 裴芳)`) become several bylines with the same role.
public struct Byline: Codable, Hashable, Sendable {
    /// The role as printed (`记者`, `本报记者`, `通讯员`, `摄`), or `作者` for a bare `□ 郭晓星`.
    public var role: String
    public var name: String
    public var lines: SourceLines?

    /// Its keys in every JSON llrb writes (`show --json`, the exports): named here alone.
    public enum CodingKeys: String, CodingKey { case lines, name, role }

    /// The role of a name printed without one (`□ 郭晓星`, the names closing a story).
    public static let bareRole = "作者"
    /// The role of a photo credit, printed `肖继旺 摄`.
    public static let photographerRole = "摄影"
    /// The role of whoever supplied a page's photos, printed `本版图片由刘亮亮提供`.
    public static let supplierRole = "提供"

    public init(role: String, name: String, lines: SourceLines? = nil) {
        self.role = role
        self.name = name
        self.lines = lines
    }
}

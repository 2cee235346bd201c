/// The page footer (版面信息): who made the page and how to reach them.
public struct Footer: Codable, Hashable, Sendable {
    /// `要闻部主办` gives `要闻部`.
    public var department: String?
    public var layoutEditors: [String]
    public var editors: [String]
    public var proofreaders: [String]
    public var email: String?
    public var phone: String?
    /// A date printed in the footer (`2020年6月22日 星期一`), as YYYY-MM-DD.
    public var date: String?
    public var lines: SourceLines

    /// Its keys in every JSON llrb writes: named here alone.
    public enum CodingKeys: String, CodingKey { case date, department, editors, email, layoutEditors, lines, phone, proofreaders }

    public init(
        department: String? = nil,
        layoutEditors: [String] = [],
        editors: [String] = [],
        proofreaders: [String] = [],
        email: String? = nil,
        phone: String? = nil,
        date: String? = nil,
        lines: SourceLines
    ) {
        self.department = department
        self.layoutEditors = layoutEditors
        self.editors = editors
        self.proofreaders = proofreaders
        self.email = email
        self.phone = phone
        self.date = date
        self.lines = lines
    }
}

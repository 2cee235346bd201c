/// One office and everyone the archive names in it, in the order first named (`llrb offices`).
public struct OfficeHistory: Codable, Hashable, Sendable {
    /// As written: 吕梁市委书记, 临县县长.
    public var office: String
    public var place: String
    public var title: String
    public var holders: [OfficeHolder]
}

/// A person named with an office, the first and last page dates the archive names them so and
/// the articles that do: a term as the paper shows it, with its gaps and overlaps, not smoothed.
public struct OfficeHolder: Codable, Hashable, Sendable {
    public var name: String
    /// YYYY-MM-DD; nil when only undated pages name them so.
    public var first: String?
    public var last: String?
    public var articles: Int
    /// The ids of the articles naming them first and last (`llrb show ID`, `llrb cite ID`).
    public var firstArticle: String
    public var lastArticle: String
    /// For an office one person holds at a time, the holders named before (the last few, and
    /// the one named last) still named on or after this holder's first date: an overlap the
    /// paper shows.
    public var overlaps: [String]
    /// For an office one person holds at a time, the days between the previous holder's last
    /// date and this holder's first, when the paper names no one in between.
    public var gapDays: Int?
}

/// A person the archive names with a title, or in a list of those present, with each office.
public struct NamedPerson: Codable, Hashable, Sendable {
    public var name: String
    /// The articles naming them, with or without a title.
    public var articles: Int
    public var first: String?
    public var last: String?
    public var offices: [HeldOffice]
    /// The articles naming them in a list of those present, with no title.
    public var untitled: Int
}

/// An office as one person is named in it.
public struct HeldOffice: Codable, Hashable, Sendable {
    public var office: String
    public var place: String
    public var title: String
    public var articles: Int
    public var first: String?
    public var last: String?
}

/// One article naming a person, with the offices it names them in (none: present, untitled).
public struct PersonMention: Codable, Hashable, Sendable {
    public var id: String
    public var date: String?
    public var headline: String
    public var offices: [String]
}

import LLRBIndex

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
    /// With `gapDays`: the previous holder's last date (YYYY-MM-DD), where the gap starts.
    public var gapSince: String?
    /// With `gapDays`: how many issues (days with pages) the archive has inside the gap. 0: the
    /// archive has no pages there, so the gap says nothing of the office; else those issues
    /// name no holder.
    public var gapIssues: Int?
    /// The first and last dates they are named acting in it (代市长 for 市长); nil when never.
    public var actingFirst: String?
    public var actingLast: String?
}

extension OfficeHolder {
    /// What a gap before this holder is, in words: no pages, or issues that name no one.
    public enum Gap: Equatable, Sendable {
        /// The archive has no pages between the two dates.
        case noPages(since: String, until: String)
        /// It has `issues` issues between them, and none names a holder.
        case noMention(since: String, until: String, issues: Int)
    }

    /// The gap before this holder, if the paper shows one.
    public var gap: Gap? {
        guard let days = gapDays, days > 0, let since = gapSince, let until = first, let issues = gapIssues else { return nil }
        return issues == 0 ? .noPages(since: since, until: until) : .noMention(since: since, until: until, issues: issues)
    }
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
    /// The first and last dates they are named acting in it (代市长 for 市长); nil when never.
    public var actingFirst: String?
    public var actingLast: String?
}

/// One article naming a person, with the offices it names them in (none: present, untitled).
public struct PersonMention: Encodable, Hashable, Sendable {
    public var id: String
    public var date: String?
    public var headline: String
    public var offices: [String]

    /// The article's fields under their names in `ArticleDescription`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FieldKey.self)
        try container.encodeArticle(id: id, date: date, headline: headline)
        try container.encode(offices, forKey: FieldKey("offices"))
    }
}

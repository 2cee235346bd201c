import LLRBEngine
import LLRBIndex
import LLRBParser

extension ArchiveIndex {
    /// Every office named in the archive, with its holders by first date; `title` (a title
    /// such as 市长, or an office as written such as 临县县长) and `place` (吕梁, 汾阳, 临县) narrow
    /// them. Read off the office table (`OfficeTable`); `unread` counts the articles whose
    /// segments were built without it.
    public func offices(title: String? = nil, place: String? = nil) throws(IndexError) -> (offices: [OfficeHistory], unread: Int) {
        var tallies: [Office: [String: Tally]] = [:]
        // The days the archive has pages of, for what a gap between two holders is.
        var issueDays = Set<UInt32>()
        let unread = try eachMention(everyDay: { issueDays.insert($0) }) { mentions, article, day throws(IndexError) in
            for (held, acting) in Self.held(mentions) {
                tallies[held.office, default: [:]][held.name, default: Tally()].add(day: day, article: article, acting: acting)
            }
        }
        let issues = issueDays.subtracting([0]).sorted()
        // An acting title asked for is the office it holds.
        let title = title.map { Office(place: "", title: $0).actingHolds?.title ?? $0 }
        let wanted = tallies.keys.filter { office in
            (place.map { Office.place(office.place, isNamed: $0) } ?? true) && (title.map { title in
                let acting = Office(place: office.place, title: "代" + office.title)
                return office.title == title || office.written == title || (acting.actingHolds != nil && acting.written == title)
            } ?? true)
        }
        var histories: [OfficeHistory] = []
        for office in wanted.sorted(by: OfficeTitles.reportOrder) {
            // By first date; named first on one day, by name.
            let tallied = PinyinOrder.sorted(tallies[office] ?? [:], byName: \.key)
                .enumerated().sorted { a, b in (a.element.value.firstDay ?? .max, a.offset) < (b.element.value.firstDay ?? .max, b.offset) }
                .map(\.element)
            var holders: [OfficeHolder] = []
            // Of the holders before: the last few with their last days, and the one named last.
            var recent: [(name: String, last: UInt32)] = []
            var latest: (name: String, day: UInt32)?
            for (name, tally) in tallied {
                var holder = OfficeHolder(name: name, first: tally.firstDay.flatMap(Self.iso), last: tally.lastDay.flatMap(Self.iso),
                                          articles: tally.articles, firstArticle: try tally.firstArticle?.id() ?? "",
                                          lastArticle: try tally.lastArticle?.id() ?? "", overlaps: [], gapDays: nil, gapSince: nil, gapIssues: nil,
                                          actingFirst: tally.actingFirstDay.flatMap(Self.iso), actingLast: tally.actingLastDay.flatMap(Self.iso))
                if office.isSingleSeat, let first = tally.firstDay, let last = tally.lastDay {
                    // Named on or after this one's first day: an overlap (the same day too).
                    var overlaps = recent.filter { $0.last >= first }.map(\.name)
                    if let latest, latest.day >= first, !overlaps.contains(latest.name) { overlaps.insert(latest.name, at: 0) }
                    holder.overlaps = overlaps
                    if let latest, latest.day < first, let from = GregorianDate(ordinal: latest.day), let to = GregorianDate(ordinal: first) {
                        holder.gapDays = to.days(since: from) - 1
                        holder.gapSince = from.iso8601
                        holder.gapIssues = Self.count(in: issues, after: latest.day, before: first)
                    }
                    recent.append((name, last))
                    if recent.count > Self.overlapsLookedFor { recent.removeFirst() }
                    if last >= latest?.day ?? 0 { latest = (name, last) }
                }
                holders.append(holder)
            }
            histories.append(OfficeHistory(office: office.written, place: office.place, title: office.title, holders: holders))
        }
        return (histories, unread)
    }

    /// Everyone named with a title or in a list of those present, in pinyin order
    /// (`ListingOrder` orders them otherwise), with their offices.
    public func people() throws(IndexError) -> (people: [NamedPerson], unread: Int) {
        var people: [String: (all: Tally, offices: [Office: Tally], untitled: Int)] = [:]
        let unread = try eachMention { mentions, _, day throws(IndexError) in
            var seen = Set<String>()
            for mention in mentions {
                if seen.insert(mention.name).inserted { people[mention.name, default: (Tally(), [:], 0)].all.add(day: day, article: nil) }
                if mention.office == nil { people[mention.name]?.untitled += 1 }
            }
            for (held, acting) in Self.held(mentions) {
                people[held.name]?.offices[held.office, default: Tally()].add(day: day, article: nil, acting: acting)
            }
        }
        let named = people.map { name, tallies in
            NamedPerson(name: name, articles: tallies.all.articles, first: tallies.all.firstDay.flatMap(Self.iso),
                        last: tallies.all.lastDay.flatMap(Self.iso),
                        offices: tallies.offices.sorted { a, b in (a.value.firstDay ?? .max, a.key) < (b.value.firstDay ?? .max, b.key) }.map { office, tally in
                            HeldOffice(office: office.written, place: office.place, title: office.title, articles: tally.articles,
                                       first: tally.firstDay.flatMap(Self.iso), last: tally.lastDay.flatMap(Self.iso),
                                       actingFirst: tally.actingFirstDay.flatMap(Self.iso), actingLast: tally.actingLastDay.flatMap(Self.iso))
                        }, untitled: tallies.untitled)
        }
        return (PinyinOrder.sorted(named, byName: \.name), unread)
    }

    /// The articles naming `name` (spaces ignored), by date, undated last, with the offices
    /// each names them in.
    public func mentions(of name: String) throws(IndexError) -> (articles: [PersonMention], unread: Int) {
        let wanted = String(name.unicodeScalars.filter { !$0.properties.isWhitespace })
        var found: [(day: UInt32, mention: PersonMention)] = []
        let unread = try eachMention { mentions, article, day throws(IndexError) in
            let own = mentions.filter { $0.name == wanted }
            guard !own.isEmpty else { return }
            let offices = own.compactMap { $0.office?.written }
            found.append((day, PersonMention(id: try article.id(), date: Self.iso(day),
                                             headline: try article.texts().headline, offices: offices)))
        }
        let ordered = found.sorted { a, b in (a.day == 0 ? .max : a.day, a.mention.id) < (b.day == 0 ? .max : b.day, b.mention.id) }
        return (ordered.map(\.mention), unread)
    }

    /// Every live article naming someone, with its pairs and its page's date (0: undated); the
    /// articles of segments without the office table counted instead.
    /// The (name, office held) pairs of one article's mentions, each once, and whether the article
    /// names the person acting in it: 代市长 and 市长 of one person in one article are one article
    /// of 市长.
    private static func held(_ mentions: [OfficeMention]) -> [(held: (name: String, office: Office), acting: Bool)] {
        var pairs: [(held: (name: String, office: Office), acting: Bool)] = []
        // By name and office held, so that a page naming thousands stays linear.
        var index: [OfficeMention: Int] = [:]
        for mention in mentions {
            guard let printed = mention.office else { continue }
            let held = printed.actingHolds
            let office = held ?? printed
            let key = OfficeMention(name: mention.name, office: office)
            if let found = index[key] {
                pairs[found].acting = pairs[found].acting || held != nil
            } else {
                index[key] = pairs.count
                pairs.append(((mention.name, office), held != nil))
            }
        }
        return pairs
    }

    /// How many of the ascending `days` fall strictly between `after` and `before`.
    private static func count(in days: [UInt32], after: UInt32, before: UInt32) -> Int {
        max(0, SortedSets.firstIndex(notBelow: before, in: days) { $0 } - SortedSets.firstIndex(notBelow: after + 1, in: days) { $0 })
    }

    /// `everyDay`: given the day of every article the table read, those that name no one too.
    private func eachMention(everyDay: ((UInt32) -> Void)? = nil,
                             _ body: ([OfficeMention], ArchivedArticle, UInt32) throws(IndexError) -> Void) throws(IndexError) -> Int {
        let table = OfficeTable()
        var unread = 0
        try forEachArticle { article throws(IndexError) in
            guard let row = try article.row(of: table) else {
                unread += 1
                return
            }
            // An article the table did not read says nothing of who was named that day.
            let day = try article.day()
            everyDay?(day)
            guard !row.isEmpty else { return }
            try body(OfficeTable.decode(row), article, day)
        }
        return unread
    }

    /// How many of the holders named just before one are looked at for an overlap (and the one
    /// named last, always): a handful hold an office in a paper's years, and a hostile page
    /// naming thousands must not make each a search of all.
    static let overlapsLookedFor = 8

    /// YYYY-MM-DD of a document table's day; nil for 0 (undated).
    static func iso(_ day: UInt32) -> String? {
        GregorianDate(ordinal: day)?.iso8601
    }
}

/// What the walks add up for one person (in one office): articles, first and last day, and the
/// articles of those days.
private struct Tally {
    private(set) var articles = 0
    private(set) var firstDay: UInt32?
    private(set) var lastDay: UInt32?
    private(set) var firstArticle: ArchivedArticle?
    private(set) var lastArticle: ArchivedArticle?
    /// The days named acting in the office (代市长 for 市长).
    private(set) var actingFirstDay: UInt32?
    private(set) var actingLastDay: UInt32?

    mutating func add(day: UInt32, article: ArchivedArticle?, acting: Bool = false) {
        if acting, day > 0 {
            actingFirstDay = min(actingFirstDay ?? .max, day)
            actingLastDay = max(actingLastDay ?? 0, day)
        }
        articles += 1
        if firstArticle == nil { firstArticle = article }
        if lastArticle == nil { lastArticle = article }
        guard day > 0 else { return }
        if day < firstDay ?? .max {
            firstDay = day
            firstArticle = article ?? firstArticle
        }
        if day >= lastDay ?? 0 {
            lastDay = day
            lastArticle = article ?? lastArticle
        }
    }
}

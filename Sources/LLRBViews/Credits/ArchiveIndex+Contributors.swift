import LLRBEngine
import LLRBIndex

extension ArchiveIndex {
    /// Everyone credited in a byline or a photo credit of an article, with roles, article
    /// counts and first and last dates, in pinyin order (`ListingOrder` orders them otherwise).
    public func contributors() throws(IndexError) -> [Contributor] {
        var people: [String: ContributorTally] = [:]
        try eachCredited { credits, _ throws(IndexError) in
            for person in credits.people { people[person.name, default: ContributorTally()].add(person.roles, date: credits.date) }
        }
        let credited = people.map { name, tally in
            Contributor(name: name, roles: tally.roles.sorted { ($1.count, $0.role) < ($0.count, $1.role) }.map(\.role),
                        articles: tally.articles, first: tally.first, last: tally.last)
        }
        return PinyinOrder.sorted(credited, byName: \.name)
    }

    /// The articles crediting `name` (spaces ignored), by date, undated last: one per article
    /// and role. Only those articles' ids and headlines are read.
    public func contributions(of name: String) throws(IndexError) -> [Contribution] {
        let wanted = ContributorRole.normalizedName(name)
        var found: [Contribution] = []
        try eachCredited { credits, article throws(IndexError) in
            guard let person = credits.people.first(where: { $0.name == wanted }) else { return }
            let id = try article.id(), headline = try article.texts().headline
            for role in person.roles {
                found.append(Contribution(name: wanted, role: role, id: id, date: credits.date,
                                          issueNumber: credits.issueNumber, headline: headline))
            }
        }
        return found.sorted { a, b in
            switch (a.date, b.date) {
            case let (x?, y?) where x != y: return x < y
            case (nil, _?): return false
            case (_?, nil): return true
            default: return (a.id, a.role) < (b.id, b.role)
            }
        }
    }

    /// Every live article that credits someone, with its segment and document: only the
    /// credits and the date are read from its record (`StoredCredits`).
    private func eachCredited(_ body: (ArticleCredits, ArchivedArticle) throws(IndexError) -> Void) throws(IndexError) {
        var roles = RoleSpellings()
        try forEachArticle { article throws(IndexError) in
            let credits = ArticleCredits(try article.credits(), roles: &roles)
            if !credits.people.isEmpty { try body(credits, article) }
        }
    }
}

/// The people an article credits, each named once with the roles they hold in it, all
/// normalized; in the order first credited (an article credits a handful, so a list beats a
/// dictionary made for every article).
private struct ArticleCredits {
    let date: String?
    let issueNumber: Int?
    private(set) var people: [(name: String, roles: [String])] = []

    init(_ stored: StoredCredits, roles: inout RoleSpellings) {
        date = stored.date
        issueNumber = stored.issueNumber
        for credit in stored.credits {
            let name = ContributorRole.normalizedName(credit.name)
            guard !name.isEmpty else { continue }
            let role = roles.normalized(credit.role)
            if let index = people.firstIndex(where: { $0.name == name }) {
                if !people[index].roles.contains(role) { people[index].roles.append(role) }
            } else {
                people.append((name, [role]))
            }
        }
    }
}

/// `ContributorRole.normalized`, remembered: an archive prints a few dozen roles in a million
/// credits, and normalizing each credit's role anew took a tenth of `llrb authors`.
private struct RoleSpellings {
    private var known: [String: String] = [:]

    mutating func normalized(_ printed: String) -> String {
        if let role = known[printed] { return role }
        let role = ContributorRole.normalized(printed)
        known[printed] = role
        return role
    }
}

/// What `contributors()` adds up for one person; changed in place in its dictionary.
private struct ContributorTally {
    private(set) var roles: [(role: String, count: Int)] = []
    private(set) var articles = 0
    private(set) var first: String?
    private(set) var last: String?

    mutating func add(_ articleRoles: [String], date: String?) {
        for role in articleRoles {
            if let index = roles.firstIndex(where: { $0.role == role }) { roles[index].count += 1 } else { roles.append((role, 1)) }
        }
        articles += 1
        if let date {
            first = min(first ?? date, date)
            last = max(last ?? date, date)
        }
    }
}

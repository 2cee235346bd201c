extension ArchiveIndex {
    /// Everyone credited in a byline or a photo credit of an article, with roles, article
    /// counts and first and last dates, the most credited first (ties by name).
    public func contributors() throws(IndexError) -> [Contributor] {
        var people: [String: (roles: [String: Int], articles: Int, first: String?, last: String?)] = [:]
        try eachContribution { credits in
            for (name, roles) in credits {
                var person = people[name] ?? ([:], 0, nil, nil)
                for role in roles { person.roles[role, default: 0] += 1 }
                person.articles += 1
                if let date = credits.date {
                    person.first = min(person.first ?? date, date)
                    person.last = max(person.last ?? date, date)
                }
                people[name] = person
            }
        }
        return people.map { name, person in
            Contributor(name: name, roles: person.roles.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map(\.key),
                        articles: person.articles, first: person.first, last: person.last)
        }.sorted { ($1.articles, $0.name) < ($0.articles, $1.name) }
    }

    /// The articles crediting `name` (spaces ignored), by date, undated last: one per article
    /// and role.
    public func contributions(of name: String) throws(IndexError) -> [Contribution] {
        let wanted = ContributorRole.normalizedName(name)
        var found: [Contribution] = []
        try eachContribution { credits in
            for role in credits.people[wanted] ?? [] {
                found.append(Contribution(name: wanted, role: role, id: credits.id, date: credits.date,
                                          issueNumber: credits.issueNumber, headline: credits.headline))
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

    /// Every live article's credits: each person named once with the roles they hold in it.
    private func eachContribution(_ body: (ArticleCredits) -> Void) throws(IndexError) {
        try forEachRecord { record in
            let credits = ArticleCredits(record)
            if !credits.people.isEmpty { body(credits) }
        }
    }
}

/// The people an article credits, by normalized name, with their normalized roles in it.
private struct ArticleCredits {
    let id: String
    let date: String?
    let issueNumber: Int?
    let headline: String
    private(set) var people: [String: [String]] = [:]

    init(_ record: ArticleRecord) {
        id = record.id
        date = record.page.date
        issueNumber = record.page.issueNumber
        headline = record.article.headline
        for byline in record.article.bylines + record.article.captions.flatMap(\.credits) {
            let name = ContributorRole.normalizedName(byline.name)
            guard !name.isEmpty else { continue }
            let role = ContributorRole.normalized(byline.role)
            if !(people[name]?.contains(role) ?? false) { people[name, default: []].append(role) }
        }
    }

    func makeIterator() -> Dictionary<String, [String]>.Iterator { people.makeIterator() }
}

extension ArticleCredits: Sequence {}

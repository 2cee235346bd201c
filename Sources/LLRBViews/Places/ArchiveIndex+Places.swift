import LLRBEngine
import LLRBIndex

/// How many of a query's articles name a place, and how strongly (`PlaceMentions`).
public struct PlaceCount: Codable, Hashable, Sendable {
    /// The full name: 孝义市.
    public var place: String
    /// The matching articles that name it anywhere.
    public var articles: Int
    /// Of those, the ones naming it in the headline, and in the lead (not the headline).
    public var inHeadline: Int
    public var inLead: Int
    /// The articles weighted: 3 for a headline, 2 for a lead, 1 for elsewhere.
    public var weight: Int
}

extension ArchiveIndex {
    /// Each of the 13 places named by the articles matching `request`, by weight (then by
    /// articles, then in the city's order), places no article names left out; and how many
    /// articles matched.
    public func places(_ request: SearchRequest) throws(IndexError) -> (articles: Int, places: [PlaceCount]) {
        var counting = request
        counting.countOnly = false
        let mentions = PlaceMentions()
        var counts = Place.all.map { PlaceCount(place: $0.name, articles: 0, inHeadline: 0, inLead: 0, weight: 0) }
        var articles = 0
        try forEachMatch(of: counting) { article throws(IndexError) in
            articles += 1
            let texts = try article.texts()
            for (index, place) in Place.all.enumerated() {
                let weight = mentions.weight(of: place, in: texts)
                guard weight > 0 else { continue }
                counts[index].articles += 1
                counts[index].weight += weight
                if weight == PlaceMentions.headlineWeight { counts[index].inHeadline += 1 }
                if weight == PlaceMentions.leadWeight { counts[index].inLead += 1 }
            }
        }
        let order = Dictionary(uniqueKeysWithValues: Place.all.enumerated().map { ($1.name, $0) })
        let named = counts.filter { $0.articles > 0 }.sorted {
            ($1.weight, $1.articles, order[$0.place] ?? 0) < ($0.weight, $0.articles, order[$1.place] ?? 0)
        }
        return (articles, named)
    }
}

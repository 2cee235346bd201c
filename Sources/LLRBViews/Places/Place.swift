import LLRBIndex
import LLRBParser

/// A county-level division of 吕梁 (`LuliangPlace`) and the forms a page names it by: its full
/// name, and its short form where that names nothing else (孝义 for 孝义市). Never a bare 兴 or
/// 临 (兴县, 临县), nor 交口 (交口称赞) or 岚: those match everyday words.
public struct Place: Hashable, Sendable {
    /// The full name: 孝义市.
    public let name: String
    /// The full name first, then the short forms.
    public let forms: [String]

    /// The characters that, printed just before a form, make it part of another word: 振兴县域
    /// holds 兴县, 莅临县里 holds 临县; 县域 after a name is "the county's", not the county.
    let wordsBefore: Set<Character>
    let wordsAfter: Set<Character>

    /// The division as the facet matches it (`LuliangPlace` says why these forms and guards).
    init(_ place: LuliangPlace) {
        name = place.name
        forms = [place.name] + (place.shortNameIsUnambiguous ? [place.shortName] : [])
        wordsBefore = Set(place.notAfter)
        wordsAfter = Set(place.notBefore)
    }

    /// The 13 divisions, in the order the city lists them.
    public static let all = LuliangPlace.divisions.map(Place.init)

    /// The place named `text`, by its full name or a short form (孝义 is 孝义市).
    public static func named(_ text: String) -> Place? {
        let name = text.filter { !$0.isWhitespace }
        return all.first { $0.forms.contains(name) }
    }

    /// The search filter that keeps the articles naming the place (`search --place`): any of
    /// its forms narrows the candidates through the index, `PlaceMentions` decides.
    public var filter: ArticleFilter {
        let place = self
        return ArticleFilter(name: "place:" + name, candidates: .or(forms.map { .phrase(text: $0, field: nil) })) { texts in
            PlaceMentions().weight(of: place, in: texts) > 0
        }
    }
}

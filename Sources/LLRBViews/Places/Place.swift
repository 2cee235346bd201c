import LLRBIndex

/// A county-level division of 吕梁 and the forms a page names it by: its full name, and its
/// short form where that names nothing else (孝义 for 孝义市). Never a bare 兴 or 临 (兴县,
/// 临县), nor 交口 (交口称赞) or 岚: those match everyday words.
public struct Place: Hashable, Sendable {
    /// The full name: 孝义市.
    public let name: String
    /// The full name first, then the short forms.
    public let forms: [String]

    /// The characters that, printed just before a form, make it part of another word: 振兴县域
    /// holds 兴县, 莅临县里 holds 临县; 县域 after a name is "the county's", not the county.
    let wordsBefore: Set<Character>
    let wordsAfter: Set<Character>

    init(_ name: String, short: [String] = [], notAfter: String = "", notBefore: String = "") {
        self.name = name
        forms = [name] + short
        wordsBefore = Set(notAfter)
        wordsAfter = Set(notBefore)
    }

    /// The 13 divisions, in the order the city lists them.
    public static let all: [Place] = [
        Place("离石区", short: ["离石"]),
        Place("孝义市", short: ["孝义"]),
        Place("汾阳市", short: ["汾阳"]),
        Place("文水县", short: ["文水"]),
        Place("交城县", short: ["交城"]),
        Place("兴县", notAfter: "振复新勃中绍高大宜长即助兴隆复昌旺", notBefore: "域级"),
        Place("临县", notAfter: "莅亲光来降面濒驾君登", notBefore: "域级"),
        Place("柳林县", short: ["柳林"]),
        Place("石楼县", short: ["石楼"]),
        Place("岚县"),
        Place("方山县", short: ["方山"]),
        Place("中阳县", short: ["中阳"]),
        Place("交口县"),
    ]

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

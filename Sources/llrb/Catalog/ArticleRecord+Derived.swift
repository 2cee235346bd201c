import LLRBIndex
import LLRBViews

extension ArticleRecord {
    /// Every person credited, bylines and photo credits, one spelling per name
    /// (`ArticleField.Derived.authors`).
    var creditedNames: [String] {
        var names: [String] = []
        for credit in article.bylines + article.captions.flatMap(\.credits) {
            let name = ContributorRole.normalizedName(credit.name)
            if !name.isEmpty, !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// The year of its date (`ArticleField.Derived.year`).
    var year: Int? {
        page.date.flatMap { Int($0.prefix(4)) }
    }
}

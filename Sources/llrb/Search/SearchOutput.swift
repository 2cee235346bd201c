import LLRBIndex

/// `search --json` and the web API's search; the keys are part of llrb's script interface.
struct SearchOutput: Encodable {
    /// The query searched: as given, or its Simplified rewrite when that was searched instead.
    var query: String
    var total: Int
    var hits: [SearchHit]

    /// Characters of snippet for output `columns` wide: the hit's indent taken off.
    static func snippetWidth(forColumns columns: Int) -> Int {
        max(40, columns - 6)
    }
}

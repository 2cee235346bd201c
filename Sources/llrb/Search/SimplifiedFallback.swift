import LLRBIndex

/// The Lüliang Daily prints Simplified characters: a query typed in Traditional ones (發展, or
/// pasted from a Taiwan or Hong Kong source) finds nothing. When a query matches nothing, the
/// characters it has that the archive never prints are replaced by their Simplified forms
/// (`TraditionalCharacters`) and the query is searched again, and the user is told. Characters
/// the archive does print stay as typed: 乾 is Traditional for 干 but also the Simplified 乾 of 乾隆.
enum SimplifiedFallback {
    struct Rewrite {
        /// The query with its absent Traditional characters made Simplified.
        var query: String
        /// The characters replaced.
        var replaced: [Character]

        var notice: String {
            "no article holds \(replaced.map(String.init).joined(separator: " ")); searched the Simplified form instead: \(query)"
        }
    }

    /// `search(request)`, and when that finds nothing (`found` says) and the query has
    /// Traditional characters the archive lacks, the search of its Simplified form, with a
    /// notice on stderr; `request` is left holding the query searched last.
    static func search<Results>(_ request: inout SearchRequest, in index: ArchiveIndex, context: CommandContext,
                                found: (Results) -> Bool, _ search: (SearchRequest) throws -> Results) throws -> Results {
        let results = try search(request)
        guard !found(results), let rewrite = try rewrite(request.query, in: index) else { return results }
        context.warn(rewrite.notice)
        request.query = rewrite.query
        return try search(request)
    }

    /// `query` with the Traditional characters the archive lacks made Simplified; nil when there are none.
    static func rewrite(_ query: String, in index: ArchiveIndex) throws -> Rewrite? {
        let absent = Set(try index.absentCharacters(in: query).compactMap(\.first))
        guard !absent.isEmpty else { return nil }
        var rewritten = "", replaced: [Character] = []
        for character in query {
            if absent.contains(character), let simple = simplified(character) {
                rewritten.append(simple)
                if !replaced.contains(character) { replaced.append(character) }
            } else {
                rewritten.append(character)
            }
        }
        return replaced.isEmpty ? nil : Rewrite(query: rewritten, replaced: replaced)
    }

    /// The Simplified form of a Traditional character: its place among the table's scalars,
    /// found by a scan (a few dozen microseconds; building a dictionary of the 3074 pairs first
    /// would cost a whole-process search ~2 ms).
    private static func simplified(_ character: Character) -> Character? {
        let scalars = character.unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first else { return nil }
        let traditional = TraditionalCharacters.traditional.unicodeScalars
        guard let place = traditional.firstIndex(of: scalar) else { return nil }
        let offset = traditional.distance(from: traditional.startIndex, to: place)
        return TraditionalCharacters.simplified.unicodeScalars.dropFirst(offset).first.map { Character($0) }
    }
}

import LLRBEngine


/// A query with the Traditional characters that the archive never prints made Simplified.
public struct SimplifiedRewrite: Hashable, Sendable {
    /// The rewritten query.
    public var query: String
    /// The characters replaced, as typed, once each in order.
    public var replaced: [String]
}

extension ArchiveIndex {
    /// `query` with each character that no article holds, and that is Traditional for a
    /// Simplified one, replaced (`復工復產` → `复工复产`); nil when there is none. The Lüliang
    /// Daily prints Simplified characters, so a query typed or pasted in Traditional ones finds
    /// nothing. Characters the archive does print stay as typed: 乾 is Traditional for 干 but
    /// also the Simplified 乾 of 乾隆. A character is looked up as the index folds it, so a
    /// Kangxi radical or compatibility ideograph (`⾺`) is found as the character it stands for.
    public func simplifiedRewrite(of query: String) throws(IndexError) -> SimplifiedRewrite? {
        let absent = Set(try absentCharacters(in: query))
        guard !absent.isEmpty else { return nil }
        var rewritten = "", replaced: [String] = []
        for character in query {
            let folded = analyzer.tokens(in: String(character)).first.map(\.text) ?? String(character)
            guard absent.contains(folded), let simplified = Self.simplified(folded) else {
                rewritten.append(character)
                continue
            }
            rewritten += simplified
            if !replaced.contains(String(character)) { replaced.append(String(character)) }
        }
        return replaced.isEmpty ? nil : SimplifiedRewrite(query: rewritten, replaced: replaced)
    }

    /// The Simplified form of one Traditional character: its place among the table's scalars,
    /// found by a scan (a few dozen microseconds; building a dictionary of the 3074 pairs first
    /// would cost a whole-process search ~2 ms).
    static func simplified(_ character: String) -> String? {
        let scalars = character.unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first else { return nil }
        let traditional = TraditionalCharacters.traditional.unicodeScalars
        guard let place = traditional.firstIndex(of: scalar) else { return nil }
        let offset = traditional.distance(from: traditional.startIndex, to: place)
        return TraditionalCharacters.simplified.unicodeScalars.dropFirst(offset).first.map { String($0) }
    }
}

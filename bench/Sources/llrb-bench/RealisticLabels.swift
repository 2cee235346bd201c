import LLRBParser

/// The label each line the learned labeller reads should get, from the author's marks: what it
/// trains on, and what decoding the truth's own labels is checked with.
extension RealisticPage {
    /// One label per entry of `readingLines` (`PageParser.readingLines`): the mark of the first
    /// printed line a reading line holds (a column wrap joined into it is the same printed line),
    /// opening its story when it holds the story's first line.
    func labels(readingLines: [SourceLines]) -> [LineLabel] {
        let marks = Dictionary(lines.map { ($0.line, $0) }) { first, _ in first }
        let firsts = Set(stories.map(\.first))
        return readingLines.map { range in
            guard let marked = (range.first...range.last).lazy.compactMap({ marks[$0] }).first else {
                return LineLabel(.text, .outside)
            }
            let role = Self.roles[marked.mark] ?? .text
            guard marked.story != nil else { return LineLabel(role, .outside) }
            let opens = (range.first...range.last).contains { firsts.contains($0) }
            return LineLabel(role, opens ? .opens : .inside)
        }
    }

    private static let roles: [String: LineLabel.Role] = [
        "H": .headline, "K": .kicker, "S": .subtitle, "C": .caption, "R": .credit, "T": .text,
        "Fm": .masthead, "Ff": .footer, "Fb": .banner, "Fs": .section, "Fj": .junk,
    ]
}

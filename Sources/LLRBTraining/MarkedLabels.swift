import LLRBLearning
import LLRBParser

/// The label each reading line of a marked page should get, from its author's marks (see
/// docs/MARKING.md): what the model trains on, what it is scored against, and what
/// decoding a page's own truth is checked with.
public enum MarkedLabels {
    /// One printed line's mark (`H`, `K`, `S`, `C`, `R`, `Fm`…`Fj`, `T`) and the 1-based story
    /// it was printed in, as the truth's `lines` lists them.
    public struct Mark: Sendable {
        public var line: Int
        public var mark: String
        public var story: Int?

        public init(line: Int, mark: String, story: Int?) {
            self.line = line
            self.mark = mark
            self.story = story
        }
    }

    /// One label per entry of `readingLines` (`PageParser.readingLines`): the mark of the first
    /// printed line a reading line holds (a column wrap joined into it is the same printed line),
    /// opening its story when it holds one of `storyFirsts`, the stories' first lines.
    public static func labels(readingLines: [SourceLines], marks: [Mark], storyFirsts: Set<Int>) -> [LineLabel] {
        let byLine = Dictionary(marks.map { ($0.line, $0) }) { first, _ in first }
        return readingLines.map { range in
            guard let marked = (range.first...range.last).lazy.compactMap({ byLine[$0] }).first else {
                return LineLabel(.text, .outside)
            }
            let role = roles[marked.mark] ?? .text
            guard marked.story != nil else { return LineLabel(role, .outside) }
            let opens = (range.first...range.last).contains { storyFirsts.contains($0) }
            return LineLabel(role, opens ? .opens : .inside)
        }
    }

    private static let roles: [String: LineLabel.Role] = [
        "H": .headline, "K": .kicker, "S": .subtitle, "C": .caption, "R": .credit, "T": .text,
        "Fm": .masthead, "Ff": .footer, "Fb": .banner, "Fs": .section, "Fj": .junk,
    ]
}

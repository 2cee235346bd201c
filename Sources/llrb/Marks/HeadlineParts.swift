import LLRBIndex
import LLRBParser

/// A story's kicker, headline and subtitles, to tell the lines of its headline block apart: the
/// reading keeps the block's lines only as one span, and each part's text joined from its lines,
/// so a line is the part whose words it carries. A part printed over two lines is read in order,
/// each line continuing what the one before left of it; a part read whole takes no more lines
/// (a kicker printed again as the page's banner is not the kicker twice).
struct HeadlineParts {
    struct Part {
        let mark: LineMark
        /// `headline`, `kicker`, `subtitle`: for a note that a part is printed nowhere.
        let name: String
        let text: String
        let plain: String
        /// What no line has continued yet.
        var rest: Substring
        /// How many lines carry it.
        var lineCount = 0
    }

    private(set) var parts: [Part]

    init(of article: Article) {
        let texts = [(LineMark.kicker, ArticleField.kicker.label, article.kicker ?? ""), (.headline, ArticleField.headline.label, article.headline)]
            + article.subheadlines.map { (LineMark.subtitle, ArticleField.subheadlines.label, $0) }
        parts = texts.compactMap { mark, name, text in
            let plain = MarkText.undashed(MarkText.plain(text))
            return plain.isEmpty ? nil : Part(mark: mark, name: name, text: text, plain: plain, rest: plain[...])
        }
    }

    /// The part a printed line is, if any: the first whose rest the line opens, else the first
    /// not yet read whole whose text holds it; a subtitle's line is read with and without its
    /// dash.
    mutating func mark(of line: Substring) -> LineMark? {
        let plain = MarkText.plain(line)
        guard !plain.isEmpty else { return nil }
        let readings = [plain, MarkText.undashed(plain)].filter { !$0.isEmpty }
        for reading in readings {
            if let index = parts.firstIndex(where: { $0.rest.hasPrefix(reading) }) {
                parts[index].rest = parts[index].rest.dropFirst(reading.count)
                parts[index].lineCount += 1
                return parts[index].mark
            }
        }
        for reading in readings {
            if let index = parts.firstIndex(where: { !$0.rest.isEmpty && $0.plain.contains(reading) }) {
                parts[index].lineCount += 1
                return parts[index].mark
            }
        }
        return nil
    }

    /// The parts no line of the block was found to carry.
    var missing: [Part] {
        parts.filter { $0.lineCount == 0 }
    }
}

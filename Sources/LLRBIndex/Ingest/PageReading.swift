import Foundation
import LLRBParser

/// A page file read now as an ingest reads it, before its corrections: what a correction is
/// made against and checked on, and what `llrb corrections` finds each one's outcome in.
public struct PageReading: Sendable {
    /// The path as the index knows it.
    public let file: String
    public let text: String
    public let contentHash: UInt64
    /// The file's pages as the parser read them (one, or one per page of an issue file): what
    /// the page holds besides its articles, such as its masthead, footer and noise.
    public let pages: [Page]
    /// One per article, as `DocumentBuilder` makes them.
    public let documents: [IndexableDocument]

    /// Reads and parses the page file at `file` (an index key: an absolute path).
    public static func read(file: String) -> Result<PageReading, SourceProblem> {
        let data: Data
        switch SourceReader.read(file) {
        case .success(let read): data = read
        case .failure(let problem): return .failure(problem)
        }
        do {
            let decoded = try PageDecoder.decode(data, source: file)
            let text = decoded.text
            let hash = ContentHash.of(text: text)
            let pages = ScanFinder.withScan(PageParser.pages(text: text, source: file), ofFileAt: file, layout: decoded.layout)
            let documents = DocumentBuilder.documents(for: pages, file: file, contentHash: hash)
            return .success(PageReading(file: file, text: text, contentHash: hash, pages: pages, documents: documents))
        } catch {
            return .failure(SourceProblem(path: file, reason: error.reason))
        }
    }

    /// Whether article `id` was read from this text: its hash part is the text's (`ArticleID`);
    /// an id of the page before an edit is not.
    public func holds(_ id: String) -> Bool {
        ArticleID(id)?.isRead(from: contentHash) ?? false
    }

    /// The page read with those of `corrections` that are its own.
    public func corrected(by corrections: CorrectionSet) -> CorrectedReading {
        CorrectedReading(documents, corrections: corrections.corrections(ofFile: file, hashes: [contentHash]))
    }

    /// Line `number` (1-based) as printed, without the marks an OCR tool put before it (`#`,
    /// `>`) and the spaces around it; nil past the last line.
    public func printedLine(_ number: Int) -> String? {
        guard number >= 1 else { return nil }
        return printedLines(number...number).first?.text
    }

    /// The lines numbered `numbers` as `printedLine` gives each (a blank one as ""), in one pass
    /// over the text: what the web reader's line forms offer to pick from. Those past the last
    /// line are left out.
    public func printedLines(_ numbers: ClosedRange<Int>) -> [(number: Int, text: String)] {
        var lines: [(number: Int, text: String)] = []
        var start = text.startIndex
        for number in 1... {
            let end = text[start...].firstIndex(of: "\n")
            if number >= numbers.lowerBound {
                let line = text[start..<(end ?? text.endIndex)]
                lines.append((number, String(line.drop { $0.isWhitespace || $0 == "#" || $0 == ">" }).trimmingWhitespace))
            }
            guard number < numbers.upperBound, let end else { break }
            start = text.index(after: end)
        }
        return lines
    }

    /// Which time line `number`'s printed text occurs where a correction of that line looks
    /// for it: `inPart`, among its occurrences in the part (paragraph, caption, headline block)
    /// that holds the line, and `amongParts`, among those in every part overlapping the line
    /// (`TextChange.Occurrence.nth`). Counted from the printed lines of the part before it, so
    /// that a line reading like an earlier one of its paragraph (`复工复产，`) is itself, not
    /// the first. Nil when no part holds the line's text.
    public func occurrence(ofLine number: Int, in documents: [IndexableDocument]) -> (inPart: Int, amongParts: Int)? {
        guard let text = printedLine(number), !text.isEmpty else { return nil }
        let hits = CorrectionApplication.occurrences(of: text, within: SourceLines(line: number), in: documents)
        guard let first = hits.first(where: { documents[$0.document].record.article.lines(of: $0.part).contains(number) }) else { return nil }
        let partLines = documents[first.document].record.article.lines(of: first.part)
        let before = (partLines.first..<number).compactMap(printedLine).joined()
        let printed = before + text
        let startOfLine = printed.unicodeScalars.index(printed.unicodeScalars.startIndex, offsetBy: before.unicodeScalars.count)
        let inPart = SpacedText.ranges(of: text, in: printed).filter { $0.lowerBound < startOfLine }.count + 1
        let earlierParts = hits.prefix { $0.document != first.document || $0.part != first.part }.count
        return (inPart, earlierParts + inPart)
    }

    /// Every place `old` occurs in the text of the parts of articles that overlap `lines`, in the
    /// order a correction counts them (`TextChange.Occurrence.nth`).
    public static func occurrences(of old: String, within lines: SourceLines, in documents: [IndexableDocument]) -> [TextOccurrence] {
        CorrectionApplication.occurrences(of: old, within: lines, in: documents).map { hit in
            let article = documents[hit.document].record.article
            let text = article.text(of: hit.part)
            let before = text[..<hit.range.lowerBound].suffix(8), after = text[hit.range.upperBound...].prefix(8)
            return TextOccurrence(article: documents[hit.document].record.id, lines: article.lines(of: hit.part),
                                  context: "\(before)【\(text[hit.range])】\(after)")
        }
    }
}

/// Where a piece of text occurs in an article, to tell a user which occurrence to correct.
public struct TextOccurrence: Hashable, Sendable {
    public var article: String
    /// The lines of the part (paragraph, caption, headline block) that holds it.
    public var lines: SourceLines
    /// The text around it, the occurrence in 【】.
    public var context: String
}

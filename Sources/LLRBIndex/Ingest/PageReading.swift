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
            let text = try TextDecoder.decode(data, source: file)
            let hash = ContentHash.of(text: text)
            let pages = PageParser.pages(text: text, source: file)
            let documents = DocumentBuilder.documents(for: pages, file: file, contentHash: hash)
            return .success(PageReading(file: file, text: text, contentHash: hash, pages: pages, documents: documents))
        } catch {
            return .failure(SourceProblem(path: file, reason: error.reason))
        }
    }

    /// Whether article `id` was read from this text: its hash part is the text's
    /// (`DocumentBuilder.idPrefix`); an id of the page before an edit is not.
    public func holds(_ id: String) -> Bool {
        let parts = id.split(separator: "-")
        return parts.count >= 3 && contentHash.paddedHex.hasPrefix(parts[parts.count - 2])
    }

    /// The page read with those of `corrections` that are its own.
    public func corrected(by corrections: CorrectionSet) -> CorrectedReading {
        CorrectedReading(documents, corrections: corrections.corrections(ofFile: file, hashes: [contentHash]))
    }

    /// Line `number` (1-based) as printed, without the marks an OCR tool put before it (`#`,
    /// `>`) and the spaces around it; nil past the last line.
    public func printedLine(_ number: Int) -> String? {
        guard number >= 1 else { return nil }
        var lineNumber = 1
        var start = text.startIndex
        while lineNumber < number {
            guard let end = text[start...].firstIndex(of: "\n") else { return nil }
            start = text.index(after: end)
            lineNumber += 1
        }
        let line = text[start...].prefix { $0 != "\n" }
        return String(line.drop { $0.isWhitespace || $0 == "#" || $0 == ">" }).trimmingWhitespace
    }

    /// Every place `old` occurs in the text of the parts of articles that overlap `lines`, in the
    /// order a correction counts them (`TextChange.Occurrence.nth`).
    public static func occurrences(of old: String, within lines: SourceLines, in documents: [IndexableDocument]) -> [TextOccurrence] {
        CorrectedReading.occurrences(of: old, within: lines, in: documents).map { hit in
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

import Foundation
import LLRBIndex
import LLRBParser

/// Which correction was asked for (by `llrb correct`'s arguments or the web reader's edit
/// form), made into a change anchored on the article's page.
enum CorrectionRequest {
    case replace(old: String, new: String, occurrence: TextChange.Occurrence?)
    case line(Int, text: String)
    case role(Int, LineRole)
    case storyStart(Int)
    case headline(String)
    case merge(String)

    /// The request with its texts on one line: a line break or another control character in a
    /// headline or a replacement (a paste, a crafted form) would split the journal's readers' and
    /// the mark language's lines; each becomes a space.
    var oneLine: CorrectionRequest {
        switch self {
        case .replace(let old, let new, let occurrence): .replace(old: OneLineText.of(old), new: OneLineText.of(new), occurrence: occurrence)
        case .line(let line, let text): .line(line, text: OneLineText.of(text))
        case .headline(let headline): .headline(OneLineText.of(headline))
        case .role, .storyStart, .merge: self
        }
    }

    /// The lines the correction is anchored to and what it changes, for `record` on `page`
    /// (`documents`: the page as corrected now, which the user sees).
    func change(for record: ArticleRecord, page: PageReading, documents: [IndexableDocument]) throws(CorrectionRefusal)
        -> (SourceLines, CorrectionChange) {
        let article = record.article
        switch self {
        case .replace(let old, let new, let occurrence):
            let found = PageReading.occurrences(of: old, within: article.lines, in: documents).filter { $0.article == record.id }
            guard !found.isEmpty else {
                throw .textMissing(old, article: record.id)
            }
            switch occurrence {
            case .all:
                return (article.lines, .text(TextChange(old: old, new: new, occurrence: .all)))
            case .nth(let number)?:
                guard number <= found.count else {
                    throw .fewerOccurrences(old, article: record.id, found: found.count, asked: number)
                }
                return try anchored(found[number - 1], old: old, new: new, documents: documents)
            case nil:
                guard found.count == 1 else { throw .severalOccurrences(old, article: record.id, places: found) }
                return try anchored(found[0], old: old, new: new, documents: documents)
            }
        case .line(let number, let text):
            let printed = try printedLine(number, of: record, page: page)
            guard printed != text else { throw .lineUnchanged(number, article: record.id) }
            let occurrence = page.occurrence(ofLine: number, in: documents)?.amongParts ?? 1
            return (SourceLines(line: number), .text(TextChange(old: printed, new: text, occurrence: .nth(occurrence), isWholeLine: true)))
        case .role(let number, let role):
            let printed = try printedLine(number, of: record, page: page)
            return (SourceLines(line: number), .role(role, text: printed, occurrence: page.occurrence(ofLine: number, in: documents)?.inPart ?? 1))
        case .storyStart(let number):
            let printed = try printedLine(number, of: record, page: page)
            guard number > article.lines.first else {
                throw .startsThere(article: record.id, line: number, lines: article.lines)
            }
            return (SourceLines(line: number), .storyStart(text: printed, occurrence: page.occurrence(ofLine: number, in: documents)?.inPart ?? 1))
        case .headline(let headline):
            guard !headline.allSatisfy(\.isWhitespace) else { throw .emptyHeadline }
            return (article.lines, .headline(old: article.headline, new: headline))
        case .merge(let otherID):
            guard otherID != record.id else { throw .mergeWithItself(record.id) }
            guard let other = documents.first(where: { $0.record.id == otherID })?.record else {
                throw .mergeAcrossPages(other: otherID, article: record.id)
            }
            return (article.lines, .merge(other: CorrectionAnchor(file: page.file, contentHash: page.contentHash, article: other.id,
                                                                  lines: other.article.lines)))
        }
    }

    /// The chosen occurrence anchored to the lines of the part that holds it, counted among
    /// the occurrences there as a correction counts them.
    private func anchored(_ chosen: TextOccurrence, old: String, new: String, documents: [IndexableDocument]) throws(CorrectionRefusal)
        -> (SourceLines, CorrectionChange) {
        let there = PageReading.occurrences(of: old, within: chosen.lines, in: documents)
        guard let position = there.firstIndex(of: chosen) else {
            throw .notToldApart(old)
        }
        return (chosen.lines, .text(TextChange(old: old, new: new, occurrence: .nth(position + 1))))
    }

    private func printedLine(_ number: Int, of record: ArticleRecord, page: PageReading) throws(CorrectionRefusal) -> String {
        guard let printed = page.printedLine(number), !printed.isEmpty else {
            throw .lineMissing(number, file: record.file)
        }
        guard record.article.lines.contains(number) else {
            throw .lineOutside(number, article: record.id, lines: record.article.lines)
        }
        // The news lead (`本报讯 `) the line opens with is the article's dateline, not its text.
        if let dateline = record.article.dateline, !dateline.isEmpty, printed.hasPrefix(dateline), printed.count > dateline.count {
            return String(printed.dropFirst(dateline.count)).trimmingCharacters(in: .whitespaces)
        }
        return printed
    }
}

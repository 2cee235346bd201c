import LLRBEngine
import LLRBParser

/// The date and issue filters of a request, read from the segment's document table so that
/// no stored record is decoded to filter.
///
/// An issue is its pages, not only those that print its number: an inner page prints no
/// issue number (only the front page's masthead does), so a page without one belongs to the
/// issue of its date, as `llrb show --issue` and `llrb issues` group them.
struct DocumentFilter {
    private let from: UInt32?
    private let to: UInt32?
    /// The issue number plus one, as the document table stores it.
    private let issue: UInt32?
    /// The dates (ordinals) of the documents that print the issue's number.
    private let issueDates: Set<UInt32>

    init(_ request: SearchRequest, segments: [OpenSegment]) throws(IndexError) {
        from = request.from?.ordinal
        to = request.to?.ordinal
        // Stored as the number plus one; a number beyond the table's range (up to Int.max) matches no article.
        let issue = request.issueNumber.map { UInt32(clamping: min($0, Int(UInt32.max) - 1) + 1) }
        self.issue = issue
        issueDates = try issue.map { issue throws(IndexError) in try Self.dates(ofIssue: issue, in: segments) } ?? []
    }

    /// One pass over the live documents' table entries: a few bytes each, no record decoded.
    private static func dates(ofIssue issue: UInt32, in segments: [OpenSegment]) throws(IndexError) -> Set<UInt32> {
        var dates: Set<UInt32> = []
        for segment in segments {
            for document in 0..<UInt32(segment.reader.documentCount)
            where try segment.reader.number(document) == issue && !segment.isDeleted(document) {
                let date = try segment.reader.date(document)
                if date != 0 { dates.insert(date) }
            }
        }
        return dates
    }

    func accepts(_ document: UInt32, in reader: SegmentReader) throws(IndexError) -> Bool {
        if from != nil || to != nil {
            let date = try reader.date(document)
            guard date != 0, date >= (from ?? 0), date <= (to ?? .max) else { return false }
        }
        if let issue {
            let printed = try reader.number(document)
            if printed != issue {
                guard printed == 0 else { return false }
                guard issueDates.contains(try reader.date(document)) else { return false }
            }
        }
        return true
    }

    /// The `documents` (of one segment, ascending) that the filters accept.
    func accepted(_ documents: [UInt32], in reader: SegmentReader) throws(IndexError) -> [UInt32] {
        var accepted: [UInt32] = []
        for document in documents where try accepts(document, in: reader) { accepted.append(document) }
        return accepted
    }
}

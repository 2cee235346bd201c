import LLRBParser

/// The date and issue filters of a request, read from the segment's document table so that
/// no stored record is decoded to filter.
struct DocumentFilter {
    private let from: UInt32?
    private let to: UInt32?
    private let issue: UInt32?

    init(_ request: SearchRequest) {
        from = request.from?.ordinal
        to = request.to?.ordinal
        // Stored as the number plus one; a number beyond the table's range (up to Int.max) matches no article.
        issue = request.issueNumber.map { UInt32(clamping: min($0, Int(UInt32.max) - 1) + 1) }
    }

    /// True when the filter reads the document table (a date or an issue is asked for).
    var isActive: Bool { from != nil || to != nil || issue != nil }

    func accepts(_ document: UInt32, in reader: SegmentReader) -> Bool {
        if from != nil || to != nil {
            let date = reader.date(document)
            guard date != 0, date >= (from ?? 0), date <= (to ?? .max) else { return false }
        }
        if let issue, reader.issue(document) != issue { return false }
        return true
    }
}

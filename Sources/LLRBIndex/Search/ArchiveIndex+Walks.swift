import LLRBEngine


/// The narrow API the archive's views (LLRBViews) are built on: walks over the articles a
/// request matches or over every live one, and the archive's articles per day. The engine
/// knows nothing of what the views make of them.
extension ArchiveIndex {
    /// Hands each article `request` matches (its query and filters; paging and order do not
    /// apply) to `body`, segment by segment in index order.
    public func forEachMatch(of request: SearchRequest, _ body: (ArchivedArticle) throws(IndexError) -> Void) throws(IndexError) {
        var unranked = request
        // Nothing is ranked: no word lists kept for scores.
        unranked.order = .oldest
        let (_, evaluations, matched, _) = try matches(try Self.parse(request.query), unranked)
        for (evaluation, documents) in zip(evaluations, matched) {
            for document in documents { try body(ArchivedArticle(segment: evaluation.segment, document: document)) }
        }
    }

    /// Hands every live article to `body`, in index order, releasing the mapped records it
    /// has passed (`forEachLiveDocument`), so a walk over any archive keeps a few megabytes
    /// resident.
    public func forEachArticle(_ body: (ArchivedArticle) throws(IndexError) -> Void) throws(IndexError) {
        try forEachLiveDocument { segment, document throws(IndexError) in
            try body(ArchivedArticle(segment: segment, document: document))
        }
    }

    /// The live articles per page date (YYYYMMDD) under the request's date and issue filters,
    /// undated pages left out, read off the document tables (a few bytes per article, no record
    /// decoded); kept for requests without filters when the index remembers lookups.
    public func articleDays(_ request: SearchRequest) throws(IndexError) -> [UInt32: Int] {
        guard remembersLookups, !request.isFiltered else { return try countArticleDays(request) }
        if let days = articleDaysMemo { return days }
        let days = try countArticleDays(request)
        articleDaysMemo = days
        return days
    }

    private func countArticleDays(_ request: SearchRequest) throws(IndexError) -> [UInt32: Int] {
        let filter = try DocumentFilter(request, segments: segments)
        var days: [UInt32: Int] = [:]
        for segment in segments {
            let reader = segment.reader
            for document in 0..<UInt32(reader.documentCount) where !segment.isDeleted(document) {
                let day = try reader.date(document)
                guard day > 0 else { continue }
                if request.isFiltered { guard try filter.accepts(document, in: reader) else { continue } }
                days[day, default: 0] += 1
            }
        }
        return days
    }
}

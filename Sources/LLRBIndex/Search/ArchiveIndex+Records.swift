extension ArchiveIndex {
    /// The live articles, as `llrb stats` counts them.
    public var articleCount: Int { manifest.liveDocumentCount }

    /// Hands every live article to `body`, one at a time in index order, so that an export
    /// of any size holds one record (and its page) at a time.
    public func forEachRecord(_ body: (ArticleRecord) -> Void) throws(IndexError) {
        try checkTables()
        for segment in segments {
            var pages = SegmentReader.PageCache()
            for document in 0..<UInt32(segment.reader.documentCount) where !segment.isDeleted(document) {
                body(try segment.reader.record(document, pages: &pages))
            }
        }
    }
}

import LLRBEngine


extension ArchiveIndex {
    /// The live articles, as `llrb stats` counts them.
    public var articleCount: Int { manifest.liveDocumentCount }

    /// Hands every live article to `body`, one at a time in index order, so that an export
    /// of any size holds one record (and its page) at a time.
    public func forEachRecord(_ body: (ArticleRecord) -> Void) throws(IndexError) {
        var pages = SegmentReader.PageCache(), pagesOf: SegmentReader?
        try forEachLiveDocument { segment, document throws(IndexError) in
            // Pages are cached by document number, which each segment counts from 0.
            if pagesOf !== segment.reader {
                pages = [:]
                pagesOf = segment.reader
            }
            body(try segment.reader.record(document, pages: &pages))
        }
    }

    /// Calls `body` with every live document of every segment, in index order. The mapped pages of the records it has passed are released every
    /// few megabytes, and a segment's whole mapping once it is done: a stream over all records
    /// then keeps a few megabytes of the index resident, however large it is.
    func forEachLiveDocument(_ body: (OpenSegment, UInt32) throws(IndexError) -> Void) throws(IndexError) {
        let releaseStep = 8 << 20
        for segment in segments {
            var released = 0
            for document in 0..<UInt32(segment.reader.documentCount) where !segment.isDeleted(document) {
                try body(segment, document)
                let offset = segment.reader.recordFileOffset(document)
                if offset - released >= releaseStep {
                    segment.reader.file.release(released..<offset)
                    released = offset
                }
            }
            segment.reader.file.release(0..<segment.reader.file.bytes.count)
        }
    }
}

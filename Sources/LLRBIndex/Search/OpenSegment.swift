/// A segment as a search sees it: the reader and which of its documents are still live.
struct OpenSegment {
    let reader: SegmentReader
    let deleted: [Bool]
    /// Every live document, ascending: the universe that exclusions subtract from.
    let liveDocuments: [UInt32]

    init(reader: SegmentReader, deleted: [UInt32]) {
        self.reader = reader
        var flags = [Bool](repeating: false, count: reader.documentCount)
        for document in deleted where Int(document) < flags.count { flags[Int(document)] = true }
        self.deleted = flags
        liveDocuments = (0..<UInt32(reader.documentCount)).filter { !flags[Int($0)] }
    }
}

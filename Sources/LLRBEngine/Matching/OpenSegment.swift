/// A segment as a search sees it: the reader and which of its documents are still live.
package struct OpenSegment {
    package let reader: SegmentReader
    /// Deletion flags by document id; empty when nothing is deleted, the usual case.
    private let deletedFlags: [Bool]
    private let deleted: [UInt32]

    package init(reader: SegmentReader, deleted: [UInt32]) {
        self.reader = reader
        var flags = [Bool](repeating: false, count: deleted.isEmpty ? 0 : reader.documentCount)
        for document in deleted where Int(document) < flags.count { flags[Int(document)] = true }
        deletedFlags = flags
        self.deleted = deleted.filter { Int($0) < reader.documentCount }
    }

    var hasDeletions: Bool { !deletedFlags.isEmpty }

    package func isDeleted(_ document: UInt32) -> Bool {
        !deletedFlags.isEmpty && deletedFlags[Int(document)]
    }

    /// Clears the bits of the deleted documents.
    func removeDeleted(from bits: inout DocumentBits) {
        bits.remove(deleted)
    }

    /// Every live document, ascending: the universe that exclusions subtract from.
    package var liveDocuments: [UInt32] {
        (0..<UInt32(reader.documentCount)).filter { !isDeleted($0) }
    }
}

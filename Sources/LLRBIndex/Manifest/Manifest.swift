/// The one file that says what the index is: which segments are live, which of their documents
/// are deleted, and which source files were ingested into which documents. It is replaced as a
/// whole by atomic rename, so readers see one consistent index or the previous one.
struct Manifest: Equatable {
    struct Segment: Equatable {
        var number: UInt64
        var documentCount: Int
        /// Local ids of documents replaced or removed since the segment was written, ascending.
        var deleted: [UInt32]
    }

    /// A source file and the contiguous run of documents it produced.
    struct File: Equatable {
        var file: IndexedFile
        /// 0 when the file produced no documents.
        var segment: UInt64
        var firstDocument: UInt32
        var documentCount: UInt32
    }

    /// Counts commits; a new manifest always has a higher generation.
    var generation: UInt64 = 0
    /// Segment file numbers are never reused.
    var nextSegmentNumber: UInt64 = 1
    var segments: [Segment] = []
    var files: [File] = []

    var liveDocumentCount: Int {
        segments.reduce(0) { $0 + $1.documentCount - $1.deleted.count }
    }
}

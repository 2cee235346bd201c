/// What the index is, but its files: which segments are live, which of their documents are
/// deleted. The manifest file holds this and then the file table (`FileTable`), and is replaced
/// as a whole by atomic rename, so readers see one consistent index or the previous one.
package struct Manifest: Equatable {
    package struct Segment: Equatable {
        package var number: UInt64
        var documentCount: Int
        /// Local ids of documents replaced or removed since the segment was written, ascending.
        package var deleted: [UInt32]
    }

    /// Counts commits; a new manifest always has a higher generation.
    var generation: UInt64 = 0
    /// Segment file numbers are never reused.
    var nextSegmentNumber: UInt64 = 1
    package var segments: [Segment] = []
    /// The log of edits the index follows: the one its last ingest read.
    package var followedLog: FollowedLog?
    /// The fields every segment's documents store; nil only in a manifest no file holds (a writer
    /// gives a new index its schema's before it publishes anything).
    package var fields: FieldLayout?

    package var liveDocumentCount: Int {
        segments.reduce(0) { $0 + $1.documentCount - $1.deleted.count }
    }
}

extension Manifest {
    /// Refuses an index whose documents store other fields than `expected`, or records coded
    /// another way: its segments would be read with the wrong widths, codes or coding. Only a
    /// rebuild mends it.
    package func checkFields(_ expected: FieldLayout, directory: String) throws(IndexError) {
        guard let fields, fields != expected else { return }
        guard fields.storesFields(of: expected) else {
            throw IndexError(.otherFields(directory: directory, stored: fields.described, expected: expected.described))
        }
        throw IndexError(.otherRecords(directory: directory, stored: fields.recordFormat, expected: expected.recordFormat))
    }
}

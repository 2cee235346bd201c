/// How a segment stores its document ids (docs/FORMAT.md, "Ids"): each id as the number of bytes
/// it shares with the previous one and the rest, restarting every `groupSize` documents at an
/// offset of its own. The documents of a page differ only in their ordinal, so an id takes ~4
/// bytes instead of ~20, and reading one decodes at most `groupSize` entries.
enum DocumentIDCoding {
    static let groupSize = 16

    /// Appends the id of document `document` (the next one); `previous` carries the id before it.
    static func append(_ id: String, document: Int, previous: inout [UInt8],
                       groupOffsets: inout ByteWriter, entries: inout ByteWriter) {
        if document % groupSize == 0 {
            groupOffsets.append(UInt32(truncatingIfNeeded: entries.count))
            previous.removeAll(keepingCapacity: true)
        }
        let bytes = Array(id.utf8)
        let shared = zip(previous, bytes).prefix { $0 == $1 }.count
        entries.appendVarint(shared)
        entries.appendBlob(bytes[shared...])
        previous = bytes
    }

    /// Bytes the group offsets take in a section of `documentCount` ids.
    static func groupOffsetsSize(documentCount: Int) -> Int {
        (documentCount + groupSize - 1) / groupSize * 4
    }

    /// The id of `document` (below `documentCount`) in an ids section.
    static func id(_ document: UInt32, documentCount: Int, in section: UnsafeRawBufferPointer) throws(FormatError) -> String {
        let base = groupOffsetsSize(documentCount: documentCount)
        guard Int(document) < documentCount, base <= section.count else { throw FormatError("document \(document) has no id") }
        let start = Int(section.loadUnaligned(fromByteOffset: Int(document) / groupSize * 4, as: UInt32.self).littleEndian)
        guard start <= section.count - base else { throw FormatError("a document id runs out of bounds") }
        var reader = ByteReader(UnsafeRawBufferPointer(rebasing: section[base...]), at: start)
        var id: [UInt8] = []
        for _ in 0...(Int(document) % groupSize) {
            let shared = try reader.readCount(atMost: id.count)
            id.removeSubrange(shared...)
            id.append(contentsOf: try reader.readBlob())
        }
        return String(decoding: id, as: UTF8.self)
    }
}

/// Decodes one block of the file table (docs/FORMAT.md, "File table"), entry by entry: each
/// path is rebuilt in one buffer from the bytes it shares with the one before and the rest.
package struct FileBlockReader {
    private var reader: ByteReader
    private var remaining: Int
    /// The current entry's path.
    package private(set) var path: [UInt8] = []
    package private(set) var entry = FileEntry()

    /// `block`: from its entry count to its last entry (its checksum already checked).
    package init(_ block: UnsafeRawBufferPointer) throws(FormatError) {
        reader = ByteReader(block)
        remaining = try reader.readCount(atMost: block.count)
        guard remaining > 0 else { throw FormatError("a file table block lists no file") }
    }

    /// Moves to the next entry; false past the block's last.
    package mutating func next() throws(FormatError) -> Bool {
        guard remaining > 0 else {
            guard reader.isAtEnd else { throw FormatError("trailing bytes after a file table block's entries") }
            return false
        }
        remaining -= 1
        let shared = try reader.readCount(atMost: path.count)
        path.removeSubrange(shared...)
        path.append(contentsOf: try reader.readBlob())
        entry.contentHash = try reader.readUInt64()
        entry.stamp = try reader.readUInt64()
        entry.byteCount = try reader.readCount(atMost: Int.max)
        entry.segment = try reader.readVarint()
        let first = try reader.readCount(atMost: Int(UInt32.max))
        let count = try reader.readCount(atMost: Int(UInt32.max) - first)
        entry.firstDocument = UInt32(first)
        entry.documentCount = UInt32(count)
        entry.edits = try reader.readVarint()
        entry.revisions = ReadRevisions(reader: try reader.readVarint(), document: try reader.readVarint(), tables: try reader.readUInt64())
        return true
    }
}

extension FileBlockReader {
    /// Calls `body` with the content hash of each entry of `block`, in order, skipping the rest
    /// of the entries unread: the paths are not rebuilt.
    package static func forEachContentHash(in block: UnsafeRawBufferPointer, _ body: (UInt64) -> Void) throws(FormatError) {
        var reader = ByteReader(block)
        for _ in 0..<(try reader.readCount(atMost: block.count)) {
            _ = try reader.readVarint()
            _ = try reader.readBlob()
            body(try reader.readUInt64())
            _ = try reader.readUInt64()
            // byte count, segment, first document, document count, edits, reader and document revisions
            for _ in 0..<7 { _ = try reader.readVarint() }
            _ = try reader.readUInt64()
        }
    }
}

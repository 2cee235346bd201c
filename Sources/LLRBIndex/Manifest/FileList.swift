/// The file table of manifest versions 2 and 3 (docs/FORMAT.md, "Manifest versions 2 and 3"):
/// every file one after another, each path as the bytes it shares with the one before and the
/// rest, under one checksum. Read so that an index of those versions keeps its files; the next
/// commit writes them as a version 4 table.
enum FileList {
    /// The listed files; `stamped`: version 3, whose entries carry a stamp (version 2's are 0).
    static func decode(_ bytes: UnsafeRawBufferPointer, stamped: Bool) throws(FormatError) -> [FileTableBuilder.Listed] {
        guard bytes.count >= 5 else { throw FormatError("the manifest is truncated") }
        let table = UnsafeRawBufferPointer(rebasing: bytes[..<(bytes.count - 4)])
        guard CRC32.checksum(table) == bytes.loadUnaligned(fromByteOffset: bytes.count - 4, as: UInt32.self).littleEndian else {
            throw FormatError("the manifest's file table fails its checksum")
        }
        var reader = ByteReader(table)
        var files: [FileTableBuilder.Listed] = []
        var path: [UInt8] = []
        for _ in 0..<(try reader.readCount(atMost: reader.remaining)) {
            path.removeSubrange(try reader.readCount(atMost: path.count)...)
            path.append(contentsOf: try reader.readBlob())
            var entry = FileEntry()
            entry.contentHash = try reader.readUInt64()
            entry.stamp = stamped ? try reader.readUInt64() : 0
            entry.byteCount = try reader.readCount(atMost: Int.max)
            entry.articleCount = try reader.readCount(atMost: Int(UInt32.max))
            entry.segment = try reader.readVarint()
            let first = try reader.readCount(atMost: Int(UInt32.max))
            entry.firstDocument = UInt32(first)
            entry.documentCount = UInt32(try reader.readCount(atMost: Int(UInt32.max) - first))
            files.append((path, entry))
        }
        guard reader.isAtEnd else { throw FormatError("trailing bytes after the file list") }
        return files
    }
}

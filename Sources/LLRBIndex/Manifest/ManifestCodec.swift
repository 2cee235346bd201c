/// Reads and writes the manifest file (docs/FORMAT.md, "Manifest"). The segment list comes
/// first under its own checksum and the file table after it under another, so that a search,
/// which needs only the segments, neither reads nor checks the file table (128 KB at 100 MB of
/// pages, against a few hundred bytes of segment list). Files are in path order, so each path
/// is stored as the bytes it shares with the previous one and the rest.
enum ManifestCodec {
    static let magic: [UInt8] = Array("LLRBMANI".utf8)
    static let version: UInt32 = 3
    /// Version 2 had no file stamps; it is read with every stamp unknown, and written as 3.
    static let stamplessVersion: UInt32 = 2

    static func encode(_ manifest: Manifest) -> [UInt8] {
        var state = ByteWriter()
        state.append(manifest.generation)
        state.append(manifest.nextSegmentNumber)
        state.appendVarint(manifest.segments.count)
        for segment in manifest.segments {
            state.appendVarint(segment.number)
            state.appendVarint(segment.documentCount)
            state.appendVarint(segment.deleted.count)
            var previous: UInt32 = 0
            for document in segment.deleted {
                state.appendVarint(UInt64(document - previous))
                previous = document
            }
        }
        var writer = ByteWriter()
        writer.append(contentsOf: magic)
        writer.append(version)
        writer.append(UInt32(state.count))
        writer.append(contentsOf: state.bytes)
        writer.appendChecksum(from: 0)
        let filesStart = writer.count
        writer.appendVarint(manifest.files.count)
        var previousPath: [UInt8] = []
        for entry in manifest.files {
            let path = Array(entry.file.path.utf8)
            let shared = zip(previousPath, path).prefix { $0 == $1 }.count
            writer.appendVarint(shared)
            writer.appendBlob(path[shared...])
            previousPath = path
            writer.append(entry.file.contentHash)
            writer.append(entry.file.stamp)
            writer.appendVarint(entry.file.byteCount)
            writer.appendVarint(entry.file.articleCount)
            writer.appendVarint(entry.segment)
            writer.appendVarint(UInt64(entry.firstDocument))
            writer.appendVarint(UInt64(entry.documentCount))
        }
        writer.appendChecksum(from: filesStart)
        return writer.bytes
    }

    /// The whole manifest: segment list and file table.
    static func decode(_ bytes: UnsafeRawBufferPointer) throws(FormatError) -> Manifest {
        var (manifest, filesStart) = try decodeSegmentList(bytes)
        manifest.files = try decodeFiles(bytes, from: filesStart, stamped: try version(of: bytes) != stamplessVersion)
        return manifest
    }

    /// The manifest without its file table (`files` stays empty), which is left unread and unchecked.
    static func decodeSegments(_ bytes: UnsafeRawBufferPointer) throws(FormatError) -> Manifest {
        try decodeSegmentList(bytes).manifest
    }

    /// The file table of a manifest whose segment list decodes.
    static func decodeFiles(_ bytes: UnsafeRawBufferPointer) throws(FormatError) -> [Manifest.File] {
        try decodeFiles(bytes, from: try decodeSegmentList(bytes).filesStart, stamped: try version(of: bytes) != stamplessVersion)
    }

    private static func decodeSegmentList(_ bytes: UnsafeRawBufferPointer) throws(FormatError) -> (manifest: Manifest, filesStart: Int) {
        guard bytes.count >= magic.count + 4, Array(bytes.prefix(magic.count)) == magic else {
            throw FormatError("not an llrb manifest")
        }
        var header = ByteReader(bytes, at: magic.count)
        let version = try header.readUInt32()
        guard version == Self.version || version == stamplessVersion else {
            throw FormatError("format version \(version), this llrb reads \(stamplessVersion) and \(Self.version)")
        }
        let stateLength = Int(try header.readUInt32())
        let stateEnd = header.offset + stateLength
        guard stateLength <= bytes.count - header.offset - 4 else { throw FormatError("the manifest is truncated") }
        let stored = bytes.loadUnaligned(fromByteOffset: stateEnd, as: UInt32.self).littleEndian
        guard CRC32.checksum(UnsafeRawBufferPointer(rebasing: bytes[..<stateEnd])) == stored else {
            throw FormatError("the manifest's segment list fails its checksum")
        }
        var reader = ByteReader(UnsafeRawBufferPointer(rebasing: bytes[..<stateEnd]), at: header.offset)
        var manifest = Manifest()
        manifest.generation = try reader.readUInt64()
        manifest.nextSegmentNumber = try reader.readUInt64()
        for _ in 0..<(try reader.readCount(atMost: reader.remaining)) {
            let number = try reader.readVarint()
            let documentCount = try reader.readCount(atMost: Int(UInt32.max))
            var deleted: [UInt32] = []
            var document: UInt64 = 0
            for index in 0..<(try reader.readCount(atMost: documentCount)) {
                let delta = try reader.readVarint()
                guard index == 0 || delta > 0 else { throw FormatError("deleted documents not ascending") }
                document += delta
                guard document < UInt64(documentCount) else { throw FormatError("a deleted document is out of range") }
                deleted.append(UInt32(document))
            }
            manifest.segments.append(.init(number: number, documentCount: documentCount, deleted: deleted))
        }
        guard reader.isAtEnd else { throw FormatError("trailing bytes after the segment list") }
        return (manifest, stateEnd + 4)
    }

    /// The version a manifest's header names (its magic checked by `decodeSegmentList`).
    private static func version(of bytes: UnsafeRawBufferPointer) throws(FormatError) -> UInt32 {
        var header = ByteReader(bytes, at: magic.count)
        return try header.readUInt32()
    }

    private static func decodeFiles(_ bytes: UnsafeRawBufferPointer, from start: Int, stamped: Bool) throws(FormatError) -> [Manifest.File] {
        guard bytes.count - start >= 5 else { throw FormatError("the manifest is truncated") }
        let table = UnsafeRawBufferPointer(rebasing: bytes[start..<(bytes.count - 4)])
        guard CRC32.checksum(table) == bytes.loadUnaligned(fromByteOffset: bytes.count - 4, as: UInt32.self).littleEndian else {
            throw FormatError("the manifest's file table fails its checksum")
        }
        var reader = ByteReader(table)
        var files: [Manifest.File] = []
        var path: [UInt8] = []
        for _ in 0..<(try reader.readCount(atMost: reader.remaining)) {
            path.removeSubrange(try reader.readCount(atMost: path.count)...)
            path.append(contentsOf: try reader.readBlob())
            let hash = try reader.readUInt64()
            let stamp = stamped ? try reader.readUInt64() : 0
            let byteCount = try reader.readCount(atMost: Int.max)
            let articleCount = try reader.readCount(atMost: Int(UInt32.max))
            let segment = try reader.readVarint()
            let first = try reader.readCount(atMost: Int(UInt32.max))
            let count = try reader.readCount(atMost: Int(UInt32.max))
            files.append(.init(file: IndexedFile(path: String(decoding: path, as: UTF8.self), contentHash: hash, byteCount: byteCount, articleCount: articleCount, stamp: stamp),
                               segment: segment, firstDocument: UInt32(first), documentCount: UInt32(count)))
        }
        guard reader.isAtEnd else { throw FormatError("trailing bytes after the file list") }
        return files
    }
}

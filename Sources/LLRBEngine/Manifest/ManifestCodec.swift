/// Reads and writes the manifest file (docs/FORMAT.md, "Manifest"). The segment list comes
/// first under its own checksum and the file table after it, so that a search, which needs only
/// the segments, neither reads nor checks the file table (about 25 MB at 10 GB of pages, against a few
/// hundred bytes of segment list).
enum ManifestCodec {
    static let magic: [UInt8] = Array("LLRBMANI".utf8)
    /// Version 6 keeps what read each file as fields of their own beside its text's hash,
    /// where version 5 mixed them into a second hash; version 7 names the documents' fields
    /// (`FieldLayout`); version 8 keeps a file's document count once (7 kept it twice); version
    /// 9 names the records' format (`FieldLayout.recordFormat`). An index of an older version is
    /// refused, to be rebuilt.
    static let version: UInt32 = 9

    /// The manifest of `manifest`'s segments, followed by the file table `appendFiles` writes.
    static func encode(_ manifest: Manifest, appendingFiles appendFiles: (inout ByteWriter) throws(FormatError) -> Void)
        throws(FormatError) -> [UInt8] {
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
        state.appendVarint(manifest.followedLog == nil ? 0 : 1)
        if let log = manifest.followedLog {
            state.appendBlob(Array(log.identity.utf8))
            state.appendBlob(Array(log.path.utf8))
            state.appendVarint(log.lastNumber)
        }
        let fields = manifest.fields.map { zip($0.names, $0.lengthBytes).map { $0 } } ?? []
        state.appendVarint(fields.count)
        for (name, lengthBytes) in fields {
            state.appendBlob(Array(name.utf8))
            state.append(UInt8(lengthBytes))
        }
        state.appendBlob(Array((manifest.fields?.recordFormat ?? "").utf8))
        var writer = ByteWriter()
        writer.append(contentsOf: magic)
        writer.append(version)
        writer.append(UInt32(state.count))
        writer.append(contentsOf: state.bytes)
        writer.appendChecksum(from: 0)
        try appendFiles(&writer)
        return writer.bytes
    }

    /// The manifest's segment list; its file table is left unread and unchecked.
    static func decodeSegments(_ bytes: UnsafeRawBufferPointer) throws(FormatError) -> Manifest {
        try decodeSegmentList(bytes).manifest
    }

    /// The file table of a manifest whose segment list decodes, read in place.
    static func files(_ bytes: UnsafeRawBufferPointer, owner: AnyObject) throws(FormatError) -> FileTable {
        let filesStart = try decodeSegmentList(bytes).filesStart
        return try FileTable(UnsafeRawBufferPointer(rebasing: bytes[filesStart...]), owner: owner)
    }

    private static func decodeSegmentList(_ bytes: UnsafeRawBufferPointer) throws(FormatError) -> (manifest: Manifest, filesStart: Int) {
        guard bytes.count >= magic.count + 4, Array(bytes.prefix(magic.count)) == magic else {
            throw FormatError(.notThisKind)
        }
        var header = ByteReader(bytes, at: magic.count)
        let version = try header.readUInt32()
        guard version == Self.version else { throw FormatError(.version(version, reads: Self.version...Self.version)) }
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
        if try reader.readVarint() != 0 {
            let identity = String(decoding: try reader.readBlob(), as: UTF8.self)
            let path = String(decoding: try reader.readBlob(), as: UTF8.self)
            manifest.followedLog = FollowedLog(identity: identity, path: path, lastNumber: try reader.readCount(atMost: Int(Int32.max)))
        }
        var names: [String] = [], lengthBytes: [Int] = []
        for _ in 0..<(try reader.readCount(atMost: FieldLayout.maximumCount)) {
            names.append(String(decoding: try reader.readBlob(), as: UTF8.self))
            lengthBytes.append(Int(try reader.readByte()))
        }
        let recordFormat = String(decoding: try reader.readBlob(), as: UTF8.self)
        guard let fields = FieldLayout(names: names, lengthBytes: lengthBytes, recordFormat: recordFormat) else {
            throw FormatError("the manifest names no fields its segments could hold")
        }
        manifest.fields = fields
        guard reader.isAtEnd else { throw FormatError("trailing bytes after the segment list") }
        return (manifest, stateEnd + 4)
    }
}

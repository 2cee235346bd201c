/// Reads and writes the manifest file (docs/FORMAT.md, "Manifest").
enum ManifestCodec {
    static let magic: [UInt8] = Array("LLRBMANI".utf8)
    static let version: UInt32 = 1

    static func encode(_ manifest: Manifest) -> [UInt8] {
        var writer = ByteWriter()
        writer.append(contentsOf: magic)
        writer.append(version)
        writer.append(manifest.generation)
        writer.append(manifest.nextSegmentNumber)
        writer.appendVarint(manifest.segments.count)
        for segment in manifest.segments {
            writer.appendVarint(segment.number)
            writer.appendVarint(segment.documentCount)
            writer.appendVarint(segment.deleted.count)
            var previous: UInt32 = 0
            for document in segment.deleted {
                writer.appendVarint(UInt64(document - previous))
                previous = document
            }
        }
        writer.appendVarint(manifest.files.count)
        for entry in manifest.files {
            writer.appendString(entry.file.path)
            writer.append(entry.file.contentHash)
            writer.appendVarint(entry.file.byteCount)
            writer.appendVarint(entry.file.articleCount)
            writer.appendVarint(entry.segment)
            writer.appendVarint(UInt64(entry.firstDocument))
            writer.appendVarint(UInt64(entry.documentCount))
        }
        writer.appendChecksum(from: 0)
        return writer.bytes
    }

    static func decode(_ bytes: UnsafeRawBufferPointer) throws(FormatError) -> Manifest {
        guard bytes.count >= magic.count + 8, Array(bytes.prefix(magic.count)) == magic else {
            throw FormatError("not an llrb manifest")
        }
        let body = UnsafeRawBufferPointer(rebasing: bytes[..<(bytes.count - 4)])
        guard CRC32.checksum(body) == bytes.loadUnaligned(fromByteOffset: bytes.count - 4, as: UInt32.self).littleEndian else {
            throw FormatError("the manifest fails its checksum")
        }
        var reader = ByteReader(body, at: magic.count)
        let version = try reader.readUInt32()
        guard version == Self.version else { throw FormatError("format version \(version), this llrb reads \(Self.version)") }
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
        for _ in 0..<(try reader.readCount(atMost: reader.remaining)) {
            let path = try reader.readString()
            let hash = try reader.readUInt64()
            let byteCount = try reader.readCount(atMost: Int.max)
            let articleCount = try reader.readCount(atMost: Int(UInt32.max))
            let segment = try reader.readVarint()
            let first = try reader.readCount(atMost: Int(UInt32.max))
            let count = try reader.readCount(atMost: Int(UInt32.max))
            manifest.files.append(.init(file: IndexedFile(path: path, contentHash: hash, byteCount: byteCount, articleCount: articleCount),
                                        segment: segment, firstDocument: UInt32(first), documentCount: UInt32(count)))
        }
        guard reader.isAtEnd else { throw FormatError("trailing bytes after the file list") }
        return manifest
    }
}

@testable import LLRBIndex

/// A manifest as llrb wrote it before format 4 (docs/FORMAT.md, "Manifest versions 2 and 3"),
/// written here byte by byte so that reading and upgrading one stays tested.
enum FormatThreeManifest {
    /// `stamped` false: version 2, whose entries have no stamp.
    static func encode(_ manifest: Manifest, files: [FileTableBuilder.Listed], stamped: Bool = true) -> [UInt8] {
        var writer = ByteWriter()
        let current = (try? ManifestCodec.encode(manifest) { _ throws(FormatError) in }) ?? []
        // The segment list is the same as version 4's: everything up to its checksum.
        let segmentListEnd = 16 + current.withUnsafeBytes { Int($0.loadUnaligned(fromByteOffset: 12, as: UInt32.self).littleEndian) } + 4
        writer.append(contentsOf: current.prefix(segmentListEnd))
        writer.bytes.replaceSubrange(8..<12, with: [stamped ? 3 : 2, 0, 0, 0])
        writer.bytes.removeSubrange((segmentListEnd - 4)...)
        writer.appendChecksum(from: 0)
        let filesStart = writer.count
        writer.appendVarint(files.count)
        var previous: [UInt8] = []
        for (path, entry) in files {
            let shared = zip(previous, path).prefix { $0 == $1 }.count
            writer.appendVarint(shared)
            writer.appendBlob(path[shared...])
            previous = path
            writer.append(entry.contentHash)
            if stamped { writer.append(entry.stamp) }
            writer.appendVarint(entry.byteCount)
            writer.appendVarint(entry.articleCount)
            writer.appendVarint(entry.segment)
            writer.appendVarint(UInt64(entry.firstDocument))
            writer.appendVarint(UInt64(entry.documentCount))
        }
        writer.appendChecksum(from: filesStart)
        return writer.bytes
    }
}

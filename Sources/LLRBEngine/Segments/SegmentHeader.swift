/// The 16-byte header of a segment file (docs/FORMAT.md, "Segment files"): magic, format
/// version, CRC-32 of both. Checked before the rest so that an intact segment of another format
/// is told from a damaged one.
enum SegmentHeader {
    /// Throws `notIndexFile` for a file without a segment's magic, `damaged` for a header that
    /// fails its checksum, `otherFormat` for an intact header of another version; returns the
    /// version, one this llrb reads.
    static func check(_ bytes: UnsafeRawBufferPointer, path: String) throws(IndexError) -> UInt32 {
        guard bytes.count >= SegmentLayout.headerSize,
              bytes.prefix(SegmentLayout.headerMagic.count).elementsEqual(SegmentLayout.headerMagic) else {
            throw IndexError(.notIndexFile(path: path, expected: .segment))
        }
        var header = ByteReader(bytes, at: SegmentLayout.headerMagic.count)
        let version: UInt32, crc: UInt32
        do throws(FormatError) {
            version = try header.readUInt32()
            crc = try header.readUInt32()
        } catch {
            throw IndexError.corrupt(path, error.reason)
        }
        guard crc == CRC32.checksum(UnsafeRawBufferPointer(rebasing: bytes[0..<12])) else {
            throw IndexError.corrupt(path, "the header fails its checksum")
        }
        guard version == SegmentLayout.version || version == SegmentLayout.versionWithTables else {
            // Its format without the tables flag: 266 is format 10 with tables, older, not newer.
            throw IndexError.otherFormat(path, version: version & ~SegmentLayout.tablesFlag, reads: SegmentLayout.version)
        }
        return version
    }
}

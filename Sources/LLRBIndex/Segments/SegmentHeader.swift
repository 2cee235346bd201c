import Glibc

/// The 16-byte header of a segment file (docs/FORMAT.md, "Segment files"): magic, format
/// version, CRC-32 of both. Checked apart from the rest so that an intact segment of another
/// format is told from a damaged one, and so that a writer can refuse such an index by reading
/// only these bytes of each segment, before it changes anything.
enum SegmentHeader {
    /// Throws `corrupt` for a header that is not an llrb segment header or fails its checksum,
    /// `otherFormat` for an intact header of another version.
    static func check(_ bytes: UnsafeRawBufferPointer, path: String) throws(IndexError) {
        guard bytes.count >= SegmentLayout.headerSize,
              bytes.prefix(SegmentLayout.headerMagic.count).elementsEqual(SegmentLayout.headerMagic) else {
            throw IndexError.corrupt(path, "not an llrb segment file")
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
        guard version == SegmentLayout.version else {
            throw IndexError.otherFormat(path, version: version, reads: SegmentLayout.version)
        }
    }

    /// Reads the header of the segment file at `path` and checks it as `check` does; a missing
    /// file is damage, as the manifest names it.
    static func checkFile(at path: String) throws(IndexError) {
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { throw IndexError.corrupt(path, "the segment file is missing") }
            throw IndexError.io(path, "open", errno: errno)
        }
        defer { Glibc.close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: SegmentLayout.headerSize)
        let count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count >= 0 else { throw IndexError.io(path, "read", errno: errno) }
        let problem: IndexError? = bytes.withUnsafeBytes { buffer in
            do throws(IndexError) {
                try check(UnsafeRawBufferPointer(rebasing: buffer.prefix(count)), path: path)
                return nil
            } catch {
                return error
            }
        }
        if let problem { throw problem }
    }
}

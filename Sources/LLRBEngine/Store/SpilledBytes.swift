import Glibc

/// The part of a segment section already written out of memory: bytes appended to an unlinked
/// temporary file in the index folder, with their CRC-32 kept up to date, later copied into the
/// segment file by the kernel. A merge's dictionary and postings go this way, so that merging
/// multi-gigabyte segments holds a few megabytes of them instead of the whole new segment's.
/// The file is unlinked as soon as it is made (named like a `RecordSpill`, so one left by a writer
/// killed in between is removed by the next writer).
final class SpilledBytes {
    private let directory: String
    private var descriptor: Int32 = -1
    /// Bytes written so far, and their CRC-32.
    private(set) var count = 0
    private(set) var checksum: UInt32 = 0

    init(directory: String) {
        self.directory = directory
    }

    deinit {
        if descriptor >= 0 { Glibc.close(descriptor) }
    }

    /// Appends `bytes` to the file.
    func append(_ bytes: UnsafeRawBufferPointer) throws(IndexError) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        if descriptor < 0 { descriptor = try RecordSpill.createUnlinked(in: directory, owner: self) }
        var written = 0
        while written < bytes.count {
            let result = FaultInjection.checked { pwrite(descriptor, base + written, bytes.count - written, off_t(count + written)) }
            if result < 0 {
                if errno == EINTR { continue }
                throw IndexError.io(directory, .writeMergedSegment, errno: errno, isFolder: true)
            }
            written += result
        }
        checksum = CRC32.checksum(bytes, continuing: checksum)
        count += bytes.count
    }

    /// Appends every byte written here to `output`.
    func copy(into output: inout SegmentFileOutput) throws(IndexError) {
        guard count > 0 else { return }
        try output.copy(count, from: descriptor, what: directory)
    }
}

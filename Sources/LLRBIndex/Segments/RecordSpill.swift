import Glibc

/// The records section of a segment being built (stored article texts and records, the bulk of
/// a segment), kept in a temporary file rather than in memory, so the writer's memory holds
/// postings only and stays flat however large the archive. The file is unlinked as soon as it is
/// created: a crash leaves nothing behind.
final class RecordSpill {
    /// Bytes gathered in memory before they are written out.
    private static let chunkSize = 1 << 20
    private static let namePrefix = "records-"
    private static let nameSuffix = ".tmp"

    /// A spill file that outlived its writer (it died between creating and unlinking it).
    static func isLeftover(_ name: String) -> Bool {
        name.hasPrefix(namePrefix) && name.hasSuffix(nameSuffix)
    }

    private let directory: String
    private var descriptor: Int32 = -1
    private var pending = ByteWriter()
    private var spilled = 0
    /// The CRC-32 of every byte appended, kept up to date record by record.
    private var crc: UInt32 = 0

    /// All bytes appended so far.
    var count: Int { spilled + pending.count }

    init(directory: String) {
        self.directory = directory
    }

    /// The bytes of one record: its payload as a blob, then the payload's checksum. The
    /// section's checksum takes the payload's in (`CRC32.combine`) instead of reading the
    /// payload again: the records are most of a segment's bytes.
    func appendRecord(_ payload: [UInt8]) throws(IndexError) {
        let start = pending.count
        pending.appendVarint(payload.count)
        let payloadStart = pending.count
        pending.append(contentsOf: payload)
        let payloadCRC = CRC32.checksum(payload)
        pending.append(payloadCRC)
        crc = pending.bytes.withUnsafeBytes { bytes in
            let length = CRC32.checksum(UnsafeRawBufferPointer(rebasing: bytes[start..<payloadStart]), continuing: crc)
            let throughPayload = CRC32.combine(length, payloadCRC, lengthOfB: payload.count)
            return CRC32.checksum(UnsafeRawBufferPointer(rebasing: bytes[(bytes.count - 4)...]), continuing: throughPayload)
        }
        if pending.count >= Self.chunkSize { try spill() }
    }

    /// The CRC-32 of everything appended.
    func checksum() -> UInt32 {
        crc
    }

    /// Appends everything to `output`, spilled bytes first.
    func copy(to output: inout SegmentFileOutput) throws(IndexError) {
        if spilled > 0 {
            var chunk = [UInt8](repeating: 0, count: Self.chunkSize)
            var offset = 0
            while offset < spilled {
                let wanted = min(Self.chunkSize, spilled - offset)
                let got = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, wanted, off_t(offset)) }
                if got < 0 && errno == EINTR { continue }
                guard got > 0 else { throw IndexError.io(directory, "read back the records being written in", errno: errno) }
                try output.write(chunk, length: got)
                offset += got
            }
        }
        try output.write(pending.bytes)
    }

    private func spill() throws(IndexError) {
        if descriptor < 0 {
            let path = directory + "/" + Self.namePrefix + "\(getpid())-\(UInt(bitPattern: ObjectIdentifier(self).hashValue))" + Self.nameSuffix
            descriptor = Glibc.open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else { throw IndexError.io(path, "create", errno: errno) }
            unlink(path)
        }
        var written = 0
        let bytes = pending.bytes
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { raw in
                pwrite(descriptor, raw.baseAddress.map { $0 + written }, raw.count - written, off_t(spilled + written))
            }
            if result < 0 {
                if errno == EINTR { continue }
                throw IndexError.io(directory, "write the records being gathered in", errno: errno)
            }
            written += result
        }
        spilled += bytes.count
        pending.bytes.removeAll(keepingCapacity: true)
    }

    deinit {
        if descriptor >= 0 { Glibc.close(descriptor) }
    }
}

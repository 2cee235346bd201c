import Glibc

/// The payloads of a segment being built (stored document texts and records, the bulk of a
/// segment), kept in a temporary file rather than in memory, so the writer's memory holds
/// postings only and stays flat however large the archive. The file is unlinked as soon as it is
/// created: a crash leaves nothing behind. Each payload is kept as `varint length`, then its
/// bytes; the segment writer reads them back in order (`forEachPayload`) to code their texts.
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

    /// All bytes appended so far.
    var count: Int { spilled + pending.count }

    init(directory: String) {
        self.directory = directory
    }

    func append(_ payload: [UInt8]) throws(IndexError) {
        pending.appendBlob(payload)
        if pending.count >= Self.chunkSize { try spill() }
    }

    /// Calls `body` with every payload appended, in order. Read back a chunk at a time, so memory
    /// holds about one chunk (or one payload, when a payload is longer).
    func forEachPayload(_ body: (UnsafeRawBufferPointer) throws(IndexError) -> Void) throws(IndexError) {
        guard spilled > 0 else {
            _ = try Self.forEachPayload(in: pending.bytes, atEnd: true, body)
            return
        }
        try spill()
        var chunk = [UInt8](repeating: 0, count: Self.chunkSize)
        var unread: [UInt8] = []
        var offset = 0
        while offset < spilled {
            let got = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, min($0.count, spilled - offset), off_t(offset)) }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { throw IndexError.io(directory, .readBackRecords, errno: errno, isFolder: true) }
            offset += got
            unread.append(contentsOf: chunk[0..<got])
            unread.removeFirst(try Self.forEachPayload(in: unread, atEnd: offset == spilled, body))
        }
    }

    /// Calls `body` with each whole payload of `bytes` and returns the bytes they took; a
    /// payload cut off at the end is left for the next chunk, unless `atEnd`.
    private static func forEachPayload(in bytes: [UInt8], atEnd: Bool,
                                       _ body: (UnsafeRawBufferPointer) throws(IndexError) -> Void) throws(IndexError) -> Int {
        let outcome = bytes.withUnsafeBytes { raw -> Result<Int, IndexError> in
            var reader = ByteReader(raw)
            while !reader.isAtEnd {
                let start = reader.offset
                do throws(FormatError) {
                    let payload = try reader.readBlob()
                    do throws(IndexError) {
                        try body(payload)
                    } catch {
                        return .failure(error)
                    }
                } catch {
                    return atEnd ? .failure(IndexError(.writerFault("the records being written were cut short: \(error.reason)"))) : .success(start)
                }
            }
            return .success(reader.offset)
        }
        return try outcome.get()
    }

    /// A new temporary file in `directory`, open for reading and writing and already unlinked,
    /// named after this process and `owner` so that two spills never meet.
    static func createUnlinked(in directory: String, owner: AnyObject) throws(IndexError) -> Int32 {
        let path = directory + "/" + namePrefix + "\(getpid())-\(UInt(bitPattern: ObjectIdentifier(owner).hashValue))" + nameSuffix
        let descriptor = FaultInjection.checked { Glibc.open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600) }
        guard descriptor >= 0 else { throw IndexError.io(path, .create, errno: errno) }
        unlink(path)
        return descriptor
    }

    private func spill() throws(IndexError) {
        if descriptor < 0 { descriptor = try Self.createUnlinked(in: directory, owner: self) }
        var written = 0
        let bytes = pending.bytes
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { raw in
                FaultInjection.checked { pwrite(descriptor, raw.baseAddress.map { $0 + written }, raw.count - written, off_t(spilled + written)) }
            }
            if result < 0 {
                if errno == EINTR { continue }
                throw IndexError.io(directory, .writeRecords, errno: errno, isFolder: true)
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

import Glibc
import LLRBEngine

/// A look at a journal's two ends, for `JournalStanding`: which journal it is and where it ends,
/// without reading the lines between.
extension CorrectionJournal {
    /// The journal's identity (nil for one without a header) and the number of the correction
    /// its last whole line holds (0: none; nil when that line is damaged, which `check` reports
    /// on its own), from its first line and its last lines alone; nil when there is no file. A
    /// line cut short at the end (a write a crash interrupted) is passed over.
    func glance() throws(CorrectionError) -> (identity: String?, lastNumber: Int?)? {
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        if descriptor < 0 {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw .io(path, "read", errno: errno)
        }
        defer { Glibc.close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .io(path, "read", errno: errno) }
        let size = Int(status.st_size)
        let first = try Self.bytes(descriptor, at: 0, count: min(size, 4096), path: path)
        let identity = JournalHeader.decode(first.prefix { $0 != 0x0A })?.header.identity
        // The last whole correction is within the last two lines' longest length; almost always
        // within the last 64 KiB, read first (this runs on every ingest, show and check).
        for tailLength in Set([min(size, 1 << 16), min(size, 2 * JournalLine.maximumLength)]).sorted() {
            let tail = try Self.bytes(descriptor, at: size - tailLength, count: tailLength, path: path)
            if let found = Self.lastNumber(in: tail, isWhole: tailLength == size) { return (identity, found) }
        }
        return (identity, nil)
    }

    /// What the last whole line of `tail` (the journal's end) says: `.some(number)` (0 for
    /// none), `.some(nil)` for a damaged line, nil when no whole line is in it (`isWhole`: it is
    /// the whole journal).
    private static func lastNumber(in tail: ArraySlice<UInt8>, isWhole: Bool) -> Int?? {
        // From the end: blank lines passed over, an unended last line that is no correction
        // (a write a crash cut short) too; the first other line says.
        var end = tail.endIndex
        var unended = tail.last != 0x0A
        while end > tail.startIndex {
            if !unended, tail[end - 1] == 0x0A { end -= 1 }
            let start = tail[..<end].lastIndex(of: 0x0A).map { $0 + 1 } ?? tail.startIndex
            let line = tail[start..<end]
            // A line cut by the tail's start is no whole line: a longer tail is read.
            guard start > tail.startIndex || isWhole else { return nil }
            if !line.allSatisfy({ $0 == 0x20 || $0 == 0x0D }) {
                if case .success(let correction) = JournalLine.decode(line) { return .some(correction.number) }
                if !unended { return .some(JournalHeader.decode(line) == nil ? nil : 0) }
            }
            unended = false
            end = start
        }
        return .some(0)
    }

    static func bytes(_ descriptor: Int32, at offset: Int, count: Int, path: String) throws(CorrectionError) -> ArraySlice<UInt8> {
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let read = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + done, count - done, off_t(offset + done)) }
            if read < 0, errno == EINTR { continue }
            guard read > 0 else { throw .io(path, "read", errno: read < 0 ? errno : EIO) }
            done += read
        }
        return bytes[...]
    }
}

import Glibc

/// Whether the journal a command would read is the one the index follows (docs/CORRECTIONS.md,
/// "The index knows its journal"). An index whose journal is missing, replaced or cut short
/// still holds the corrected articles; every command says so rather than take the journal it
/// finds for the truth, and an ingest keeps the corrected pages as they are until the user says
/// which journal to follow (`IngestOptions.journalChoice`).
public enum JournalStanding: Hashable, Sendable {
    /// The journal is the one followed (or the index follows none yet).
    case followed
    /// No file is where the journal is looked for; `followed` says where it was.
    case missing(followed: FollowedJournal, at: String)
    /// Another journal is there (`identity` nil: one without a header).
    case replaced(followed: FollowedJournal, at: String, identity: String?)
    /// The journal followed is there, ending before the correction it ended with (its last
    /// number now: it was cut, or restored from an older copy).
    case shortened(followed: FollowedJournal, at: String, lastNumber: Int)

    /// How `journal` stands against the journal `followed` that an index records.
    public static func of(_ journal: CorrectionJournal, followed: FollowedJournal?) throws(CorrectionError) -> JournalStanding {
        guard let followed else { return .followed }
        guard let glance = try journal.glance() else { return .missing(followed: followed, at: journal.path) }
        guard glance.identity == followed.identity else { return .replaced(followed: followed, at: journal.path, identity: glance.identity) }
        if let last = glance.lastNumber, last < followed.lastNumber {
            return .shortened(followed: followed, at: journal.path, lastNumber: last)
        }
        return .followed
    }

    public var isFollowed: Bool { self == .followed }

    /// The journal the index followed, when this is not it.
    public var followedJournal: FollowedJournal? {
        switch self {
        case .followed: nil
        case .missing(let followed, _), .replaced(let followed, _, _), .shortened(let followed, _, _): followed
        }
    }
}

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
        // The last whole correction is within the last two lines' longest length.
        let tailLength = min(size, 2 * JournalLine.maximumLength)
        let tail = try Self.bytes(descriptor, at: size - tailLength, count: tailLength, path: path)
        // The last line ended by a line break, or the last one unended that holds a correction.
        var end = tail.endIndex
        if tail.last != 0x0A, let lastBreak = tail.lastIndex(of: 0x0A) {
            if case .success(let correction) = JournalLine.decode(tail[(lastBreak + 1)...]) { return (identity, correction.number) }
            end = lastBreak
        } else if tail.last == 0x0A {
            end -= 1
        }
        let start = tail[..<end].lastIndex(of: 0x0A).map { $0 + 1 } ?? tail.startIndex
        guard start > tail.startIndex || tailLength == size, start < end else { return (identity, 0) }
        switch JournalLine.decode(tail[start..<end]) {
        case .success(let correction): return (identity, correction.number)
        case .failure: return (identity, JournalHeader.decode(tail[start..<end]) == nil ? nil : 0)
        }
    }

    private static func bytes(_ descriptor: Int32, at offset: Int, count: Int, path: String) throws(CorrectionError) -> ArraySlice<UInt8> {
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

import Glibc

/// The append-only file of a user's corrections (docs/CORRECTIONS.md). It lives beside the
/// index, never in it (`path(besideIndex:)`): an index can always be built again from the
/// pages, corrections cannot, and "remove the damaged index and ingest again" must never take
/// them. Writers take `flock` on the file itself; readers read without it, taking the whole
/// lines there are (a line is written by one `write`, and one cut short by a crash is ignored,
/// then cut off by the next append).
public struct CorrectionJournal: Sendable {
    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// `INDEX.corrections` beside the index folder `INDEX`.
    public static func path(besideIndex indexPath: String) -> String {
        var folder = indexPath
        while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
        return folder + ".corrections"
    }

    /// Every correction the journal holds, and the lines it cannot read; empty when there is
    /// no journal yet.
    public func read() throws(CorrectionError) -> JournalContents {
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        if descriptor < 0 {
            // No journal yet; and a path through a file (an index path that is a file) holds none.
            if errno == ENOENT || errno == ENOTDIR { return JournalContents() }
            throw .io(path, "read", errno: errno)
        }
        defer { Glibc.close(descriptor) }
        return JournalContents(try Self.readAll(descriptor, path: path))
    }

    /// Appends the correction `make` returns, given what the journal holds and the number the
    /// new entry takes, and returns it once it is on disk (fsync'd, with the folder entry of a
    /// new journal); when `make` throws, nothing is written and its error is thrown as it was
    /// (`JournalAppendError.refused`). The lock is held from the read to the sync: two writers never take one
    /// number, and an ingest's last look at the journal (`hold`) sees the whole line or none.
    /// The first correction takes the folder's lock first, as an ingest's last look does when
    /// there is no journal yet: it is made before that look or after the ingest has published.
    public func append<Refusal: Error>(_ make: (JournalContents, Int) throws(Refusal) -> Correction)
        throws(JournalAppendError<Refusal>) -> Correction {
        let existed = access(path, F_OK) == 0
        let folderHold: HeldLock?
        do throws(CorrectionError) { folderHold = existed ? nil : try lockFolder() } catch { throw .journal(error) }
        defer { folderHold?.release() }
        let descriptor = Glibc.open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .journal(.io(path, "open", errno: errno)) }
        defer { Glibc.close(descriptor) }
        guard flock(descriptor, LOCK_EX) == 0 else { throw .journal(.io(path, "lock", errno: errno)) }
        defer { flock(descriptor, LOCK_UN) }
        let bytes: [UInt8]
        do throws(CorrectionError) { bytes = try Self.readAll(descriptor, path: path) } catch { throw .journal(error) }
        let contents = JournalContents(bytes)
        var whole = bytes.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        var line: [UInt8] = []
        if contents.lastLineLacksBreak {
            // A whole correction without its line break (a hand edit): it stays, ended.
            whole = bytes.count
            line = [0x0A]
        } else if whole < bytes.count, ftruncate(descriptor, off_t(whole)) != 0 {
            // A line a crash cut short was never reported as recorded: it goes, so the new
            // line starts on a line of its own.
            throw .journal(.io(path, "repair", errno: errno))
        }
        let correction: Correction
        do throws(Refusal) { correction = try make(contents, contents.nextNumber) } catch { throw .refused(error) }
        line += JournalLine.encode(correction)
        var written = 0
        while written < line.count {
            let result = line.withUnsafeBytes { raw in
                pwrite(descriptor, UnsafeRawBufferPointer(rebasing: raw[written...]).baseAddress, raw.count - written, off_t(whole + written))
            }
            if result < 0 {
                if errno == EINTR { continue }
                let code = errno
                _ = ftruncate(descriptor, off_t(whole))
                throw .journal(.io(path, "write to", errno: code))
            }
            written += result
        }
        guard fsync(descriptor) == 0 else { throw .journal(.io(path, "sync", errno: errno)) }
        if !existed {
            do throws(CorrectionError) { try syncFolder() } catch { throw .journal(error) }
        }
        return correction
    }

    /// Holds the journal's lock until the hold is released: an ingest takes it for its last
    /// look at the journal and its publication, so that a correction recorded meanwhile either
    /// is in that look or finds the index free and applies itself. With no journal yet it holds
    /// the folder's lock, which the first correction takes to create the journal; nil when the
    /// folder cannot be opened either (nothing can be written there).
    public func hold() throws(CorrectionError) -> HeldLock? {
        var descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        if descriptor < 0 {
            guard errno == ENOENT || errno == ENOTDIR else { throw .io(path, "open", errno: errno) }
            guard let folderHold = try lockFolder() else { return nil }
            descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
            // Still none: the folder's lock keeps the first correction until the hold ends.
            guard descriptor >= 0 else { return folderHold }
            // A first correction made it while the folder's lock was awaited: the journal's own
            // lock is taken, as when it was there from the start.
            folderHold.release()
        }
        guard flock(descriptor, LOCK_EX) == 0 else {
            let code = errno
            Glibc.close(descriptor)
            throw .io(path, "lock", errno: code)
        }
        return HeldLock(descriptor: descriptor)
    }

    /// The folder the journal is in.
    private var folder: String {
        path.lastIndex(of: "/").map { String(path[..<$0]) }.flatMap { $0.isEmpty ? "/" : $0 } ?? "."
    }

    /// The folder's exclusive lock (`flock` on the folder itself); nil when the folder cannot be
    /// opened.
    private func lockFolder() throws(CorrectionError) -> HeldLock? {
        let descriptor = Glibc.open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        guard flock(descriptor, LOCK_EX) == 0 else {
            let code = errno
            Glibc.close(descriptor)
            throw .io(path, "lock the folder of", errno: code)
        }
        return HeldLock(descriptor: descriptor)
    }

    private func syncFolder() throws(CorrectionError) {
        let descriptor = Glibc.open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .io(path, "sync the folder of", errno: errno) }
        defer { Glibc.close(descriptor) }
        guard fsync(descriptor) == 0 else { throw .io(path, "sync the folder of", errno: errno) }
    }

    private static func readAll(_ descriptor: Int32, path: String) throws(CorrectionError) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var offset: off_t = 0
        while true {
            let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, offset) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .io(path, "read", errno: errno)
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: buffer[..<count])
            offset += off_t(count)
        }
    }
}

/// What a journal holds.
public struct JournalContents: Sendable {
    /// In journal order (by number).
    public private(set) var corrections: [Correction] = []
    /// Lines that cannot be read (a flipped byte, an edit by hand); never overwritten.
    public private(set) var damage: [JournalDamage] = []
    /// A last line without its line break that holds no correction: a write a crash cut short,
    /// never reported as made, which the next correction cuts off.
    public private(set) var hasTornTail = false
    /// A last line without its line break that holds a whole correction (a hand edit): kept,
    /// and ended by the next correction.
    private(set) var lastLineLacksBreak = false
    private var lineCount = 0

    init() {}

    init(_ bytes: [UInt8]) {
        var start = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: 0x0A)
            let line = bytes[start..<(end ?? bytes.count)]
            start = (end ?? bytes.count) + 1
            if line.allSatisfy({ $0 == 0x20 || $0 == 0x0D }) {
                if end != nil { lineCount += 1 }
                continue
            }
            let read = line.count <= JournalLine.maximumLength ? JournalLine.decode(line) : .failure(.tooLong)
            switch (read, end) {
            case (.success(let correction), _):
                lineCount += 1
                corrections.append(correction)
                lastLineLacksBreak = end == nil
            case (.failure, nil):
                hasTornTail = true
            case (.failure(let reason), _?):
                lineCount += 1
                damage.append(JournalDamage(line: lineCount, reason: reason))
            }
        }
    }

    /// Above every number a line holds or may have held (a damaged line kept its number).
    var nextNumber: Int {
        max(corrections.map(\.number).max() ?? 0, lineCount) + 1
    }

    /// The corrections in force: every one not undone, in number order.
    public var inForce: [Correction] {
        let undone = Set(corrections.compactMap { correction -> Int? in
            if case .undo(let number) = correction.change { return number }
            return nil
        })
        return corrections.filter { correction in
            if case .undo = correction.change { return false }
            return !undone.contains(correction.number)
        }
    }

    /// The correction numbered `number`, if the journal holds it.
    public func correction(_ number: Int) -> Correction? {
        corrections.first { $0.number == number }
    }
}

/// Why `CorrectionJournal.append` wrote nothing: the journal failed, or the caller's `make`
/// refused the correction (its own error, as it threw it).
public enum JournalAppendError<Refusal: Error>: Error {
    case journal(CorrectionError)
    case refused(Refusal)
}

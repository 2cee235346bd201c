import Glibc
import LLRBEngine

/// The append-only file of a user's corrections (docs/CORRECTIONS.md). It lives beside the
/// index, never in it (`path(besideIndex:)`): an index can always be built again from the
/// pages, corrections cannot, and "remove the damaged index and ingest again" must never take
/// them. Writers take `flock` on the file itself; readers read without it, taking the whole
/// lines there are (a line is written by one `write`, and one cut short by a crash is ignored,
/// then cut off by the next append). A writer appends only to a journal (`JournalHeader`).
public struct CorrectionJournal: Sendable {
    public let path: String
    /// The index folder whose map of this journal (`JournalMap`) finds a page's lines; nil:
    /// every read of a page scans the whole journal.
    public var mapFolder: String?

    public init(path: String, mapFolder: String? = nil) {
        self.path = path
        self.mapFolder = mapFolder
    }

    /// `INDEX.corrections` beside the index folder `INDEX`.
    public static func path(besideIndex indexPath: String) -> String {
        var folder = indexPath
        while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
        return folder + ".corrections"
    }

    /// Whether a file (or anything) is at the journal's path.
    public var exists: Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    /// Every correction the journal holds, and the lines it cannot read; empty when there is
    /// no journal yet. A file that is no journal is an error, not a journal of damaged lines.
    /// `page`: only that page's corrections are read (`JournalPage`), the other lines counted.
    /// `known`: what an earlier read gave, taken as it is when the file is the same version
    /// (`JournalFileVersion`) and it was read for the same page. `mapping`: without a map, the
    /// other pages' lines are decoded too, for the ingest that maps them (`JournalMap`).
    public func read(page: JournalPage? = nil, known: JournalContents? = nil, mapping: Bool = false) throws(CorrectionError) -> JournalContents {
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        if descriptor < 0 {
            // No journal yet; and a path through a file (an index path that is a file) holds none.
            if errno == ENOENT || errno == ENOTDIR { return JournalContents() }
            throw .io(path, "read", errno: errno)
        }
        defer { Glibc.close(descriptor) }
        if let known, known.page == page, let version = JournalFileVersion(descriptor), known.fileVersion == version { return known }
        var contents: JournalContents
        if let mapped = try mapped(descriptor, page: page, mapping: mapping) {
            contents = mapped
        } else {
            contents = JournalContents(try OpenJournal.readAll(descriptor, path: path), page: page, mapping: mapping)
        }
        contents.fileVersion = JournalFileVersion(descriptor)
        let file = OpenJournal.resolved(path)
        if let refusal = contents.refusal(path: file), refusal != .damagedHeader(path: file) { throw refusal }
        return contents
    }

    /// Appends the correction `make` returns, given what the journal holds and the number the
    /// new entry takes, and returns it once it is on disk (fsync'd, with the folder entry of a
    /// new journal); when `make` throws, nothing is written and its error is thrown as it was
    /// (`JournalAppendError.refused`). The lock is held from the read to the sync: two writers never take one
    /// number, and an ingest's last look at the journal (`hold`) sees the whole line or none.
    /// The first correction takes the folder's lock first, as an ingest's last look does when
    /// there is no journal yet: it is made before that look or after the ingest has published.
    /// A line longer than `JournalLine.maximumLength` is refused (`.lineTooLong`) unwritten.
    /// `page`: `make` is given only that page's corrections (`JournalPage`).
    public func append<Refusal: Error>(page: JournalPage? = nil, _ make: (JournalContents, Int) throws(Refusal) -> Correction)
        throws(JournalAppendError<Refusal>) -> Correction {
        try record(page: page, make).correction
    }

    /// `append`, and what the journal holds once the line is written (the lines `page` names):
    /// the ingest that applies the correction takes it as it is while the file is unchanged
    /// (`IngestOptions.knownJournal`), rather than read those lines again.
    public func record<Refusal: Error>(page: JournalPage? = nil, _ make: (JournalContents, Int) throws(Refusal) -> Correction)
        throws(JournalAppendError<Refusal>) -> (correction: Correction, contents: JournalContents?) {
        let open: OpenJournal
        do throws(CorrectionError) { open = try OpenJournal(path: path, creating: true, page: page, mapFolder: mapFolder) } catch { throw .journal(error) }
        defer { open.close() }
        var contents = open.takeContents()
        var start = open.byteCount
        var line: [UInt8] = []
        if contents.lastLineLacksBreak {
            // A whole correction without its line break (a hand edit): it stays, ended.
            line = [0x0A]
        } else if open.wholeLinesEnd < start {
            let whole = open.wholeLinesEnd
            // A line a crash cut short was never reported as recorded: it goes, so the new
            // line starts on a line of its own.
            guard ftruncate(open.descriptor, off_t(whole)) == 0 else { throw .journal(.io(open.path, "repair", errno: errno)) }
            start = whole
        }
        let correction: Correction
        do throws(Refusal) {
            correction = try make(contents, contents.nextNumber)
        } catch {
            open.removeIfMadeEmpty()
            throw .refused(error)
        }
        let encoded = JournalLine.encode(correction)
        guard encoded.count <= JournalLine.maximumLength else {
            open.removeIfMadeEmpty()
            throw .journal(.lineTooLong(path: open.path, bytes: encoded.count, limit: JournalLine.maximumLength))
        }
        let plain = line.isEmpty && start == contents.byteCount && contents.header != nil
        line += encoded
        do throws(CorrectionError) { try open.write(line, at: start) } catch { throw .journal(error) }
        guard plain else { return (correction, nil) }
        contents.append(correction, at: JournalLineRef(offset: start, length: encoded.count), version: JournalFileVersion(open.descriptor))
        return (correction, contents)
    }

    /// Holds the journal's lock until the hold is released: an ingest takes it for its last
    /// look at the journal and its publication, so that a correction recorded meanwhile either
    /// is in that look or finds the index free and applies itself. With no journal yet it holds
    /// the folder's lock, which the first correction takes to create the journal; nil when the
    /// folder cannot be opened either (nothing can be written there). A journal written before
    /// headers is given one here, so that the index can record which journal it follows.
    /// `known`: what `read` gave before, taken as it is when the journal's file is the same
    /// version (`JournalFileVersion`).
    public func hold(known: JournalContents? = nil, page: JournalPage? = nil) throws(CorrectionError) -> (lock: HeldLock?, contents: JournalContents) {
        let open = try OpenJournal(path: path, creating: false, known: known, page: page, mapFolder: mapFolder)
        return (open.lock(), open.contents)
    }
}

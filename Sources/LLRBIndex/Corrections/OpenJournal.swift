import Foundation
import LLRBEngine

/// The journal opened under its lock, for a writer or an ingest's last look: the file the
/// journal's path names (a symlink's target), checked to be a journal, and given a header when
/// it was written before headers. The lock is taken, then the path checked to still name the
/// locked file: a writer that gave a journal its header replaced the file by rename while
/// another waited on the old one's lock.
final class OpenJournal {
    /// The file written: the journal's path, or the file a symbolic link there names.
    private(set) var path: String
    private(set) var descriptor: Int32 = -1
    private(set) var contents = JournalContents()
    /// The file's length when it was read.
    private(set) var byteCount = 0
    /// Where the last whole line ends (0: none).
    private(set) var wholeLinesEnd = 0
    /// What was read, handed over: the journal keeps none of it, so that the taker appends to
    /// it without copying 100,000 corrections.
    func takeContents() -> JournalContents {
        defer { contents = JournalContents() }
        return contents
    }

    /// With no journal yet: the folder's lock, which the first correction takes to create it.
    private var folderLock: HeldLock?
    /// The header the first write puts before its line (a new or empty journal).
    private var pendingHeader: [UInt8] = []
    /// Whether the folder's entry changed (a new file, a header given by rename): synced too.
    private var folderChanged = false
    /// Whether this writer created the file.
    private var madeFile = false
    /// The page whose lines are read (`JournalPage`); nil: every line.
    private let page: JournalPage?
    /// Where the index's map of the journal is (`CorrectionJournal.mapFolder`).
    private let mapFolder: String?

    /// Opens the journal at `path` and locks it; `creating`: for a writer, which creates a
    /// journal that is not there and refuses a file it may not write to; else for an ingest's
    /// last look, which holds the folder's lock when there is no journal. `known`: what a read
    /// without the lock found, taken as it is when the file has its length still (a journal is
    /// only appended to), so that 100,000 corrections are not read twice.
    init(path: String, creating: Bool, known: JournalContents? = nil, page: JournalPage? = nil, mapFolder: String? = nil) throws(CorrectionError) {
        self.path = path
        self.page = page
        self.mapFolder = mapFolder
        var resolved = path
        for _ in 0..<16 {
            resolved = Self.resolved(path)
            guard let descriptor = try openFile(resolved, creating: creating) else {
                self.path = resolved
                return
            }
            guard flock(descriptor, LOCK_EX) == 0 else {
                let code = errno
                Glibc.close(descriptor)
                throw .io(path, "lock", errno: code)
            }
            // Given a header by another writer meanwhile (a new file in its place): again.
            guard Self.isStill(descriptor, at: resolved) else {
                Glibc.close(descriptor)
                continue
            }
            self.descriptor = descriptor
            self.path = resolved
            try load(known: known)
            if let refusal = contents.refusal(path: resolved), creating || refusal != .damagedHeader(path: resolved) {
                close()
                throw refusal
            }
            if contents.kind == .headerless, creating {
                try giveHeader()
            } else if contents.kind == .headerless, access(resolved, W_OK) == 0 {
                // An ingest's look gives one where it can, and reads on without where it cannot
                // (a folder it may not write in): the next correction gives it.
                try? giveHeader()
            } else if contents.kind == .empty, creating {
                pendingHeader = JournalHeader.new(created: Self.now()).line
            }
            return
        }
        throw .io(path, "lock", errno: EAGAIN)
    }

    /// The open file, or nil with no journal there (then, for an ingest, the folder's lock is
    /// held); a writer creates it, under the folder's lock.
    private func openFile(_ path: String, creating: Bool) throws(CorrectionError) -> Int32? {
        let descriptor = Glibc.open(path, (creating ? O_RDWR : O_RDONLY) | O_CLOEXEC)
        if descriptor >= 0 { return descriptor }
        guard errno == ENOENT || (!creating && errno == ENOTDIR) else { throw .io(path, "open", errno: errno) }
        folderLock?.release()
        folderLock = try Self.lockFolder(of: path)
        if creating {
            let made = Glibc.open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if made >= 0 {
                folderChanged = true
                madeFile = true
                return made
            }
            guard errno == EEXIST else { throw .io(path, "create", errno: errno) }
            // Made meanwhile by a writer that did not wait for the folder (or a dangling link).
            folderLock?.release()
            folderLock = nil
            let existing = Glibc.open(path, O_RDWR | O_CLOEXEC)
            guard existing >= 0 else { throw .io(path, "open", errno: errno) }
            return existing
        }
        guard folderLock != nil else { return nil }
        let appeared = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        // Still none: the folder's lock keeps the first correction until the hold ends.
        guard appeared >= 0 else { return nil }
        // A first correction made it while the folder's lock was awaited: its own lock is taken.
        folderLock?.release()
        folderLock = nil
        return appeared
    }

    private func load(known: JournalContents? = nil) throws(CorrectionError) {
        let version = JournalFileVersion(descriptor)
        if let known, known.byteCount > 0, known.page == page, let version, known.fileVersion == version {
            contents = known
            byteCount = known.byteCount
            wholeLinesEnd = known.byteCount
            return
        }
        if let mapped = try CorrectionJournal(path: path, mapFolder: mapFolder).mapped(descriptor, page: page, mapping: mapFolder != nil) {
            contents = mapped
        } else {
            // A writer (a correction, an ingest's last look) reads for the map when it has none.
            contents = JournalContents(try Self.readAll(descriptor, path: path), page: page, mapping: mapFolder != nil)
        }
        contents.fileVersion = version
        byteCount = contents.byteCount
        wholeLinesEnd = contents.wholeLinesEnd
    }

    /// A journal written before headers gets one, atomically: the header and its lines go to a
    /// new file that replaces it by rename, locked before the rename so that no writer gets in
    /// between; a writer waiting on the old file finds it replaced and opens the new one.
    private func giveHeader() throws(CorrectionError) {
        let temporary = path + ".header-\(getpid())"
        // A new file of its own (never one a link there names), owned and moded as the journal.
        unlink(temporary)
        let made = Glibc.open(temporary, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard made >= 0 else { throw .io(path, "give a header to", errno: errno) }
        var status = stat()
        if fstat(descriptor, &status) == 0 {
            _ = fchown(made, status.st_uid, status.st_gid)
            fchmod(made, status.st_mode & 0o7777)
        }
        let old = descriptor
        descriptor = made
        do throws(CorrectionError) {
            guard flock(made, LOCK_EX) == 0 else { throw .io(path, "lock", errno: errno) }
            let bytes = try Self.readAll(old, path: path)
            try write(JournalHeader.new(created: Self.now()).line + bytes, at: 0, syncing: false)
            guard rename(temporary, path) == 0 else { throw .io(path, "give a header to", errno: errno) }
            folderChanged = true
            try syncFolder()
        } catch {
            unlink(temporary)
            descriptor = old
            Glibc.close(made)
            throw error
        }
        Glibc.close(old)
        try load()
    }

    /// Writes `bytes` at `offset` (after the header a new journal still lacks), and syncs them
    /// and, when its entry changed, the folder. A failed write is cut off again.
    func write(_ bytes: [UInt8], at offset: Int, syncing: Bool = true) throws(CorrectionError) {
        let line = pendingHeader + bytes
        var written = 0
        while written < line.count {
            let result = line.withUnsafeBytes { raw in
                pwrite(descriptor, UnsafeRawBufferPointer(rebasing: raw[written...]).baseAddress, raw.count - written, off_t(offset + written))
            }
            if result < 0 {
                if errno == EINTR { continue }
                let code = errno
                _ = ftruncate(descriptor, off_t(offset))
                throw .io(path, "write to", errno: code)
            }
            written += result
        }
        pendingHeader = []
        guard fsync(descriptor) == 0 else {
            // Not reported made, so not left to be made twice by a second try.
            let code = errno
            _ = ftruncate(descriptor, off_t(offset))
            throw .io(path, "sync", errno: code)
        }
        if syncing, folderChanged { try syncFolder() }
    }

    /// Removes the journal this writer created when nothing was written to it (the correction
    /// was refused): a refusal leaves no file behind.
    func removeIfMadeEmpty() {
        guard madeFile, !pendingHeader.isEmpty else { return }
        unlink(path)
    }

    /// The lock held, handed over: the journal's, or with no journal the folder's.
    func lock() -> HeldLock? {
        if descriptor >= 0 {
            defer { descriptor = -1 }
            return HeldLock(descriptor: descriptor)
        }
        defer { folderLock = nil }
        return folderLock
    }

    func close() {
        if descriptor >= 0 {
            flock(descriptor, LOCK_UN)
            Glibc.close(descriptor)
            descriptor = -1
        }
        folderLock?.release()
        folderLock = nil
    }

    deinit {
        close()
    }

    /// The file `path` names, through symbolic links, even one that names no file yet (a
    /// journal to be made where a link points).
    static func resolved(_ path: String) -> String {
        if let real = realpath(path, nil) {
            defer { free(real) }
            return String(cString: real)
        }
        var current = path
        for _ in 0..<8 {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count > 0 else { return current }
            let target = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = target.hasPrefix("/") ? target : folder(of: current) + "/" + target
        }
        return current
    }

    /// Whether `descriptor` is still the file at `path`.
    private static func isStill(_ descriptor: Int32, at path: String) -> Bool {
        var open = stat(), named = stat()
        return fstat(descriptor, &open) == 0 && stat(path, &named) == 0 && open.st_ino == named.st_ino && open.st_dev == named.st_dev
    }

    private static func folder(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[..<$0]) }.flatMap { $0.isEmpty ? "/" : $0 } ?? "."
    }

    /// The folder's exclusive lock (`flock` on the folder itself); nil when the folder cannot be
    /// opened.
    private static func lockFolder(of path: String) throws(CorrectionError) -> HeldLock? {
        let descriptor = Glibc.open(folder(of: path), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        guard flock(descriptor, LOCK_EX) == 0 else {
            let code = errno
            Glibc.close(descriptor)
            throw .io(path, "lock the folder of", errno: code)
        }
        return HeldLock(descriptor: descriptor)
    }

    private func syncFolder() throws(CorrectionError) {
        let descriptor = Glibc.open(Self.folder(of: path), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .io(path, "sync the folder of", errno: errno) }
        defer { Glibc.close(descriptor) }
        guard fsync(descriptor) == 0 else { throw .io(path, "sync the folder of", errno: errno) }
    }

    static func readAll(_ descriptor: Int32, path: String) throws(CorrectionError) -> [UInt8] {
        var status = stat()
        // Read into room for the length it has, grown only if it grows meanwhile: appending 64 KiB
        // at a time copied a 300 MB journal over and over as the array grew.
        var bytes = [UInt8](repeating: 0, count: fstat(descriptor, &status) == 0 ? max(Int(status.st_size), 0) + 1 : 1 << 16)
        var filled = 0
        while true {
            if filled == bytes.count { bytes += [UInt8](repeating: 0, count: bytes.count) }
            let count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress.map { $0 + filled }, $0.count - filled, off_t(filled)) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .io(path, "read", errno: errno)
            }
            if count == 0 {
                bytes.removeSubrange(filled...)
                return bytes
            }
            filled += count
        }
    }

    private static func now() -> String {
        var seconds = time(nil)
        var parts = tm()
        gmtime_r(&seconds, &parts)
        return String(format: "%04d-%02d-%02dT%02d:%02d:%02dZ", parts.tm_year + 1900, parts.tm_mon + 1, parts.tm_mday,
                      parts.tm_hour, parts.tm_min, parts.tm_sec)
    }
}

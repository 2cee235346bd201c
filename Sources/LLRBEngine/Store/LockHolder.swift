import Glibc

/// Who holds an index's writer lock, as the holder writes it into `LOCK` (`correction 4242`, its
/// kind and process id): a writer that finds the lock taken may wait for a writer of one file,
/// which is over in moments, but never for an ingest, which may run for hours. The words in
/// `LOCK` are those llrb has always written there.
public enum LockHolder: String, Sendable {
    /// An ingest of the files a user named (`llrb ingest`).
    case ingest
    /// A writer of one file, over in moments (llrb's ingest of a page a correction just
    /// changed: `llrb correct`, `llrb corrections --undo`, the web reader's edit mode).
    case oneFile = "correction"

    /// Says in `LOCK`, open as `descriptor` and just locked by this process, who holds it.
    package func write(to descriptor: Int32) {
        let line = "\(rawValue) \(getpid())\n"
        _ = ftruncate(descriptor, 0)
        _ = line.withCString { pwrite(descriptor, $0, strlen($0), 0) }
    }

    /// Cleared before the lock is let go, so that `LOCK` names no holder while none holds it.
    static func clear(_ descriptor: Int32) {
        _ = ftruncate(descriptor, 0)
    }

    /// Who `LOCK`, open as `descriptor`, says holds it; nil when it says nothing (the holder has
    /// not written yet, or is an llrb from before holders said who they are) or names a process
    /// that is gone (killed before it cleared the file: the kernel let its lock go with it).
    package static func read(from descriptor: Int32) -> LockHolder? {
        var bytes = [UInt8](repeating: 0, count: 64)
        let count = pread(descriptor, &bytes, bytes.count, 0)
        guard count > 0 else { return nil }
        let words = String(decoding: bytes[..<count], as: UTF8.self).split(whereSeparator: \.isWhitespace)
        guard words.count == 2, let holder = LockHolder(rawValue: String(words[0])), let process = pid_t(words[1]),
              kill(process, 0) == 0 || errno == EPERM else { return nil }
        return holder
    }
}

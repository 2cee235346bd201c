import Glibc

/// The lock that lets one writer at a time change an index: `flock` on `LOCK`, released by the
/// kernel if the process dies. Its holder writes who it is into the file (`LockHolder`), so that
/// a writer finding it taken can wait for a writer of one file (`LockHolder.oneFile`, up to
/// `patience` seconds) and is refused at once by any other holder.
final class WriterLock {
    /// Seconds a holder that has not said who it is yet is given to say so: it writes at once
    /// after taking the lock, so this is only ever waited out for an llrb from before holders
    /// said who they are, which is refused as another ingest.
    static let unsaidPatience = 1.0
    /// Between two tries of a lock a writer of one file holds.
    static let retryMicroseconds: UInt32 = 20_000

    private let held: HeldLock
    private let descriptor: Int32
    private var holding = true

    /// - Parameter waiting: told once when the lock is found held by a writer of one file and
    ///   waited for.
    init(directory: String, as holder: LockHolder, patience: Double, waiting: (@Sendable () -> Void)?) throws(IndexError) {
        let path = directory + "/" + IndexFiles.lock
        let descriptor = Glibc.open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw IndexError.io(path, .openLockFile, errno: errno) }
        let started = Self.seconds()
        var toldWaiting = false
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            let found = code == EWOULDBLOCK ? LockHolder.read(from: descriptor) : nil
            let allowed = switch found {
            case .oneFile: patience
            case nil: min(patience, Self.unsaidPatience)
            case .ingest: 0.0
            }
            guard code == EWOULDBLOCK, Self.seconds() - started < allowed else {
                Glibc.close(descriptor)
                throw code == EWOULDBLOCK ? IndexError(.locked(directory: directory, lockFile: path, holder: found))
                    : IndexError.io(path, .lock, errno: code)
            }
            if found == .oneFile, !toldWaiting {
                waiting?()
                toldWaiting = true
            }
            usleep(Self.retryMicroseconds)
        }
        // A writer that made the folder and published nothing removes LOCK as it closes
        // (`IndexWriter.close`): a lock taken on that file after it was opened here is no lock,
        // since the next writer creates and locks another LOCK.
        var locked = stat(), current = stat()
        guard fstat(descriptor, &locked) == 0, stat(path, &current) == 0,
              locked.st_dev == current.st_dev, locked.st_ino == current.st_ino else {
            Glibc.close(descriptor)
            throw IndexError(.locked(directory: directory, lockFile: path, holder: nil))
        }
        holder.write(to: descriptor)
        self.descriptor = descriptor
        held = HeldLock(descriptor: descriptor)
    }

    /// A writer refused after taking the lock (an index of another format) says nothing more.
    deinit {
        release()
    }

    func release() {
        guard holding else { return }
        holding = false
        LockHolder.clear(descriptor)
        held.release()
    }

    private static func seconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}

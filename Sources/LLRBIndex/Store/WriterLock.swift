import Glibc

/// The lock that lets one writer at a time change an index: `flock` on `LOCK`, never waiting,
/// released by the kernel if the process dies.
final class WriterLock {
    private let held: HeldLock

    init(directory: String) throws(IndexError) {
        let path = directory + "/" + IndexFiles.lock
        let descriptor = Glibc.open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw IndexError.io(path, .openLockFile, errno: errno) }
        let running = IndexError(.locked(directory: directory, lockFile: path))
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            Glibc.close(descriptor)
            throw code == EWOULDBLOCK ? running : IndexError.io(path, .lock, errno: code)
        }
        // A writer that made the folder and published nothing removes LOCK as it closes
        // (`IndexWriter.close`): a lock taken on that file after it was opened here is no lock,
        // since the next writer creates and locks another LOCK.
        var locked = stat(), current = stat()
        guard fstat(descriptor, &locked) == 0, stat(path, &current) == 0,
              locked.st_dev == current.st_dev, locked.st_ino == current.st_ino else {
            Glibc.close(descriptor)
            throw running
        }
        held = HeldLock(descriptor: descriptor)
    }

    func release() {
        held.release()
    }
}

import Glibc

/// The lock that lets one writer at a time change an index: `flock` on `LOCK`, never waiting,
/// released by the kernel if the process dies.
final class WriterLock {
    private var descriptor: Int32

    init(directory: String) throws(IndexError) {
        let path = directory + "/" + IndexFiles.lock
        descriptor = Glibc.open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw IndexError.io(path, "open the lock file", errno: errno) }
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            Glibc.close(descriptor)
            if code == EWOULDBLOCK {
                throw IndexError("another ingest is running on \(directory) (it holds \(path)); wait for it to finish, then try again")
            }
            throw IndexError.io(path, "lock", errno: code)
        }
    }

    func release() {
        guard descriptor >= 0 else { return }
        flock(descriptor, LOCK_UN)
        Glibc.close(descriptor)
        descriptor = -1
    }

    deinit {
        release()
    }
}

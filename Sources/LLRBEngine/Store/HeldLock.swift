import Glibc

/// An `flock` held on an open file until `release` (or deinit): the kernel drops it if the
/// process dies, so a crash never leaves a lock behind.
public final class HeldLock {
    private var descriptor: Int32

    /// Takes over `descriptor`, already locked.
    package init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    public func release() {
        guard descriptor >= 0 else { return }
        flock(descriptor, LOCK_UN)
        Glibc.close(descriptor)
        descriptor = -1
    }

    deinit {
        release()
    }
}

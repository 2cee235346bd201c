import Glibc
import Synchronization

/// A test hook on the index's file-system calls, as SQLite tests its I/O errors: armed, the Nth
/// file creation, write, fsync or rename from then on fails with the errno given (ENOSPC for a
/// full disk, EIO for a failing one), as the kernel would have failed it. Disarmed, as it always
/// is outside tests, a call costs one atomic load. Process-wide, since the writer's files are
/// written from several threads; a test that arms it writes with `WriterOptions.writesInline`,
/// so that the Nth call is the same call in every run.
public enum FaultInjection {
    /// The calls left before the failing one; below 0: disarmed.
    private static let remaining = Atomic<Int>(-1)
    private static let calls = Atomic<Int>(0)
    private static let code = Atomic<Int32>(0)

    /// Fails the `call`th file-system call from now on (1: the next) with `code`.
    public static func arm(failingCall call: Int, with code: Int32) {
        self.code.store(code, ordering: .relaxed)
        calls.store(0, ordering: .relaxed)
        remaining.store(call - 1, ordering: .releasing)
    }

    /// Disarms the hook; returns how many calls it saw since it was armed.
    @discardableResult
    public static func disarm() -> Int {
        remaining.store(-1, ordering: .releasing)
        return calls.load(ordering: .acquiring)
    }

    /// The errno the call about to be made is to fail with, or nil to make it.
    static func nextCallFails() -> Int32? {
        guard remaining.load(ordering: .acquiring) >= 0 else { return nil }
        calls.add(1, ordering: .relaxed)
        let left = remaining.subtract(1, ordering: .acquiringAndReleasing).newValue
        return left == -1 ? code.load(ordering: .relaxed) : nil
    }

    /// Makes `call`, a file-system call that returns -1 and sets errno on failure, or fails it
    /// (also for the CLI's own files: an export's).
    @inline(__always)
    public static func checked<Result: BinaryInteger>(_ call: () -> Result) -> Result {
        if let code = nextCallFails() {
            errno = code
            return -1
        }
        return call()
    }
}

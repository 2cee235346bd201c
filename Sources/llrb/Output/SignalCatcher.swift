import Glibc

/// SIGINT and SIGTERM caught by a handler installed before `init` returns, which only writes
/// the signal's number to a pipe (the one thing a handler may safely do); `wait` reads it. A
/// Dispatch signal source installs its handler later, on another thread: a signal sent in
/// between met the `SIG_IGN` set before it and was lost (on a loaded host, `serve` ran on after
/// a SIGTERM sent right after its address line). A signal ignored when llrb started (a
/// background job) stays ignored. One catcher at a time: the handler cannot capture.
/// Sendable by its use: one thread waits, the owner releases; `readClosed` is read only once the
/// waiter has let go of the catcher.
final class SignalCatcher: @unchecked Sendable {
    nonisolated(unsafe) private static var writeEnd: Int32 = -1
    private let readEnd: Int32
    private let numbers: [Int32]
    private var released = false
    private var readClosed = false

    /// Nil when no pipe can be made; the signals then keep their default action.
    init?(_ candidates: [Int32] = [SIGINT, SIGTERM]) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        // Not handed to a program llrb starts (a browser for `serve --open`).
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        readEnd = ends[0]
        Self.writeEnd = ends[1]
        numbers = candidates.filter { number in
            let previous = signal(number) { number in
                var byte = UInt8(truncatingIfNeeded: number)
                _ = write(SignalCatcher.writeEnd, &byte, 1)
            }
            guard let previous, unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) else { return true }
            signal(number, SIG_IGN)
            return false
        }
    }

    /// Gives the signals back their default action; a `wait` blocked on another thread returns
    /// nil. Once is enough; later calls do nothing.
    func release() {
        guard !released else { return }
        released = true
        for number in numbers { signal(number, SIG_DFL) }
        close(Self.writeEnd)
        Self.writeEnd = -1
    }

    deinit {
        release()
        if !readClosed { close(readEnd) }
    }

    /// Blocks until one of the signals arrives, and returns it; nil once `release` was called.
    func wait() -> Int32? {
        var byte: UInt8 = 0
        while true {
            let count = read(readEnd, &byte, 1)
            if count == 1 { return Int32(byte) }
            if count < 0 && errno == EINTR { continue }
            close(readEnd)
            readClosed = true
            return nil
        }
    }
}

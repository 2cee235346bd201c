import Foundation

/// On Ctrl-C (SIGINT) or SIGTERM (`kill`, `timeout`, a service stopping) during an ingest, says
/// what became of the index before dying of the signal, rather than vanishing without a word; on
/// a terminal it first clears the progress bar's line, so the shell prompt does not land
/// mid-bar. It dies of the signal itself (not an exit code) so that a script's loop around
/// `llrb ingest` stops as it would for any program, and a signal that was ignored when llrb
/// started (a background job) stays ignored. The index itself needs nothing: an interrupted
/// ingest leaves the last published index readable.
final class InterruptCleanup {
    private let signals: SignalCatcher?

    init(message: String, erasingLine: Bool) {
        let line = Array(((erasingLine ? "\r\u{1B}[K" : "") + message + "\n").utf8)
        signals = SignalCatcher()
        guard let signals else { return }
        Thread.detachNewThread {
            guard let number = signals.wait() else { return }
            line.withUnsafeBytes { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
            Self.die(of: number)
        }
    }

    deinit {
        signals?.release()
    }

    /// Ends the process by `number` with its default action, on this thread (where dispatch
    /// may have it blocked, so it is unblocked first).
    private static func die(of number: Int32) -> Never {
        signal(number, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, number)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        raise(number)
        _exit(128 + number)
    }
}

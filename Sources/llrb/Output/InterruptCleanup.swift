import Dispatch
import Foundation

/// On Ctrl-C during a progress bar, clears the bar's line and says what became of the index
/// before exiting with 130 (128 + SIGINT), so the shell prompt does not land mid-bar. The index
/// itself needs nothing: an interrupted ingest leaves the last published index readable.
final class InterruptCleanup {
    private let source: any DispatchSourceSignal

    init(message: String) {
        signal(SIGINT, SIG_IGN)
        source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        let line = Array(("\r\u{1B}[K" + message + "\n").utf8)
        source.setEventHandler {
            line.withUnsafeBytes { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
            _exit(130)
        }
        source.resume()
    }

    deinit {
        source.cancel()
        signal(SIGINT, SIG_DFL)
    }
}

import Dispatch
import Foundation

/// On Ctrl-C (SIGINT) or SIGTERM (`kill`, `timeout`, a service stopping) during an ingest, says
/// what became of the index before exiting with 128 + the signal, rather than vanishing without
/// a word; on a terminal it first clears the progress bar's line, so the shell prompt does not
/// land mid-bar. The index itself needs nothing: an interrupted ingest leaves the last published
/// index readable.
final class InterruptCleanup {
    private let sources: [any DispatchSourceSignal]
    private static let signals = [SIGINT, SIGTERM]

    init(message: String, erasingLine: Bool) {
        let line = Array(((erasingLine ? "\r\u{1B}[K" : "") + message + "\n").utf8)
        sources = Self.signals.map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                line.withUnsafeBytes { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
                _exit(128 + number)
            }
            source.resume()
            return source
        }
    }

    deinit {
        for source in sources { source.cancel() }
        for number in Self.signals { signal(number, SIG_DFL) }
    }
}

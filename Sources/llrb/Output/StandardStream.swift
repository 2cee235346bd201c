import Foundation
import LLRBEngine
import LLRBIndex

/// stdout or stderr, written with `write(2)` in large chunks. A reader that goes away (`llrb
/// search … | head`) ends llrb quietly: SIGPIPE is ignored at start, and EPIPE here exits 0.
/// Output that cannot be written (a full disk, a closed stdout) ends llrb with exit code 2 and
/// one line on stderr: a script must not take a cut export for a whole one.
final class StandardStream {
    let descriptor: Int32
    private var buffer: [UInt8] = []
    /// Run before llrb stops on a failed write: a file being written that is not whole yet
    /// removes itself, so no cut file stays to be taken for a whole one.
    var beforeStopping: (() -> Void)?
    /// The file written, for the message when a write fails; nil: the command's output.
    var path: String?

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Appends text; it reaches the file when the buffer grows large or on `flush()`.
    func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 16 { flush() }
    }

    /// Appends bytes already encoded (UTF-8); they reach the file as `write(_:)`'s text does.
    func write(_ bytes: [UInt8]) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= 1 << 16 { flush() }
    }

    func line(_ text: String = "") {
        write(text + "\n")
    }

    func flush() {
        var offset = 0
        while offset < buffer.count {
            let written = buffer.withUnsafeBytes { bytes in
                FaultInjection.checked { Foundation.write(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset) }
            }
            if written < 0 {
                if errno == EINTR { continue }
                if errno == EPIPE { exit(ExitCode.success.rawValue) }
                // stderr has nowhere left to say it fails.
                if descriptor == STDERR_FILENO { break }
                let failure = errno
                beforeStopping?()
                Self.stop(writeError: failure, path: path)
            }
            offset += written
        }
        buffer.removeAll(keepingCapacity: true)
    }

    private static func stop(writeError: Int32, path: String?) -> Never {
        let reason = String(cString: strerror(writeError))
        let message = "llrb: cannot write \(path ?? "the output") (\(reason)); what was written is incomplete: write it where it can go (a disk with room, an open file or pipe), then run the command again\n"
        _ = message.withCString { Foundation.write(STDERR_FILENO, $0, strlen($0)) }
        exit(ExitCode.failure.rawValue)
    }
}

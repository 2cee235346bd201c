import Glibc
import Synchronization

/// What other threads tell the event loop: responses their handlers finished, and that the
/// server is stopping. Each message also writes a byte to a pipe the loop polls, so the loop
/// wakes at once instead of on its next deadline.
final class LoopMailbox: Sendable {
    /// A handler's response, serialized on the handler's thread, for the connection `id`.
    struct Answer: Sendable {
        var connectionID: UInt64
        var bytes: [UInt8]
        /// The body to stream after `bytes`, when it is read from a file.
        var file: ResponseFile?
        var closesConnection: Bool
    }

    private struct Contents {
        var answers: [Answer] = []
        var stopRequested = false
        /// The pipe's write end, -1 once closed: posts after the loop ended are dropped rather
        /// than written to a descriptor number the process may have reused.
        var wakeDescriptor: Int32
    }

    /// The pipe's read end, which the loop polls.
    let descriptor: Int32
    private let contents: Mutex<Contents>

    /// Nil when no pipe can be made (the process is out of descriptors); `errno` says why.
    init?() {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        ends.forEach(SocketCalls.prepare)
        descriptor = ends[0]
        contents = Mutex(Contents(wakeDescriptor: ends[1]))
    }

    func post(_ answer: Answer) {
        contents.withLock { contents in
            guard contents.wakeDescriptor >= 0 else { return }
            contents.answers.append(answer)
            Self.wake(contents.wakeDescriptor)
        }
    }

    func requestStop() {
        contents.withLock { contents in
            contents.stopRequested = true
            if contents.wakeDescriptor >= 0 { Self.wake(contents.wakeDescriptor) }
        }
    }

    /// The answers posted since the last call, and whether to stop; empties the pipe.
    func collect() -> (answers: [Answer], stopRequested: Bool) {
        var drain = [UInt8](repeating: 0, count: 256)
        while drain.withUnsafeMutableBytes({ read(descriptor, $0.baseAddress, $0.count) }) > 0 {}
        return contents.withLock { contents in
            defer { contents.answers = [] }
            return (contents.answers, contents.stopRequested)
        }
    }

    /// Closes the pipe when the loop ends.
    func close() {
        contents.withLock { contents in
            _ = Glibc.close(contents.wakeDescriptor)
            contents.wakeDescriptor = -1
        }
        _ = Glibc.close(descriptor)
    }

    /// One byte is enough: a full pipe already means the loop will wake.
    private static func wake(_ descriptor: Int32) {
        var byte: UInt8 = 1
        _ = write(descriptor, &byte, 1)
    }
}

import Glibc

/// A response's body read from an open file as the client takes it, a chunk at a time, so that
/// a body of megabytes (a page's scan) costs the server a chunk's memory, not the file's, however
/// many clients read it at once and however slowly. It owns its descriptor and closes it when
/// the response is sent, dropped unsent (HEAD, 304, a client gone) or never sent.
public final class ResponseFile: @unchecked Sendable {
    /// The bytes sent, from the file's start: what `Content-Length` says.
    public let length: Int
    private let descriptor: Int32

    /// How much is read from the file at a time.
    static let chunkSize = 64 * 1024

    /// `descriptor`, open for reading, is this object's from now on; `length` bytes of it, from
    /// its start, are the body.
    public init(descriptor: Int32, length: Int) {
        self.descriptor = descriptor
        self.length = max(0, length)
    }

    deinit {
        close(descriptor)
    }

    /// The next bytes of the body from `offset`, at most a chunk; nil when the file cannot be
    /// read or ends before `length` (it shrank since: the response cannot be finished).
    func chunk(at offset: Int) -> [UInt8]? {
        let count = min(Self.chunkSize, length - offset)
        guard count > 0 else { return [] }
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let got = bytes.withUnsafeMutableBytes { buffer in
                buffer.baseAddress.map { pread(descriptor, $0 + filled, count - filled, off_t(offset + filled)) } ?? -1
            }
            if got > 0 {
                filled += got
            } else if got == 0 || errno != EINTR {
                return nil
            }
        }
        return bytes
    }
}

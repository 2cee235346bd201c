import Glibc

/// A segment file being written section by section, so that no segment is ever held whole in
/// memory; `finish` fsyncs it. The file is not named by any manifest until a commit publishes it,
/// so a crash midway leaves only a file the next writer deletes.
struct SegmentFileOutput: ~Copyable {
    let path: String
    private let descriptor: Int32
    private(set) var count = 0
    private var writeBehind = WriteBehind()

    init(path: String) throws(IndexError) {
        descriptor = Glibc.open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw IndexError.io(path, "create", errno: errno) }
        self.path = path
    }

    /// Appends the first `length` bytes of `bytes` (all of them by default), and starts them on
    /// their way to disk (`WriteBehind`) while the rest of the file is written.
    mutating func write(_ bytes: [UInt8], length: Int? = nil) throws(IndexError) {
        let total = min(length ?? bytes.count, bytes.count)
        var written = 0
        while written < total {
            let result = bytes.withUnsafeBytes { raw in
                Glibc.write(descriptor, raw.baseAddress.map { $0 + written }, total - written)
            }
            if result < 0 {
                if errno == EINTR { continue }
                throw IndexError.io(path, "write", errno: errno)
            }
            written += result
        }
        count += total
        writeBehind.wrote(upTo: count, of: descriptor)
    }

    /// Makes the file durable; call once, after the last write.
    func finish() throws(IndexError) {
        guard fsync(descriptor) == 0 else { throw IndexError.io(path, "sync to disk", errno: errno) }
    }

    deinit {
        Glibc.close(descriptor)
    }
}

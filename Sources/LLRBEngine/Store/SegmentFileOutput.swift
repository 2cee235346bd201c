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
        descriptor = FaultInjection.checked { Glibc.open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644) }
        guard descriptor >= 0 else { throw IndexError.io(path, .create, errno: errno) }
        self.path = path
    }

    /// The most bytes handed to one `write`. Linux (ext4, 6.18 here) keeps a file's pages in
    /// folios as large as the writes that made them, up to 2 MB, and maps a whole folio into a
    /// process that reads any byte of it: a merge reading eight segments written in sections of
    /// tens of MB held 2 MB of each of their three streams it was in (48 MB at 1 GB of pages).
    /// 256 KB costs a few thousand more calls a gigabyte.
    static let largestWrite = 256 << 10

    /// Appends the first `length` bytes of `bytes` (all of them by default), and starts them on
    /// their way to disk (`WriteBehind`) while the rest of the file is written.
    mutating func write(_ bytes: [UInt8], length: Int? = nil) throws(IndexError) {
        let total = min(length ?? bytes.count, bytes.count)
        var written = 0
        while written < total {
            let result = bytes.withUnsafeBytes { raw in
                FaultInjection.checked { Glibc.write(descriptor, raw.baseAddress.map { $0 + written }, min(total - written, Self.largestWrite)) }
            }
            if result < 0 {
                if errno == EINTR { continue }
                throw IndexError.io(path, .write, errno: errno)
            }
            written += result
        }
        count += total
        writeBehind.wrote(upTo: count, of: descriptor)
    }

    /// Appends the first `length` bytes of the file open at `source` (a `SpilledBytes`), copied by
    /// the kernel (`copy_file_range`) where it can, else read and written a megabyte at a time.
    /// `what` names the source in an error.
    mutating func copy(_ length: Int, from source: Int32, what: String) throws(IndexError) {
        var copied = 0
        if let copyRange = Self.copyFileRange {
            var from: Int64 = 0
            while copied < length {
                // Without an offset for the output, the kernel writes at the file's own and moves it.
                let result = FaultInjection.checked { copyRange(source, &from, descriptor, nil, length - copied, 0) }
                if result < 0 && errno == EINTR { continue }
                guard result > 0 else { break } // not supported here (EXDEV, ENOSYS…): read and write
                copied += result
            }
            count += copied
            writeBehind.wrote(upTo: count, of: descriptor)
        }
        var buffer = [UInt8](repeating: 0, count: min(1 << 20, max(length - copied, 1)))
        while copied < length {
            let got = buffer.withUnsafeMutableBytes { pread(source, $0.baseAddress, min($0.count, length - copied), off_t(copied)) }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { throw IndexError.io(what, .readBackMergedSegment, errno: errno, isFolder: true) }
            try write(buffer, length: got)
            copied += got
        }
    }

    private typealias CopyFileRange = @convention(c) (Int32, UnsafeMutablePointer<Int64>?, Int32, UnsafeMutablePointer<Int64>?, Int, UInt32) -> Int

    /// Linux's `copy_file_range`, which Swift's Glibc module does not declare, looked up by name.
    private static let copyFileRange: CopyFileRange? = dlsym(nil, "copy_file_range").map { unsafeBitCast($0, to: CopyFileRange.self) }

    /// Makes the file durable; call once, after the last write.
    func finish() throws(IndexError) {
        guard FaultInjection.checked({ fsync(descriptor) }) == 0 else { throw IndexError.io(path, .syncToDisk, errno: errno) }
    }

    deinit {
        Glibc.close(descriptor)
    }
}

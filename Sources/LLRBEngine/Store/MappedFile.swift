import Glibc
import Synchronization

/// An index file mapped read-only into memory, so that a search touches only the pages it reads.
/// Unlinking the file (a newer commit replacing it) leaves the mapping valid until it is closed.
package final class MappedFile: @unchecked Sendable {
    package let path: String
    package let bytes: UnsafeRawBufferPointer
    private let base: UnsafeMutableRawPointer?

    package convenience init(path: String) throws(IndexError) {
        let opened = try Self.openFile(path)
        defer { Glibc.close(opened.descriptor) }
        try self.init(path: path, descriptor: opened.descriptor, status: opened.status)
    }

    /// The file at `path` mapped once for the whole process: a reader that opens the same
    /// segment again (each of `llrb serve`'s requests borrows an index of its own) gets the
    /// mapping it already has, so its pages are resident once, not once per open index.
    package static func shared(path: String) throws(IndexError) -> MappedFile {
        let opened = try openFile(path)
        defer { Glibc.close(opened.descriptor) }
        let identity = FileIdentity(opened.status)
        if let mapped = registry.withLock({ $0[identity]?.file }) { return mapped }
        let mapped = try MappedFile(path: path, descriptor: opened.descriptor, status: opened.status)
        registry.withLock { files in
            files = files.filter { $0.value.file != nil }
            files[identity] = WeakFile(file: mapped)
        }
        return mapped
    }

    /// Which file a mapping is of: a commit writes new segment files, never over old ones.
    private struct FileIdentity: Hashable {
        let device: UInt64
        let inode: UInt64
        let size: Int64

        init(_ status: stat) {
            device = UInt64(status.st_dev)
            inode = UInt64(status.st_ino)
            size = Int64(status.st_size)
        }
    }

    private struct WeakFile {
        weak var file: MappedFile?
    }

    private static let registry = Mutex<[FileIdentity: WeakFile]>([:])

    private static func openFile(_ path: String) throws(IndexError) -> (descriptor: Int32, status: stat) {
        // Non-blocking, so that a pipe where an index file should be is refused, not waited on.
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw IndexError.io(path, .open, errno: errno) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let code = errno
            Glibc.close(descriptor)
            throw IndexError.io(path, .readSize, errno: code)
        }
        return (descriptor, status)
    }

    private init(path: String, descriptor: Int32, status: stat) throws(IndexError) {
        self.path = path
        // A folder where an index file should be would fail to map with a file system's error
        // ("No such device") and advice about disks; it is damage, which a rebuild mends.
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw IndexError.corrupt(path, "a folder or other non-file stands where an index file should be")
        }
        let size = Int(status.st_size)
        guard size > 0 else {
            base = nil
            bytes = UnsafeRawBufferPointer(start: nil, count: 0)
            return
        }
        guard let mapped = mmap(nil, size, PROT_READ, MAP_SHARED, descriptor, 0), mapped != MAP_FAILED else {
            throw IndexError.io(path, .map, errno: errno)
        }
        base = mapped
        bytes = UnsafeRawBufferPointer(start: mapped, count: size)
    }

    /// Drops this process's mapping of the whole pages inside `range` (offsets in the file), so
    /// that a reader streaming the file once keeps its resident memory flat: an export of 1 GB of
    /// pages otherwise kept 450 MB of the index resident. The bytes stay readable; reading them
    /// again maps them again from the page cache.
    package func release(_ range: Range<Int>) {
        guard let base else { return }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let start = (max(0, range.lowerBound) + page - 1) / page * page
        let end = min(range.upperBound, bytes.count) / page * page
        guard start < end else { return }
        madvise(base + start, end - start, MADV_DONTNEED)
    }

    deinit {
        if let base { munmap(base, bytes.count) }
    }
}

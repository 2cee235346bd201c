import Glibc

/// Starts the kernel writing a file being written sequentially to disk as it grows
/// (`sync_file_range` with SYNC_FILE_RANGE_WRITE), without waiting for it. A segment file is
/// fsynced only after its last byte is written, and the last segment's fsync is on an ingest's
/// critical path, both cores idle: at 100 MB it took 26-38 ms, and 5-28 ms with most of the
/// file already on its way. Only whole megabytes are started, so no page sent to disk is written to again.
/// `sync_file_range` is a Linux call that Swift's Glibc module does not declare, so it is
/// looked up by name; where it does not exist this does nothing and the fsync does it all.
struct WriteBehind {
    private typealias SyncFileRange = @convention(c) (Int32, Int64, Int64, UInt32) -> Int32

    private static let syncFileRange: SyncFileRange? = dlsym(nil, "sync_file_range").map { unsafeBitCast($0, to: SyncFileRange.self) }

    /// Linux's SYNC_FILE_RANGE_WRITE: start writing the range's dirty pages.
    private static let startWriting: UInt32 = 2
    private static let unit = 1 << 20

    /// The bytes from the file's start up to here are on their way to disk.
    private var started = 0

    /// Call after writing the file up to `end`; errors are left to the fsync.
    mutating func wrote(upTo end: Int, of descriptor: Int32) {
        let whole = end & ~(Self.unit - 1)
        guard whole > started else { return }
        _ = Self.syncFileRange?(descriptor, Int64(started), Int64(whole - started), Self.startWriting)
        started = whole
    }
}

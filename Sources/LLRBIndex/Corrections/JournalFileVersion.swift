import Glibc

/// Which version of the journal's file a read saw: its device, inode, length and status-change
/// time to the nanosecond. Any write moves the status-change time, so an ingest's last look may
/// take its first read as it is only when the version is the same (a crash-cut line replaced by
/// a new correction of the same length keeps the length, not the time).
struct JournalFileVersion: Equatable, Sendable {
    private let device: UInt64
    private let inode: UInt64
    let byteCount: Int
    private let changedSeconds: Int
    private let changedNanoseconds: Int

    /// The version of the open file `descriptor`; nil when `fstat` fails.
    init?(_ descriptor: Int32) {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        byteCount = Int(status.st_size)
        changedSeconds = Int(status.st_ctim.tv_sec)
        changedNanoseconds = Int(status.st_ctim.tv_nsec)
    }
}

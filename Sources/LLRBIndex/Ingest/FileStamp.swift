import Glibc

/// What `stat` says of a page file's version, as one number: its size, inode, modification and
/// status-change times (to the nanosecond). An ingest whose walk finds a file with the stamp the
/// manifest remembers for it, read by the ingest's own revisions (`ReadRevisions`), skips the
/// file without opening it, as git does with its index: a daily ingest of a 10 GB archive otherwise read and hashed
/// all of it to find one day's new pages. Any write to a file changes its status-change time,
/// which no user tool can set back, so a file with its old stamp has its old bytes.
///
/// 0 means unknown: a file changed within
/// `settlingSeconds` of the walk gets none either (a write in the same clock tick as its stat
/// would leave the times as they were), so that such files are read and hashed next time.
enum FileStamp {
    /// A file changed this recently when it is found is read again next time, whatever its stamp.
    static let settlingSeconds = 2

    /// The stamp of a file `info` describes, found at `now` (seconds since 1970).
    static func of(_ info: stat, now: Int) -> UInt64 {
        let changed = max(Int(info.st_mtim.tv_sec), Int(info.st_ctim.tv_sec))
        guard changed < now - settlingSeconds else { return 0 }
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for value in [UInt64(info.st_size), UInt64(info.st_ino), UInt64(bitPattern: Int64(info.st_mtim.tv_sec)),
                      UInt64(info.st_mtim.tv_nsec), UInt64(bitPattern: Int64(info.st_ctim.tv_sec)), UInt64(info.st_ctim.tv_nsec)] {
            hash = (hash ^ value) &* 0x0000_0100_0000_01B3
            hash ^= hash >> 29
        }
        return hash == 0 ? 1 : hash
    }
}

import Glibc

/// Asks the system to back a big buffer with 2 MB pages (transparent huge pages, which Linux
/// gives on request where `/sys/kernel/mm/transparent_hugepage/enabled` is `madvise`, as on
/// this machine kind). A segment buffer's entry chunks, its term table, the grouping's blocks
/// and the segment's encoded streams are tens to hundreds of MB, fresh for every segment and
/// written at random places: with 4 KB pages each 4 KB costs a page fault (275,000 of them in
/// a 100 MB ingest) and the random writes miss the TLB. A huge page goes back to the system
/// whole: the grouping gives its 64 KB blocks back one by one as they are encoded, and the
/// system may keep a huge page until all 32 of its blocks are given back (an earlier grouped
/// copy in huge pages was all resident at once: peak 209 -> 272 MB at 100 MB). Where the
/// system refuses, nothing changes.
enum HugePages {
    /// The size of a huge page.
    static let size: UInt = 2 << 20

    /// Makes room for `capacity` bytes in `bytes`, advised as huge pages: for a stream that
    /// grows to tens of MB, so it neither grows by copying nor takes a page fault every 4 KB.
    static func reserve(_ capacity: Int, in bytes: inout [UInt8]) {
        bytes.reserveCapacity(capacity)
        bytes.withUnsafeMutableBufferPointer { advise($0.baseAddress.map(UnsafeMutableRawPointer.init), byteCount: capacity) }
    }

    /// Call before the memory is first written: only the whole huge pages inside it qualify.
    static func advise(_ start: UnsafeMutableRawPointer?, byteCount: Int) {
        guard let start else { return }
        let first = (UInt(bitPattern: start) + size - 1) & ~(size - 1)
        let end = (UInt(bitPattern: start) + UInt(byteCount)) & ~(size - 1)
        guard end > first, let aligned = UnsafeMutableRawPointer(bitPattern: first) else { return }
        _ = madvise(aligned, Int(end - first), MADV_HUGEPAGE)
    }
}

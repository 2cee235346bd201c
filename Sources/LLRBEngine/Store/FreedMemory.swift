import Glibc

/// Gives memory the allocator holds free back to the system, so a writer's peak RSS is the
/// same for a 1 GB ingest as for a 100 MB one. glibc works against that twice: it keeps freed
/// heap memory in its arenas, and once a block it had mapped on its own is freed it raises its
/// mmap threshold to that block's size (up to 32 MB), so later big buffers (segment buffers of
/// 100+ MB are made of them, filled on one thread and freed on another) come from the heap and
/// stay there when freed: a 1 GB ingest peaked at 309 MB against 268 MB at 100 MB. A fixed
/// threshold keeps big blocks mapped and unmapped one by one (1 GB: 237 MB, 100 MB: 217 MB), and
/// `release` trims what the heap still holds. `malloc_trim` and `mallopt` are not in Swift's
/// Glibc module (they live in malloc.h), so they are looked up by name; where they do not
/// exist this does nothing.
enum FreedMemory {
    private typealias Trim = @convention(c) (Int) -> Int32
    private typealias Option = @convention(c) (Int32, Int32) -> Int32

    private static let trim: Trim? = dlsym(nil, "malloc_trim").map { unsafeBitCast($0, to: Trim.self) }

    /// glibc's `M_MMAP_THRESHOLD` parameter of `mallopt`; setting it also stops its adjustment.
    private static let mmapThreshold: Int32 = -3
    /// Blocks from this size on are mapped on their own: pages, postings and tables of one file
    /// stay below it, segment buffers and their grouped entries above.
    private static let largeBlock: Int32 = 256 << 10

    private static let largeBlocksMapped: Bool = {
        guard let option = dlsym(nil, "mallopt").map({ unsafeBitCast($0, to: Option.self) }) else { return false }
        return option(mmapThreshold, largeBlock) != 0
    }()

    /// Call before allocating big buffers; the first call sets the threshold for the process.
    static func mapLargeBlocks() {
        _ = largeBlocksMapped
    }

    static func release() {
        _ = trim?(0)
    }
}

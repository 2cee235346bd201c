import Glibc

/// Gives memory the allocator holds free back to the system. glibc keeps freed heap memory in
/// its arenas; over a long ingest (tens of segment buffers of 100+ MB, each filled on one thread
/// and freed on another) that retained memory raised the peak RSS of a 1 GB ingest well above a
/// 100 MB one. `malloc_trim` is not in Swift's Glibc module (it lives in malloc.h), so it is
/// looked up once by name; where it does not exist this does nothing.
enum FreedMemory {
    private typealias Trim = @convention(c) (Int) -> Int32

    private static let trim: Trim? = dlsym(nil, "malloc_trim").map { unsafeBitCast($0, to: Trim.self) }

    static func release() {
        _ = trim?(0)
    }
}

import Glibc

/// Each connection holds a descriptor, and a common soft limit (1024) is below what
/// `maxConnections` plus the process's own files may need; the hard limit is what the system
/// allows without privilege, so the soft one is raised toward it.
enum FileDescriptorLimit {
    /// Descriptors kept for the index's files, the listener and the wake-up pipe.
    private static let reserve: rlim_t = 64

    static func raise(toServe connections: Int) {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return }
        let needed = rlim_t(max(0, connections)) + reserve
        guard limit.rlim_cur < needed else { return }
        limit.rlim_cur = min(needed, limit.rlim_max)
        _ = setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
    }
}

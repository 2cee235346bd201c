import Foundation

/// Which publication of an index a reader holds: the identity of the manifest file, which
/// every commit replaces by a rename. A long-running reader (`llrb serve`) compares it with
/// the folder's current one to see that an ingest has published since it opened.
public struct IndexVersion: Hashable, Sendable {
    package let device: UInt64
    package let inode: UInt64
    package let size: Int64
    let modified: Int
    let modifiedNanoseconds: Int

    /// The version published at `path` now; nil when the folder holds no manifest.
    public static func current(atPath path: String) -> IndexVersion? {
        var status = stat()
        guard stat(path + "/" + IndexFiles.manifest, &status) == 0 else { return nil }
        return IndexVersion(device: UInt64(status.st_dev), inode: UInt64(status.st_ino), size: Int64(status.st_size),
                            modified: status.st_mtim.tv_sec, modifiedNanoseconds: status.st_mtim.tv_nsec)
    }
}

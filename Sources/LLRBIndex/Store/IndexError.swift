import Glibc

/// Every failure of the index, as one line a user can act on: what went wrong, in which file,
/// and what to do next (wait for another ingest, rebuild the index, free disk space …).
public struct IndexError: Error, CustomStringConvertible, Sendable {
    public var message: String
    /// True when the index's files are damaged or of another format: only a rebuild mends it.
    /// False for what can be mended in place (access, disk space, a running ingest).
    public var needsRebuild = false

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }

    /// A file of the index is damaged or is not an llrb index file at all.
    static func corrupt(_ path: String, _ what: String) -> IndexError {
        var error = IndexError("the index file \(path) is damaged (\(what)); rebuild the index: \(rebuildCommand(for: directoryOf(path)))")
        error.needsRebuild = true
        return error
    }

    /// A segment file is intact but in another format version than this llrb reads: the index
    /// was built by an older (or newer) llrb, and searching or adding to it cannot work.
    static func otherFormat(_ path: String, version: UInt32, reads current: UInt32) -> IndexError {
        let directory = directoryOf(path)
        let builder = version < current ? "an older" : "a newer"
        var error = IndexError("the index at \(directory) was built by \(builder) llrb (segment format \(version); this llrb reads \(current)): rebuild it: \(rebuildCommand(for: directory))")
        error.needsRebuild = true
        return error
    }

    /// A system call on an index file failed: what failed, and for the failures a user can
    /// mend, how. `isFolder`: `path` is a folder (the index's, or one on the way to it), not a
    /// file in the index folder. The advice never says to remove anything: the path may not be
    /// inside an index at all (`--index notes.txt/idx`).
    static func io(_ path: String, _ action: String, errno code: Int32, isFolder: Bool = false) -> IndexError {
        IndexError("cannot \(action) \(path): \(String(cString: strerror(code)))" + advice(errno: code, folder: isFolder ? path : directoryOf(path)))
    }

    private static func advice(errno code: Int32, folder: String) -> String {
        switch code {
        case EACCES, EPERM:
            "; give yourself access to \(ShellWord.quoted(folder)) and the files in it (chmod -R u+rwX) or point --index at another index"
        case EROFS:
            "; the index folder is on a read-only file system: searching it works, but to ingest point --index at a writable folder"
        case ENOSPC, EDQUOT:
            "; free some disk space and run the ingest again (the index is as it was before this ingest)"
        case ENOTDIR:
            "; a file stands where a folder of that path should be: point --index at another folder"
        case ENODEV:
            "; llrb maps its index files into memory, which this file system (or this kind of file) does not allow: keep the index on a local disk"
        default:
            ""
        }
    }

    /// The commands that rebuild the index in `directory`, ready to paste but for `FOLDER` (the
    /// page folders, which the index does not know as a whole): the folder quoted for a shell,
    /// and named to the ingest too, since it may not be the default index.
    /// A folder that holds other files than the index's (an index built among the pages by an
    /// older llrb) is never to be removed: the index is rebuilt in a new folder instead.
    public static func rebuildCommand(for directory: String) -> String {
        let folder = ShellWord.quoted(directory)
        guard IndexFiles.foreignFiles(in: directory).isEmpty else {
            return "llrb ingest --index NEW_FOLDER FOLDER (not in \(folder), which holds other files besides the index: do not remove it)"
        }
        return "rm -rf \(folder) && llrb ingest --index \(folder) FOLDER"
    }

    private static func directoryOf(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return String(path[..<slash])
    }
}

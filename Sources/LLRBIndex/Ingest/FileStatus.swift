import Glibc

/// What `stat(2)` says about a path, reduced to what discovery needs.
struct FileStatus {
    enum Kind { case directory, regular, other }

    /// Identifies a folder however it is reached, to notice symbolic link loops.
    struct Identity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    var kind: Kind
    var identity: Identity
    var byteCount: Int
    /// The file's `FileStamp` as of `now`.
    var stamp: UInt64

    /// Follows symbolic links; a problem names what went wrong in words. `now`: seconds since
    /// 1970 when the walk began, for the stamp.
    static func of(_ path: String, now: Int = 0) -> Result<FileStatus, SourceProblem> {
        path.withCString { name in of(name, in: AT_FDCWD, path: path, now: now) }
    }

    /// The status of `name` in the folder open at `directory` (`fstatat`: the kernel does not
    /// walk the whole path again for each of a folder's files), which is at `path()`: made only
    /// for a problem, as most of a walk's files have none.
    static func of(_ name: UnsafePointer<CChar>, in directory: Int32, path: @autoclosure () -> String,
                   now: Int) -> Result<FileStatus, SourceProblem> {
        var info = stat()
        guard fstatat(directory, name, &info, 0) == 0 else {
            let code = errno
            var linkInfo = stat()
            if code == ENOENT, fstatat(directory, name, &linkInfo, AT_SYMLINK_NOFOLLOW) == 0 {
                return .failure(SourceProblem(path: path(), reason: "broken symbolic link; skipped"))
            }
            return .failure(SourceProblem(path: path(), reason: "\(describe(errno: code)); skipped"))
        }
        let kind: Kind
        switch info.st_mode & S_IFMT {
        case S_IFDIR: kind = .directory
        case S_IFREG: kind = .regular
        default: kind = .other
        }
        return .success(FileStatus(kind: kind,
                                   identity: Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)),
                                   byteCount: Int(info.st_size), stamp: FileStamp.of(info, now: now)))
    }

    static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    static func describe(errno code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }
}

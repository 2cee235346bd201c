import Foundation

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

    /// Follows symbolic links; a problem names what went wrong in words.
    static func of(_ path: String) -> Result<FileStatus, SourceProblem> {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            var linkInfo = stat()
            if code == ENOENT, lstat(path, &linkInfo) == 0 {
                return .failure(SourceProblem(path: path, reason: "broken symbolic link; skipped"))
            }
            return .failure(SourceProblem(path: path, reason: "\(describe(errno: code)); skipped"))
        }
        let kind: Kind
        switch info.st_mode & S_IFMT {
        case S_IFDIR: kind = .directory
        case S_IFREG: kind = .regular
        default: kind = .other
        }
        return .success(FileStatus(kind: kind,
                                   identity: Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)),
                                   byteCount: Int(info.st_size)))
    }

    static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    static func describe(errno code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }
}

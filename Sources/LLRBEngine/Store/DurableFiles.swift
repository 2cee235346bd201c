import Glibc

/// The file-system steps that make a write survive a crash: write and fsync a file, rename it
/// over another atomically, fsync the directory so the rename itself is on disk.
package enum DurableFiles {
    /// Creates (or truncates) `path`, writes `bytes` and fsyncs it.
    package static func write(_ bytes: [UInt8], to path: String, sync: Bool = true) throws(IndexError) {
        let descriptor = FaultInjection.checked { Glibc.open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644) }
        guard descriptor >= 0 else { throw IndexError.io(path, .create, errno: errno) }
        defer { Glibc.close(descriptor) }
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { raw in
                FaultInjection.checked { Glibc.write(descriptor, UnsafeRawBufferPointer(rebasing: raw[written...]).baseAddress, raw.count - written) }
            }
            if result < 0 {
                if errno == EINTR { continue }
                throw IndexError.io(path, .write, errno: errno)
            }
            written += result
        }
        if sync { try fsyncOrThrow(descriptor, path) }
    }

    static func syncFile(_ path: String) throws(IndexError) {
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw IndexError.io(path, .open, errno: errno) }
        defer { Glibc.close(descriptor) }
        try fsyncOrThrow(descriptor, path)
    }

    /// Makes renames and unlinks in `directory` durable.
    static func syncDirectory(_ directory: String) throws(IndexError) {
        let descriptor = Glibc.open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw IndexError.io(directory, .open, errno: errno, isFolder: true) }
        defer { Glibc.close(descriptor) }
        try fsyncOrThrow(descriptor, directory)
    }

    package static func rename(_ source: String, to target: String) throws(IndexError) {
        guard FaultInjection.checked({ Glibc.rename(source, target) }) == 0 else { throw IndexError.io(target, .replace, errno: errno) }
    }

    /// Removes a file; one already gone is fine.
    package static func remove(_ path: String) {
        unlink(path)
    }

    /// Creates `path` and the folders on the way to it; returns whether `path` itself was new.
    @discardableResult
    package static func createDirectory(_ path: String) throws(IndexError) -> Bool {
        var prefix = path.hasPrefix("/") ? "" : "."
        var created = false
        for component in path.split(separator: "/") {
            prefix += "/" + component
            created = FaultInjection.checked { mkdir(prefix, 0o755) } == 0
            if !created && errno != EEXIST {
                throw IndexError.io(prefix, .createIndexDirectory, errno: errno, isFolder: true)
            }
        }
        return created
    }

    /// The names of the entries in `directory`, without `.` and `..`.
    package static func list(_ directory: String) -> [String] {
        guard let stream = opendir(directory) else { return [] }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// The bytes an unprivileged writer may still take on the file system of `directory`, or
    /// nil when it cannot be asked.
    static func freeBytes(in directory: String) -> Int? {
        var info = statvfs()
        guard statvfs(directory, &info) == 0 else { return nil }
        return Int(clamping: UInt64(info.f_bavail) &* UInt64(info.f_frsize))
    }

    package static func size(of path: String) -> Int {
        var status = stat()
        return stat(path, &status) == 0 ? Int(status.st_size) : 0
    }

    private static func fsyncOrThrow(_ descriptor: Int32, _ path: String) throws(IndexError) {
        guard FaultInjection.checked({ fsync(descriptor) }) == 0 else { throw IndexError.io(path, .syncToDisk, errno: errno) }
    }
}

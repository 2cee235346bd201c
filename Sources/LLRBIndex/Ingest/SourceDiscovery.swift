import Glibc

/// Finds the page files under the paths a user names: files as named, folders recursively.
///
/// Walking a folder takes only files with one of `extensions` (case-insensitive) and skips hidden
/// entries; a file named explicitly is taken whatever its extension. Symbolic links are
/// followed, but a folder is never walked twice, so a link loop ends. Unreadable or missing
/// entries become problems and the rest is still found. Files come back sorted by path.
public enum SourceDiscovery {
    /// The page files under `paths`, sorted and each once, and the paths that could not be taken.
    public static func files(in paths: [String], extensions: Set<String> = IngestOptions.pageExtensions)
        -> (files: [SourceFile], problems: [SourceProblem]) {
        let found = found(in: paths, extensions: extensions) { $0 }
        return ((0..<found.count).map { found.file($0).source }, found.problems)
    }

    /// The page files under `paths` by their keys: a root's key is `key(root)`, and a file under
    /// it has the root's key followed by the rest of its path (a folder's entries are names, so
    /// what a key function does to the root it does to every path under it).
    static func found(in paths: [String], extensions: Set<String>, key: (String) -> String) -> FoundFiles {
        var walk = DiscoveryWalk(extensions: PageExtensions(extensions))
        for given in paths {
            let path = given.count > 1 && given.hasSuffix("/") ? String(given.dropLast()) : given
            walk.visitRoot(path, key: key(path))
        }
        walk.walkFolders()
        walk.found.sortByKey()
        return walk.found
    }
}

/// Walks the folders a level at a time (an archive's years, then its months), the folders of a
/// level scanned on every core: reading a folder and `stat`-ing its files is nearly all kernel
/// time, ~1 s for the 556k files of a 10 GB archive on one core.
private struct DiscoveryWalk {
    var found = FoundFiles()
    private let extensions: PageExtensions
    private var visited: Set<FileStatus.Identity> = []
    /// The folders of the next level, in order.
    private var next: [FolderScan.Folder] = []
    /// When the walk began, for the files' stamps.
    private let now = Int(time(nil))

    /// Folders scanned at once: the scans of a level are held until they are taken in order.
    private static let foldersAtOnce = 256

    init(extensions: PageExtensions) {
        self.extensions = extensions
    }

    mutating func visitRoot(_ path: String, key: String) {
        switch FileStatus.of(path, now: now) {
        case .failure(let problem):
            found.problems.append(problem)
        case .success(let status) where status.kind == .directory:
            let root = found.addRoot(given: path, key: key)
            enqueue(FolderScan.Folder(key: Array(key.utf8), path: path, root: root), status.identity)
        case .success(let status) where status.kind == .regular:
            let root = found.addRoot(given: path, key: key)
            var key = key
            let (stamp, hasScan) = ScanStamps.joined(status.stamp, ofFileAt: path, now: now)
            key.withUTF8 {
                found.add(folder: nil, name: UnsafeRawBufferPointer($0), root: root, byteCount: status.byteCount, stamp: stamp, hasScan: hasScan)
            }
        case .success:
            found.problems.append(SourceProblem(path: path, reason: FolderScan.notRegular))
        }
    }

    /// Walks every folder queued, and the folders found in them, a level at a time.
    mutating func walkFolders() {
        while !next.isEmpty {
            let level = next
            next = []
            for start in stride(from: 0, to: level.count, by: Self.foldersAtOnce) {
                let folders = Array(level[start..<min(start + Self.foldersAtOnce, level.count)])
                for (folder, scan) in zip(folders, FolderScan.scan(folders, extensions: extensions, now: now)) {
                    take(scan, of: folder)
                }
            }
        }
    }

    private mutating func take(_ scan: FolderScan, of folder: FolderScan.Folder) {
        found.problems.append(contentsOf: scan.problems)
        folder.key.withUnsafeBytes { key in
            for file in scan.files {
                scan.entries.withName(file.entry) { name, _ in
                    found.add(folder: key, name: name, root: folder.root, byteCount: file.byteCount, stamp: file.stamp, hasScan: file.hasScan)
                }
            }
        }
        for subfolder in scan.folders {
            scan.entries.withName(subfolder.entry) { name, _ in
                var key = folder.key
                if key.last != UInt8(ascii: "/") { key.append(UInt8(ascii: "/")) }
                key.append(contentsOf: name)
                let path = folder.path + (folder.path.hasSuffix("/") ? "" : "/") + String(decoding: name, as: UTF8.self)
                enqueue(FolderScan.Folder(key: key, path: path, root: folder.root), subfolder.identity)
            }
        }
    }

    /// Queues a folder for the next level, unless it was walked already (reached again through
    /// a symbolic link).
    private mutating func enqueue(_ folder: FolderScan.Folder, _ identity: FileStatus.Identity) {
        guard visited.insert(identity).inserted else {
            if FileStatus.isSymbolicLink(folder.path) {
                found.problems.append(SourceProblem(
                    path: folder.path, reason: "symbolic link to a folder already walked (a link loop?); skipped"))
            }
            return
        }
        next.append(folder)
    }
}

import Foundation

/// Finds the page files under the paths a user names: files as named, folders recursively.
///
/// Walking a folder takes only files with one of `extensions` (case-insensitive) and skips hidden
/// entries; a file named explicitly is taken whatever its extension. Symbolic links are
/// followed, but a folder is never walked twice, so a link loop ends. Unreadable or missing
/// entries become problems and the rest is still found. Files come back sorted by path.
public enum SourceDiscovery {
    /// The page files under `paths`, sorted and each once, and the paths that could not be taken.
    public static func files(in paths: [String], extensions: Set<String> = ["txt"])
        -> (files: [SourceFile], problems: [SourceProblem]) {
        var walk = DiscoveryWalk(extensions: Set(extensions.map { $0.lowercased().trimmingPrefix(".") }.map(String.init)))
        for path in paths {
            walk.visitRoot(path)
        }
        // Sorted, a path found twice (two roots that overlap) is next to itself.
        var files = walk.files.sorted { $0.path < $1.path }
        var kept = 0
        for index in files.indices where kept == 0 || files[index].path != files[kept - 1].path {
            files[kept] = files[index]
            kept += 1
        }
        files.removeSubrange(kept...)
        return (files, walk.problems)
    }
}

private struct DiscoveryWalk {
    let extensions: Set<String>
    var files: [SourceFile] = []
    var problems: [SourceProblem] = []
    private var visited: Set<FileStatus.Identity> = []
    /// When the walk began, for the files' stamps.
    private let now = Int(time(nil))

    init(extensions: Set<String>) {
        self.extensions = extensions
    }

    mutating func visitRoot(_ given: String) {
        let path = given.count > 1 && given.hasSuffix("/") ? String(given.dropLast()) : given
        switch FileStatus.of(path, now: now) {
        case .failure(let problem):
            problems.append(problem)
        case .success(let status) where status.kind == .directory:
            walk(path, status)
        case .success(let status) where status.kind == .regular:
            files.append(SourceFile(path: path, byteCount: status.byteCount, stamp: status.stamp))
        case .success:
            problems.append(SourceProblem(path: path, reason: Self.notRegular))
        }
    }

    private mutating func walk(_ folder: String, _ status: FileStatus) {
        guard visited.insert(status.identity).inserted else {
            if FileStatus.isSymbolicLink(folder) {
                problems.append(SourceProblem(
                    path: folder, reason: "symbolic link to a folder already walked (a link loop?); skipped"))
            }
            return
        }
        let entries: [FolderListing.Entry]
        switch FolderListing.entries(in: folder) {
        case .success(let listed): entries = listed
        case .failure(let problem): return problems.append(problem)
        }
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        defer { if descriptor >= 0 { close(descriptor) } }
        for entry in entries.sorted(by: { $0.name < $1.name }) where !entry.name.hasPrefix(".") {
            let name = entry.name
            let child = folder == "/" ? "/" + name : folder + "/" + name
            guard entry.isUTF8 else {
                if entry.isFolder || wanted(name) {
                    problems.append(SourceProblem(path: child, reason: FolderListing.notUTF8))
                }
                continue
            }
            // A regular file not named like a page needs no stat: it is skipped whatever it says.
            if entry.isRegular && !wanted(name) { continue }
            let status = descriptor >= 0 ? FileStatus.of(child, name: name, in: descriptor, now: now) : FileStatus.of(child, now: now)
            switch status {
            case .failure(let problem):
                problems.append(problem)
            case .success(let status) where status.kind == .directory:
                walk(child, status)
            case .success(let status) where status.kind == .regular && wanted(name):
                files.append(SourceFile(path: child, byteCount: status.byteCount, stamp: status.stamp))
            case .success(let status) where status.kind != .regular && wanted(name):
                // A pipe or device named like a page (`page.txt`) is said to be skipped: it is
                // no page, but someone put it where the pages are.
                problems.append(SourceProblem(path: child, reason: Self.notRegular))
            case .success:
                continue
            }
        }
    }

    private static let notRegular = "not a regular file or folder; skipped"

    private func wanted(_ name: String) -> Bool {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
        return extensions.contains(name[name.index(after: dot)...].lowercased())
    }
}

/// The entries of one folder, with the reason when it cannot be read.
private enum FolderListing {
    struct Entry {
        /// The name, with bytes that are not UTF-8 shown as U+FFFD.
        var name: String
        /// False when the name's bytes are not UTF-8: such a file cannot be opened by `name`.
        var isUTF8: Bool
        var isFolder: Bool
        /// Known a regular file from the listing alone (not a link or of unknown type).
        var isRegular: Bool
    }

    /// Why an entry whose name is not UTF-8 is skipped; old Windows archives name files in GBK.
    static let notUTF8 = "its name is not UTF-8 (GBK from an old Windows archive?); rename it to UTF-8, "
        + "e.g. with convmv -f gbk -t utf8 --notest; skipped"

    static func entries(in folder: String) -> Result<[Entry], SourceProblem> {
        guard let stream = opendir(folder) else {
            return .failure(SourceProblem(
                path: folder, reason: "cannot read folder: \(FileStatus.describe(errno: errno)); skipped"))
        }
        defer { closedir(stream) }
        var entries: [Entry] = []
        while let entry = readdir(stream) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            let valid = String(validating: bytes, as: UTF8.self)
            let name = valid ?? String(decoding: bytes, as: UTF8.self)
            if name != "." && name != ".." {
                entries.append(Entry(name: name, isUTF8: valid != nil, isFolder: entry.pointee.d_type == UInt8(DT_DIR),
                                     isRegular: entry.pointee.d_type == UInt8(DT_REG)))
            }
        }
        return .success(entries)
    }
}

import Glibc

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
        let found = found(in: paths, extensions: extensions) { $0 }
        return ((0..<found.count).map(found.sourceFile), found.problems)
    }

    /// The page files under `paths` by their keys: a root's key is `key(root)`, and a file under
    /// it has the root's key followed by the rest of its path (a folder's entries are names, so
    /// what a key function does to the root it does to every path under it).
    static func found(in paths: [String], extensions: Set<String>, key: (String) -> String) -> FoundFiles {
        var walk = DiscoveryWalk(extensions: Set(extensions.map { $0.lowercased().trimmingPrefix(".") }.map(String.init)))
        for given in paths {
            let path = given.count > 1 && given.hasSuffix("/") ? String(given.dropLast()) : given
            walk.visitRoot(path, key: key(path))
        }
        walk.found.sortByKey()
        return walk.found
    }
}

private struct DiscoveryWalk {
    var found = FoundFiles()
    private let extensions: PageExtensions
    private var visited: Set<FileStatus.Identity> = []
    /// When the walk began, for the files' stamps.
    private let now = Int(time(nil))

    init(extensions: Set<String>) {
        self.extensions = PageExtensions(extensions)
    }

    mutating func visitRoot(_ path: String, key: String) {
        switch FileStatus.of(path, now: now) {
        case .failure(let problem):
            found.problems.append(problem)
        case .success(let status) where status.kind == .directory:
            let root = found.addRoot(given: path, key: key)
            let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard descriptor >= 0 else { return folderProblem(path, errno: errno) }
            walk(Array(key.utf8), descriptor: descriptor, status, root: root)
        case .success(let status) where status.kind == .regular:
            let root = found.addRoot(given: path, key: key)
            var key = key
            key.withUTF8 { found.add(folder: nil, name: UnsafeRawBufferPointer($0), root: root, byteCount: status.byteCount, stamp: status.stamp) }
        case .success:
            found.problems.append(SourceProblem(path: path, reason: Self.notRegular))
        }
    }

    /// Walks the folder open at `descriptor` (closed here), whose key is `folder`.
    private mutating func walk(_ folder: [UInt8], descriptor: Int32, _ status: FileStatus, root: Int32) {
        guard visited.insert(status.identity).inserted else {
            close(descriptor)
            let path = givenPath(folder, root: root)
            if FileStatus.isSymbolicLink(path) {
                found.problems.append(SourceProblem(
                    path: path, reason: "symbolic link to a folder already walked (a link loop?); skipped"))
            }
            return
        }
        guard let stream = fdopendir(descriptor) else {
            let code = errno
            close(descriptor)
            return folderProblem(givenPath(folder, root: root), errno: code)
        }
        defer { closedir(stream) }
        let entries = FolderEntries(stream)
        let directory = dirfd(stream)
        folder.withUnsafeBytes { folderBytes in
            for index in entries.order {
                entries.withName(index) { name, cName in
                    guard name.first != UInt8(ascii: ".") else { return }
                    func child() -> String { givenPath(folder, root: root) + "/" + String(decoding: name, as: UTF8.self) }
                    let kind = entries.kinds[index]
                    guard Self.isUTF8(name) else {
                        if kind == UInt8(DT_DIR) || extensions.contains(name) {
                            found.problems.append(SourceProblem(path: child(), reason: Self.notUTF8))
                        }
                        return
                    }
                    // A regular file not named like a page needs no stat: it is skipped whatever it says.
                    if kind == UInt8(DT_REG) && !extensions.contains(name) { return }
                    switch FileStatus.of(cName, in: directory, path: child(), now: now) {
                    case .failure(let problem):
                        found.problems.append(problem)
                    case .success(let status) where status.kind == .directory:
                        let descriptor = openat(directory, cName, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
                        guard descriptor >= 0 else { return folderProblem(child(), errno: errno) }
                        var key = Array(folderBytes)
                        if key.last != UInt8(ascii: "/") { key.append(UInt8(ascii: "/")) }
                        key.append(contentsOf: name)
                        walk(key, descriptor: descriptor, status, root: root)
                    case .success(let status) where status.kind == .regular && extensions.contains(name):
                        found.add(folder: folderBytes, name: name, root: root, byteCount: status.byteCount, stamp: status.stamp)
                    case .success(let status) where status.kind != .regular && extensions.contains(name):
                        // A pipe or device named like a page (`page.txt`) is said to be skipped: it
                        // is no page, but someone put it where the pages are.
                        found.problems.append(SourceProblem(path: child(), reason: Self.notRegular))
                    case .success:
                        return
                    }
                }
            }
        }
    }

    /// The path of the folder whose key is `folder`, as the user gave its root.
    private func givenPath(_ folder: [UInt8], root: Int32) -> String {
        let root = found.roots[Int(root)]
        return root.given + String(decoding: folder.dropFirst(root.key.count), as: UTF8.self)
    }

    private mutating func folderProblem(_ path: String, errno code: Int32) {
        found.problems.append(SourceProblem(path: path, reason: "cannot read folder: \(FileStatus.describe(errno: code)); skipped"))
    }

    private static func isUTF8(_ name: UnsafeRawBufferPointer) -> Bool {
        name.allSatisfy { $0 < 0x80 } || String(validating: name, as: UTF8.self) != nil
    }

    private static let notRegular = "not a regular file or folder; skipped"

    /// Why an entry whose name is not UTF-8 is skipped; old Windows archives name files in GBK.
    private static let notUTF8 = "its name is not UTF-8 (GBK from an old Windows archive?); rename it to UTF-8, "
        + "e.g. with convmv -f gbk -t utf8 --notest; skipped"
}

/// The entries of one folder as `readdir` gives them: names (each followed by a NUL, to pass to
/// the kernel as they are) in one array of bytes, their types, and their order by name.
private struct FolderEntries {
    private var names: [UInt8] = []
    private var starts: [Int] = []
    private(set) var kinds: [UInt8] = []
    /// Entry numbers sorted by name bytes.
    private(set) var order: [Int] = []

    init(_ stream: OpaquePointer) {
        while let entry = readdir(stream) {
            withUnsafeBytes(of: entry.pointee.d_name) { raw in
                let length = raw.firstIndex(of: 0) ?? raw.count
                let name = UnsafeRawBufferPointer(rebasing: raw[..<length])
                guard !name.elementsEqual([UInt8(ascii: ".")]) && !name.elementsEqual([UInt8(ascii: "."), UInt8(ascii: ".")]) else { return }
                starts.append(names.count)
                names.append(contentsOf: name)
                names.append(0)
                kinds.append(entry.pointee.d_type)
            }
        }
        starts.append(names.count)
        order = Array(kinds.indices)
        names.withUnsafeBytes { bytes in
            let starts = starts
            order.sort { PathOrder.compare(UnsafeRawBufferPointer(rebasing: bytes[starts[$0]..<(starts[$0 + 1] - 1)]),
                                           UnsafeRawBufferPointer(rebasing: bytes[starts[$1]..<(starts[$1 + 1] - 1)])) < 0 }
        }
    }

    /// Calls `body` with entry `index`'s name, as bytes and as a C string.
    func withName(_ index: Int, _ body: (UnsafeRawBufferPointer, UnsafePointer<CChar>) -> Void) {
        names.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return }
            let name = UnsafeRawBufferPointer(rebasing: bytes[starts[index]..<(starts[index + 1] - 1)])
            body(name, (base + starts[index]).assumingMemoryBound(to: CChar.self))
        }
    }
}

/// The extensions a walk takes, matched against a name's bytes: the ASCII ones (nearly always)
/// without making a String of each name.
private struct PageExtensions {
    private let ascii: Set<[UInt8]>
    private let others: Set<String>

    init(_ extensions: Set<String>) {
        ascii = Set(extensions.filter { $0.utf8.allSatisfy { $0 < 0x80 } }.map { Array($0.utf8) })
        others = extensions.filter { !$0.utf8.allSatisfy { $0 < 0x80 } }
    }

    /// Whether `name` ends in `.` and one of the extensions (case-insensitive), and is more than that.
    func contains(_ name: UnsafeRawBufferPointer) -> Bool {
        guard let dot = name.lastIndex(of: UInt8(ascii: ".")), dot != 0 else { return false }
        let suffix = name[(dot + 1)...]
        if suffix.allSatisfy({ $0 < 0x80 }) {
            return ascii.contains(suffix.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 })
        }
        return others.contains(String(decoding: suffix, as: UTF8.self).lowercased())
    }
}

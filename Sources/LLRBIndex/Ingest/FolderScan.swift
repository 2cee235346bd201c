import Dispatch
import Glibc
import LLRBEngine

/// What one folder holds for a walk: its page files with what `stat` said of them, its
/// subfolders, and the entries it could not take, all by name in the folder's listing.
struct FolderScan: Sendable {
    /// A folder to scan: its key (see `FoundFiles`), its path as the user named its root, and
    /// that root's number.
    struct Folder: Sendable {
        var key: [UInt8]
        var path: String
        var root: Int32
    }

    struct File: Sendable {
        var entry: Int
        var byteCount: Int
        var stamp: UInt64
        /// An image lies beside it with its stem (`ScanStamps`).
        var hasScan = false
    }

    let entries: FolderEntries
    private(set) var files: [File] = []
    private(set) var folders: [(entry: Int, identity: FileStatus.Identity)] = []
    private(set) var problems: [SourceProblem] = []

    /// Scans `folders` on every core; the scans in the same order.
    static func scan(_ folders: [Folder], extensions: PageExtensions, now: Int) -> [FolderScan] {
        let slots = UnsafeMutableBufferPointer<FolderScan?>.allocate(capacity: folders.count)
        slots.initialize(repeating: nil)
        defer {
            slots.deinitialize()
            slots.deallocate()
        }
        let shared = SharedSlots(slots)
        DispatchQueue.concurrentPerform(iterations: folders.count) { index in
            shared.slots[index] = FolderScan(folders[index], extensions: extensions, now: now)
        }
        return slots.compactMap { $0 }
    }

    /// Each slot is written by one iteration and read after all of them are done.
    private final class SharedSlots: @unchecked Sendable {
        let slots: UnsafeMutableBufferPointer<FolderScan?>

        init(_ slots: UnsafeMutableBufferPointer<FolderScan?>) {
            self.slots = slots
        }
    }

    private init(_ folder: Folder, extensions: PageExtensions, now: Int) {
        let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0, let stream = fdopendir(descriptor) else {
            let code = errno
            if descriptor >= 0 { close(descriptor) }
            entries = FolderEntries()
            problems = [SourceProblem(path: folder.path, reason: "cannot read folder: \(FileStatus.describe(errno: code)); skipped")]
            return
        }
        defer { closedir(stream) }
        entries = FolderEntries(stream)
        let directory = dirfd(stream)
        for index in entries.order {
            entries.withName(index) { name, cName in
                guard name.first != UInt8(ascii: ".") else { return }
                func path() -> String {
                    folder.path + (folder.path.hasSuffix("/") ? "" : "/") + String(decoding: name, as: UTF8.self)
                }
                let kind = entries.kinds[index]
                guard Self.isUTF8(name) else {
                    if kind == UInt8(DT_DIR) || extensions.contains(name) {
                        problems.append(SourceProblem(path: path(), reason: Self.notUTF8, kind: .nameNotUTF8))
                    }
                    return
                }
                // A regular file not named like a page needs no stat: it is skipped whatever it says.
                if kind == UInt8(DT_REG) && !extensions.contains(name) { return }
                switch FileStatus.of(cName, in: directory, path: path(), now: now) {
                case .failure(let problem):
                    problems.append(problem)
                case .success(let status) where status.kind == .directory:
                    folders.append((index, status.identity))
                case .success(let status) where status.kind == .regular && extensions.contains(name):
                    files.append(File(entry: index, byteCount: status.byteCount, stamp: status.stamp))
                case .success(let status) where status.kind != .regular && extensions.contains(name):
                    // A pipe or device named like a page (`page.txt`) is said to be skipped: it
                    // is no page, but someone put it where the pages are.
                    problems.append(SourceProblem(path: path(), reason: Self.notRegular))
                case .success:
                    return
                }
            }
        }
        files = ScanStamps.joined(LayoutFiles.pages(among: files, of: entries, in: directory), of: entries, in: directory, now: now)
    }

    private static func isUTF8(_ name: UnsafeRawBufferPointer) -> Bool {
        name.allSatisfy { $0 < 0x80 } || String(validating: name, as: UTF8.self) != nil
    }

    static let notRegular = "not a regular file or folder; skipped"

    /// Why an entry whose name is not UTF-8 is skipped; old Windows archives name files in GBK.
    private static let notUTF8 = "its name is not UTF-8 (GBK from an old Windows archive?); skipped"
}

/// The entries of one folder as `readdir` gives them: names (each followed by a NUL, to pass to
/// the kernel as they are) in one array of bytes, their types, and their order by name.
struct FolderEntries: Sendable {
    private var names: [UInt8] = []
    private var starts: [Int] = [0]
    private(set) var kinds: [UInt8] = []
    /// Entry numbers sorted by name bytes.
    private(set) var order: [Int] = []

    init() {}

    init(_ stream: OpaquePointer) {
        while let entry = readdir(stream) {
            withUnsafeBytes(of: entry.pointee.d_name) { raw in
                let name = UnsafeRawBufferPointer(rebasing: raw[..<(raw.firstIndex(of: 0) ?? raw.count)])
                guard !name.elementsEqual([UInt8(ascii: ".")]) && !name.elementsEqual([UInt8(ascii: "."), UInt8(ascii: ".")]) else { return }
                names.append(contentsOf: name)
                names.append(0)
                starts.append(names.count)
                kinds.append(entry.pointee.d_type)
            }
        }
        order = Array(kinds.indices)
        names.withUnsafeBytes { bytes in
            let starts = starts
            func name(_ index: Int) -> UnsafeRawBufferPointer { UnsafeRawBufferPointer(rebasing: bytes[starts[index]..<(starts[index + 1] - 1)]) }
            order.sort { PathOrder.compare(name($0), name($1)) < 0 }
        }
    }

    /// Calls `body` with entry `index`'s name, as bytes and as a C string.
    func withName(_ index: Int, _ body: (UnsafeRawBufferPointer, UnsafePointer<CChar>) -> Void) {
        names.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return }
            body(UnsafeRawBufferPointer(rebasing: bytes[starts[index]..<(starts[index + 1] - 1)]),
                 (base + starts[index]).assumingMemoryBound(to: CChar.self))
        }
    }
}

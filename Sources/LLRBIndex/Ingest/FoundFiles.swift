import LLRBEngine


/// The page files a walk found, by their paths in the index's form (`Ingestor.indexPath`), all in
/// one array of bytes, sorted as the file table is (`PathOrder`), each once. A 10 GB archive's
/// 556k files were as many `String`s and `SourceFile`s, sorted by Swift's string order, and a
/// set of their keys; here they are ~100 bytes each, and an ingest meets them against the file
/// table in one pass over both.
struct FoundFiles {
    /// A path given to the walk, as given and in the index's form; the files under it have the
    /// same rest in both.
    struct Root {
        var given: String
        var key: [UInt8]
    }

    /// One file: its key's place in `keyBytes`, the root it was found under, what `stat` said.
    struct File {
        var keyStart: Int
        /// The key's length, and in the top bit whether an image lies beside the file
        /// (`ScanStamps`): a file of a walk stays 32 bytes, and no key nears 2 GB.
        private var keyLengthAndScan: UInt32
        var root: Int32
        var byteCount: Int
        /// Its `FileStamp` when found (0: unknown).
        var stamp: UInt64

        init(keyStart: Int, keyLength: Int, root: Int32, byteCount: Int, stamp: UInt64, hasScan: Bool) {
            self.keyStart = keyStart
            keyLengthAndScan = UInt32(truncatingIfNeeded: keyLength) & 0x7FFF_FFFF | (hasScan ? 0x8000_0000 : 0)
            self.root = root
            self.byteCount = byteCount
            self.stamp = stamp
        }

        var keyLength: Int { Int(keyLengthAndScan & 0x7FFF_FFFF) }
        var hasScan: Bool { keyLengthAndScan & 0x8000_0000 != 0 }
    }

    private(set) var roots: [Root] = []
    private(set) var keyBytes: [UInt8] = []
    private(set) var files: [File] = []
    var problems: [SourceProblem] = []

    var count: Int { files.count }

    /// Joins the page's corrections (`CorrectionSet.revision`) to every known stamp, so that a
    /// page whose corrections change is read again though its file did not.
    /// Call after `sortByKey`: the corrected pages, a few among many, are found by binary
    /// search, not by a key made for every file.
    mutating func stamp(corrections: CorrectionSet) {
        for key in corrections.files {
            guard let index = index(ofKey: key), files[index].stamp != 0 else { continue }
            // The lowest bit is the page's scan's (`ScanStamps`): kept.
            let stamp = files[index].stamp
            files[index].stamp = ScanStamps.marked(stamp ^ (corrections.revision(ofFile: key, hashes: []) & ~1), hasScan: ScanStamps.hasScan(stamp))
        }
    }

    /// Makes the files at `keys` unknown by stamp, so that they are opened and compared.
    mutating func forgetStamps(of keys: Set<String>) {
        for key in keys {
            if let index = index(ofKey: key) { files[index].stamp = 0 }
        }
    }

    /// The number of the file whose key is `key`, in the order `sortByKey` left (`PathOrder`).
    private func index(ofKey key: String) -> Int? {
        let wanted = Array(key.utf8)
        return keyBytes.withUnsafeBytes { bytes -> Int? in
            var low = 0, high = files.count
            while low < high {
                let middle = (low + high) / 2
                let file = files[middle]
                let order = PathOrder.compare(UnsafeRawBufferPointer(rebasing: bytes[file.keyStart..<(file.keyStart + Int(file.keyLength))]), wanted)
                if order == 0 { return middle }
                if order < 0 { low = middle + 1 } else { high = middle }
            }
            return nil
        }
    }

    /// Adds a root; the files found under it are added with its number.
    mutating func addRoot(given: String, key: String) -> Int32 {
        roots.append(Root(given: given, key: Array(key.utf8)))
        return Int32(roots.count - 1)
    }

    /// Adds the file whose key is `folder` + `/` + `name` (`folder` nil: `name` is the whole key).
    mutating func add(folder: UnsafeRawBufferPointer?, name: UnsafeRawBufferPointer, root: Int32, byteCount: Int, stamp: UInt64,
                      hasScan: Bool = false) {
        let start = keyBytes.count
        if let folder {
            keyBytes.append(contentsOf: folder)
            if folder.last != UInt8(ascii: "/") { keyBytes.append(UInt8(ascii: "/")) }
        }
        keyBytes.append(contentsOf: name)
        files.append(File(keyStart: start, keyLength: keyBytes.count - start, root: root, byteCount: byteCount, stamp: stamp, hasScan: hasScan))
    }

    /// Sorts the files by key and keeps one of each key (roots that overlap find files twice).
    /// The walk finds them nearly in order (a folder's entries sorted, the folders in turn), so
    /// the sort, which takes runs already in order as they are, has little to do.
    mutating func sortByKey() {
        keyBytes.withUnsafeBytes { bytes in
            func key(_ file: File) -> UnsafeRawBufferPointer {
                UnsafeRawBufferPointer(rebasing: bytes[file.keyStart..<(file.keyStart + Int(file.keyLength))])
            }
            files.sort { PathOrder.compare(key($0), key($1)) < 0 }
            var kept = 0
            for index in files.indices where kept == 0 || PathOrder.compare(key(files[index]), key(files[kept - 1])) != 0 {
                files[kept] = files[index]
                kept += 1
            }
            files.removeSubrange(kept...)
        }
        // An ingest holds the list to its end.
        files = files.trimmed()
        keyBytes = keyBytes.trimmed()
    }

    /// The bytes held for the files, as an ingest charges them to its writer's memory limit.
    var byteCount: Int {
        keyBytes.capacity + files.capacity * MemoryLayout<File>.stride
    }

    /// Calls `body` with a view of the keys by file number (valid only inside it).
    func withKeys<Value>(_ body: (Keys) throws(FormatError) -> Value) throws(FormatError) -> Value {
        let outcome: Result<Value, FormatError> = keyBytes.withUnsafeBytes { bytes in
            do throws(FormatError) {
                return .success(try body(Keys(bytes: bytes, files: files)))
            } catch {
                return .failure(error)
            }
        }
        return try outcome.get()
    }

    struct Keys {
        fileprivate let bytes: UnsafeRawBufferPointer
        fileprivate let files: [File]

        subscript(index: Int) -> UnsafeRawBufferPointer {
            let file = files[index]
            return UnsafeRawBufferPointer(rebasing: bytes[file.keyStart..<(file.keyStart + Int(file.keyLength))])
        }
    }

    /// The file's key, the path the index knows it by.
    func key(_ index: Int) -> String {
        let file = files[index]
        return String(decoding: keyBytes[file.keyStart..<(file.keyStart + Int(file.keyLength))], as: UTF8.self)
    }

    /// The file as found (its path under the root as the user gave it) and its key, one String
    /// for both when the root was given in the index's form, as an absolute folder is.
    func file(_ index: Int) -> (source: SourceFile, key: String) {
        let file = files[index]
        let root = roots[Int(file.root)]
        let key = key(index)
        let path = root.key.elementsEqual(root.given.utf8) ? key
            : root.given + String(decoding: key.utf8.dropFirst(root.key.count), as: UTF8.self)
        return (SourceFile(path: path, byteCount: file.byteCount, stamp: file.stamp, hasScan: file.hasScan), key)
    }
}

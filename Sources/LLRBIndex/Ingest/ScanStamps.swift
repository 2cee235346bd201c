import Glibc

/// A page's scan in its stamp. The stamps of the images beside a page file with its stem are
/// joined to the page's, so that an image added or replaced beside a page already indexed makes
/// the page look changed to the next ingest; and a stamp's lowest bit says whether the page had
/// such an image when it was found, so that one removed is seen too (the index keeps the stamp).
/// A page with an image then, or now, is read again whenever its stamp changes: its text's hash,
/// by which an unchanged page is otherwise known, says nothing of its image. A folder without
/// images costs one look at each name.
enum ScanStamps {
    /// Whether `stamp` is of a page that had an image beside it when it was found.
    static func hasScan(_ stamp: UInt64) -> Bool {
        stamp & 1 == 1
    }

    /// `stamp` with its lowest bit saying whether an image lies beside its page; 0 (unknown)
    /// stays 0.
    static func marked(_ stamp: UInt64, hasScan: Bool) -> UInt64 {
        guard stamp != 0 else { return 0 }
        if hasScan { return stamp | 1 }
        return stamp & ~1 == 0 ? 2 : stamp & ~1
    }

    /// `files` (page files among `entries`, in the folder open as `directory`), each stamp
    /// joined with its images' and marked.
    static func joined(_ files: [FolderScan.File], of entries: FolderEntries, in directory: Int32, now: Int) -> [FolderScan.File] {
        var images: [[UInt8]: [Int]] = [:]
        for index in entries.order where entries.kinds[index] != UInt8(DT_DIR) {
            entries.withName(index) { name, _ in
                guard let stem = imageStem(of: name) else { return }
                images[stem, default: []].append(index)
            }
        }
        return files.map { file in
            var file = file
            var stem: [UInt8] = []
            if !images.isEmpty {
                entries.withName(file.entry) { name, _ in
                    stem = Array(name[..<(name.lastIndex(of: UInt8(ascii: ".")) ?? name.endIndex)])
                }
            }
            guard let beside = images[stem] else {
                file.stamp = marked(file.stamp, hasScan: false)
                return file
            }
            file.hasScan = true
            for image in beside {
                entries.withName(image) { _, cName in file.stamp = joined(file.stamp, FileStatus.of(cName, in: directory, path: "", now: now)) }
            }
            return file
        }
    }

    /// The stamp of the page file at `path`, given alone rather than found in a folder's walk,
    /// joined with its images' and marked, and whether it has one.
    static func joined(_ stamp: UInt64, ofFileAt path: String, now: Int) -> (stamp: UInt64, hasScan: Bool) {
        guard let (directory, stem) = ScanFinder.folder(ofFileAt: path) else { return (marked(stamp, hasScan: false), false) }
        defer { close(directory) }
        var result = (stamp: stamp, hasScan: false)
        for suffix in ScanFinder.extensionBytes {
            (stem + [UInt8(ascii: ".")] + suffix + [0]).withUnsafeBufferPointer { name in
                guard let base = name.baseAddress else { return }
                let status = FileStatus.of(UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self), in: directory, path: "", now: now)
                guard case .success = status else { return }
                result.stamp = joined(result.stamp, status)
                result.hasScan = true
            }
        }
        return result.hasScan ? result : (marked(stamp, hasScan: false), false)
    }

    /// `stamp` joined with an image's status, marked; unknown (0) when either is, for an image
    /// changed too lately to be known by its stamp makes the page's unknown.
    private static func joined(_ stamp: UInt64, _ image: Result<FileStatus, SourceProblem>) -> UInt64 {
        guard stamp != 0, case .success(let status) = image, status.stamp != 0 else { return 0 }
        return (stamp ^ status.stamp &* 0x9E37_79B9_7F4A_7C15) | 1
    }

    /// The stem of `name` when it is named as a scan is (`ScanFinder.extensions`), else nil.
    private static func imageStem(of name: UnsafeRawBufferPointer) -> [UInt8]? {
        guard let dot = name.lastIndex(of: UInt8(ascii: ".")), dot > 0 else { return nil }
        let suffix = name[(dot + 1)...]
        guard ScanFinder.extensionBytes.contains(where: { $0.elementsEqual(suffix) }) else { return nil }
        return Array(name[..<dot])
    }
}

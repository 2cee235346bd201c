import Glibc

/// A page's scan in its stamp: the stamp of each image beside a page file with its stem is
/// joined to the page's, so that an image added or replaced beside a page already indexed
/// makes the page look changed to the next ingest, and the page is marked as one with an image
/// beside it (`FolderScan.File.hasScan`), which is read again whenever its stamp changes: its
/// text's hash, by which an unchanged page is otherwise known, says nothing of its image. A
/// folder without images costs one look at each name.
enum ScanStamps {
    /// `files` (page files among `entries`, in the folder open as `directory`), each page with
    /// an image beside it given the image's stamp and marked.
    static func joined(_ files: [FolderScan.File], of entries: FolderEntries, in directory: Int32, now: Int) -> [FolderScan.File] {
        var images: [[UInt8]: [Int]] = [:]
        for index in entries.order where entries.kinds[index] != UInt8(DT_DIR) {
            entries.withName(index) { name, _ in
                guard let stem = imageStem(of: name) else { return }
                images[stem, default: []].append(index)
            }
        }
        guard !images.isEmpty else { return files }
        return files.map { file in
            var stem: [UInt8] = []
            entries.withName(file.entry) { name, _ in
                stem = Array(name[..<(name.lastIndex(of: UInt8(ascii: ".")) ?? name.endIndex)])
            }
            guard let beside = images[stem] else { return file }
            var file = file
            file.hasScan = true
            for image in beside {
                entries.withName(image) { _, cName in
                    // An image changed too lately to be known by its stamp makes the page's unknown.
                    guard file.stamp != 0, case .success(let status) = FileStatus.of(cName, in: directory, path: "", now: now),
                          status.stamp != 0 else {
                        file.stamp = 0
                        return
                    }
                    file.stamp = (file.stamp ^ status.stamp &* 0x9E37_79B9_7F4A_7C15) | 1
                }
            }
            return file
        }
    }

    /// The stem of `name` when it is named as a scan is (`ScanFinder.extensions`), else nil.
    private static func imageStem(of name: UnsafeRawBufferPointer) -> [UInt8]? {
        guard let dot = name.lastIndex(of: UInt8(ascii: ".")), dot > 0 else { return nil }
        let suffix = name[(dot + 1)...]
        guard ScanFinder.extensionBytes.contains(where: { $0.elementsEqual(suffix) }) else { return nil }
        return Array(name[..<dot])
    }
}

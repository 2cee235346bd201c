import Glibc
import LLRBParser

/// A folder's layout files among its page files: a file named like one (`.xml`, `.hocr`,
/// `.html`, `.htm`) is a page only when its head shows ALTO or hOCR (`PageDecoder.layoutFormat`),
/// so that other XML and HTML beside the pages is passed over unread; and a page an OCR engine
/// wrote in several forms under one name (Tesseract writes `p.txt`, `p.hocr` and `p.xml` at
/// once) is one page, read from its ALTO, else its hOCR, never from the text beside them.
enum LayoutFiles {
    /// Extensions of the files that are looked into.
    static let extensions: Set<String> = ["xml", "hocr", "html", "htm"]
    private static let names = PageExtensions(extensions)

    /// `files` (entries of `entries`, in the folder open as `directory`) without those that are
    /// no page and those another form of the same page stands for. A folder of text pages alone,
    /// every folder of an archive of them, is given back as it is, its names read as bytes once.
    static func pages(among files: [FolderScan.File], of entries: FolderEntries, in directory: Int32) -> [FolderScan.File] {
        var hasLayoutName = false
        for file in files where !hasLayoutName {
            entries.withName(file.entry) { bytes, _ in hasLayoutName = names.contains(bytes) }
        }
        guard hasLayoutName else { return files }
        var formats: [Int: LayoutPage.Format] = [:]
        var best: [String: LayoutPage.Format] = [:]
        var kept: [(file: FolderScan.File, stem: String)] = []
        for file in files {
            var name = ""
            var format: LayoutPage.Format?
            var isLayoutName = false
            entries.withName(file.entry) { bytes, cName in
                name = String(decoding: bytes, as: UTF8.self)
                isLayoutName = extensions.contains(Self.suffix(of: name))
                if isLayoutName { format = Self.format(of: cName, in: directory) }
            }
            if isLayoutName && format == nil { continue }
            let stem = Self.stem(of: name)
            if let format {
                formats[file.entry] = format
                if best[stem] != .alto { best[stem] = format }
            }
            kept.append((file, stem))
        }
        var taken: Set<String> = []
        return kept.compactMap { file, stem in
            guard let chosen = best[stem] else { return file }
            guard formats[file.entry] == chosen, taken.insert(stem).inserted else { return nil }
            return file
        }
    }

    /// The format the head of the file `name` shows, or nil (none, or it cannot be read).
    private static func format(of name: UnsafePointer<CChar>, in directory: Int32) -> LayoutPage.Format? {
        let descriptor = openat(directory, name, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        return format(ofOpen: descriptor)
    }

    /// The format the head of the open file `descriptor` shows, read where it starts, or nil.
    static func format(ofOpen descriptor: Int32) -> LayoutPage.Format? {
        var head = [UInt8](repeating: 0, count: PageDecoder.layoutHeadBytes)
        let count = head.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        return PageDecoder.layoutFormat(ofHead: head[..<count])
    }

    private static func suffix(of name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }

    private static func stem(of name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }
}

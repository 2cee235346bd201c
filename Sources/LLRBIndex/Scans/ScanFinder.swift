import Glibc
import LLRBParser

/// Finds a page's scan: the image its ALTO names, else one beside it with its stem and an
/// image's extension, in the page file's own folder only. A name with a folder in it, a link
/// to anything but a file of the same folder, what is no regular file, and a file whose first
/// bytes are no JPEG, PNG or WebP (an HTML page named `.png`) are no scan; of an image only its
/// header is read (`ScanImage`).
enum ScanFinder {
    /// The extensions a scan beside its page may have, in the order they are looked for, as
    /// scanning software writes them in either case.
    static let extensions = ["jpg", "jpeg", "png", "webp", "JPG", "JPEG", "PNG", "WEBP"]
    static let extensionBytes = extensions.map { Array($0.utf8) }

    /// `pages`, read from the file at `path`, with its scan, and, when the file is a layout
    /// file (`layout`), where each line lies on it. A file of several pages (an issue's) has no
    /// one scan, so its pages keep none. `besideWithStem`: whether an image with the page's
    /// stem may lie beside it; an ingest's walk, which has listed the folder already
    /// (`ScanStamps`), says when none does, and only the image the layout names is looked for.
    static func withScan(_ pages: [Page], ofFileAt path: String, layout: LayoutPage?, besideWithStem: Bool = true) -> [Page] {
        guard pages.count == 1, var scan = scan(ofFileAt: path, named: layout?.scanName, besideWithStem: besideWithStem) else { return pages }
        scan.lines = layout?.scanLines(width: scan.width, height: scan.height) ?? []
        var pages = pages
        pages[0].scan = scan
        return pages
    }

    /// The scan of the page file at `path`: the image `named` (its ALTO's), else the first
    /// image beside it with its stem (when `besideWithStem`). Names are handled as bytes: each
    /// look at a name is a system call, and Swift's `String` made each some thousands of
    /// instructions.
    static func scan(ofFileAt path: String, named: String?, besideWithStem: Bool = true) -> PageScan? {
        guard named != nil || besideWithStem, let (directory, stem) = folder(ofFileAt: path) else { return nil }
        defer { close(directory) }
        let candidates = (named.map { [Array($0.utf8)] } ?? []) + (besideWithStem ? extensionBytes.map { stem + [UInt8(ascii: ".")] + $0 } : [])
        for name in candidates {
            if let image = image(named: name, in: directory) {
                return PageScan(file: String(decoding: name, as: UTF8.self), format: image.format, width: image.width, height: image.height)
            }
        }
        return nil
    }

    /// The folder of the file at `path`, opened (the caller closes it), and the file's stem.
    static func folder(ofFileAt path: String) -> (descriptor: Int32, stem: [UInt8])? {
        let bytes = Array(path.utf8)
        let slash = bytes.lastIndex(of: UInt8(ascii: "/"))
        let folder = slash.map { $0 == 0 ? [UInt8(ascii: "/")] : Array(bytes[..<$0]) } ?? [UInt8(ascii: ".")]
        let file = bytes[(slash.map { $0 + 1 } ?? 0)...]
        let stem = file.lastIndex(of: UInt8(ascii: ".")).map { file[..<$0] } ?? file
        let directory = (folder + [0]).withUnsafeBufferPointer { name in
            name.baseAddress.map { open(UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self), O_RDONLY | O_DIRECTORY | O_CLOEXEC) } ?? -1
        }
        return directory >= 0 ? (directory, Array(stem)) : nil
    }

    /// The image `name` of the open folder `directory`, known by its header; nil unless `name`
    /// is a file's name (no `/`) of a regular file there, or of a link to one there by name.
    private static func image(named name: [UInt8], in directory: Int32) -> ScanImage? {
        guard let descriptor = openFile(named: name, in: directory) else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return image(in: descriptor, size: Int(info.st_size))
    }

    /// The image the open file `descriptor` of `size` bytes holds, known by its header, read
    /// from where the file stands.
    static func image(in descriptor: Int32, size: Int) -> ScanImage? {
        let header = read(descriptor, upTo: min(size, ScanImage.shortHeader))
        if let image = ScanImage(header: header) { return image }
        guard ScanImage.mayBeJPEG(header), size > header.count else { return nil }
        return ScanImage(header: header + read(descriptor, upTo: min(size, ScanImage.headerLimit) - header.count))
    }

    /// The file `name` of `directory` opened for reading, not following a link but to a file
    /// of the same folder named by the link alone; nil for a name with a folder in it.
    static func openFile(named name: [UInt8], in directory: Int32, followingLink: Bool = true) -> Int32? {
        guard !name.isEmpty, !name.contains(UInt8(ascii: "/")), !name.contains(0), name != [0x2E], name != [0x2E, 0x2E] else { return nil }
        return (name + [0]).withUnsafeBufferPointer { bytes -> Int32? in
            guard let base = bytes.baseAddress else { return nil }
            let path = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
            // Nothing but a file or a link is opened: a device's opening may do something.
            var info = stat()
            guard fstatat(directory, path, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
            let kind = info.st_mode & S_IFMT
            if kind == S_IFREG {
                let descriptor = openat(directory, path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
                return descriptor >= 0 ? descriptor : nil
            }
            guard kind == S_IFLNK, followingLink else { return nil }
            var target = [UInt8](repeating: 0, count: 256)
            let length = target.withUnsafeMutableBufferPointer { buffer in
                buffer.baseAddress.map { readlinkat(directory, path, UnsafeMutableRawPointer($0).assumingMemoryBound(to: CChar.self), 255) } ?? -1
            }
            guard length > 0, length < 255 else { return nil }
            return openFile(named: Array(target[..<length]), in: directory, followingLink: false)
        }
    }

    /// Up to `count` bytes from where `descriptor` stands, fewer at its end or on an error.
    static func read(_ descriptor: Int32, upTo count: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: max(count, 0))
        var filled = 0
        while filled < bytes.count {
            let got = bytes.withUnsafeMutableBytes { buffer in
                buffer.baseAddress.map { Glibc.read(descriptor, $0 + filled, buffer.count - filled) } ?? 0
            }
            if got > 0 {
                filled += got
            } else if got == 0 || errno != EINTR {
                break
            }
        }
        return Array(bytes[..<filled])
    }
}

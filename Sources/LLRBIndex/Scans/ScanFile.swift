import Glibc
import LLRBParser

/// A page's scan read whole for a reader (`llrb serve`): the file an ingest found, opened again
/// the way it was found (in the page file's own folder, by a name without `/`, a link followed
/// only to a file beside it) and served only while its header still shows the image the ingest
/// measured, so that boxes drawn over it fit. Of bounded size: a reader is sent one image at a
/// time, held whole.
public struct ScanFile: Sendable {
    public var bytes: [UInt8]
    public var format: PageScan.Format
    /// Names this version of the file (its size, change time and inode), for an `ETag`.
    public var tag: String

    /// The most a scan may weigh to be served: a broadsheet at 600 dpi is about 20 MB as JPEG.
    public static let maximumBytes = 64 << 20

    /// Why a scan cannot be served.
    public enum Problem: Error, Sendable {
        /// No such file beside the page (moved, deleted, or no longer a file of its folder).
        case missing
        /// Its header no longer shows the image the ingest measured.
        case changed
        /// Past `maximumBytes`.
        case tooLarge
        /// Its tag is `tag`, which the client already holds (`If-None-Match`).
        case unchanged(tag: String)
    }

    /// The scan `scan` of the page file at `pagePath`; `heldTag`: the tag a client's copy has,
    /// which is answered with `.unchanged` before the file is read.
    public static func read(_ scan: PageScan, ofPageAt pagePath: String, heldTag: String? = nil) -> Result<ScanFile, Problem> {
        guard let (directory, _) = ScanFinder.folder(ofFileAt: pagePath) else { return .failure(.missing) }
        defer { close(directory) }
        guard let descriptor = ScanFinder.openFile(named: Array(scan.file.utf8), in: directory) else { return .failure(.missing) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return .failure(.missing) }
        let size = Int(info.st_size)
        guard size <= maximumBytes else { return .failure(.tooLarge) }
        let tag = "\(size)-\(info.st_mtim.tv_sec)-\(info.st_mtim.tv_nsec)-\(info.st_ino)"
        if heldTag == tag { return .failure(.unchanged(tag: tag)) }
        guard let image = ScanFinder.image(in: descriptor, size: size),
              image.format == scan.format, image.width == scan.width, image.height == scan.height,
              lseek(descriptor, 0, SEEK_SET) == 0 else { return .failure(.changed) }
        let bytes = ScanFinder.read(descriptor, upTo: size)
        guard bytes.count == size else { return .failure(.changed) }
        return .success(ScanFile(bytes: bytes, format: scan.format, tag: tag))
    }
}

extension PageScan.Format {
    /// Its media type, as a browser is told it.
    public var mediaType: String {
        switch self {
        case .jpeg: "image/jpeg"
        case .png: "image/png"
        case .webp: "image/webp"
        }
    }
}

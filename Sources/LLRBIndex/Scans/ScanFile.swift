import Glibc
import LLRBParser

/// A page's scan opened for a reader (`llrb serve`): the file an ingest found, opened again the
/// way it was found (in the page file's own folder, by a name without `/`, a link followed only
/// to a file beside it) and given only while its header still shows the image the ingest
/// measured, so that boxes drawn over it fit. Never read whole: the server streams it.
public struct ScanFile: Sendable {
    /// Open for reading, at its start: the caller's, to stream and close.
    public var descriptor: Int32
    /// Its size in bytes.
    public var length: Int
    public var format: PageScan.Format
    /// Names this version of the file (its size, change time and inode), for an `ETag`.
    public var tag: String

    /// Why a scan cannot be given.
    public enum Problem: Error, Sendable {
        /// No such file beside the page (moved, deleted, or no longer a file of its folder).
        case missing
        /// Its header no longer shows the image the ingest measured.
        case changed
    }

    /// The scan `scan` of the page file at `pagePath`, opened.
    public static func open(_ scan: PageScan, ofPageAt pagePath: String) -> Result<ScanFile, Problem> {
        guard let (directory, _) = ScanFinder.folder(ofFileAt: pagePath) else { return .failure(.missing) }
        defer { close(directory) }
        guard let descriptor = ScanFinder.openFile(named: Array(scan.file.utf8), in: directory) else { return .failure(.missing) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            return .failure(.missing)
        }
        let size = Int(info.st_size)
        guard let image = ScanFinder.image(in: descriptor, size: size),
              image.format == scan.format, image.width == scan.width, image.height == scan.height,
              lseek(descriptor, 0, SEEK_SET) == 0 else {
            close(descriptor)
            return .failure(.changed)
        }
        let tag = "\(size)-\(info.st_mtim.tv_sec)-\(info.st_mtim.tv_nsec)-\(info.st_ino)"
        return .success(ScanFile(descriptor: descriptor, length: size, format: scan.format, tag: tag))
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

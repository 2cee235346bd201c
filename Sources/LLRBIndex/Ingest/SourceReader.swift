import Foundation
import LLRBParser

/// Reads a whole page file, saying why in words when it cannot; a file past the size a layout
/// page may have (`PageDecoder.maximumLayoutBytes`) is refused by its size, unread.
enum SourceReader {
    /// A stage of an ingest in bench/stages: kept a function of its own in the profile.
    @inline(never)
    static func read(_ path: String) -> Result<Data, SourceProblem> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return failure(path, "cannot open") }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return failure(path, "cannot read its size") }
        // A layout file may weigh more than a text page: a file past a text page's limit is
        // refused by its size unless its head shows a layout, and a layout file past its own.
        let size = Int(info.st_size)
        if size > PageLimits.maximumBytes {
            let isLayout = LayoutFiles.format(ofOpen: descriptor) != nil
            if !isLayout || size > PageDecoder.maximumLayoutBytes {
                let refusal: PageDecodingError = isLayout ? .layoutTooLarge(source: path, bytes: size) : .tooLarge(source: path, bytes: size)
                return .failure(SourceProblem(path: path, reason: refusal.reason))
            }
        }
        var data = Data(count: max(Int(info.st_size), 0))
        var filled = 0
        var readError: Int32 = 0
        data.withUnsafeMutableBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            while filled < buffer.count {
                let got = Glibc.read(descriptor, base + filled, buffer.count - filled)
                if got > 0 {
                    filled += got
                } else if got == 0 || errno != EINTR {
                    readError = got < 0 ? errno : 0
                    return
                }
            }
        }
        if readError != 0 {
            return .failure(SourceProblem(path: path, reason: "cannot read: \(FileStatus.describe(errno: readError))"))
        }
        data.count = filled
        return .success(data)
    }

    private static func failure(_ path: String, _ what: String) -> Result<Data, SourceProblem> {
        .failure(SourceProblem(path: path, reason: "\(what): \(FileStatus.describe(errno: errno))"))
    }
}

/// What one page file may hold. A page of the paper is some 15–30 KB in 500–1,100 lines, and an
/// issue of 16 pages in one file under 0.5 MB and 18,000 lines; a file far past that is no page
/// but a log, a dump or a hostile input, and reading it would cost every reader of the archive:
/// a 200 MB single line took 2 GB to ingest and 36 s to show, 5 million one-character lines
/// 1.5 GB. Such a file is refused with its limit named (`PageDecodingError`), before it is
/// decoded, so it costs no more than its own reading (docs/INDEX.md, "Limits").
public enum PageLimits {
    /// Bytes of a page file: 4 MB, eight times a whole issue's file.
    public static let maximumBytes = 4 << 20
    /// Lines of a page file, once decoded: 50,000, nearly three times a whole issue's.
    public static let maximumLines = 50_000

    /// The number of lines of `text` (ended by LF, as `TextDecoder` gives it, the last one
    /// perhaps not), counted up to one past `maximumLines`.
    static func lineCount(of text: String) -> Int {
        var lines = 0
        var last: UInt8 = 0x0A
        for byte in text.utf8 {
            if byte == 0x0A {
                lines += 1
                if lines > maximumLines { return lines }
            }
            last = byte
        }
        return last == 0x0A ? lines : lines + 1
    }
}

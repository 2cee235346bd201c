/// What one page file may hold. A page of the paper is some 15–30 KB in 500–1,100 lines, and an
/// issue of 16 pages in one file under 0.5 MB and 18,000 lines; a file far past that is no page
/// but a log, a dump or a hostile input, and reading it would cost every reader of the archive:
/// a 200 MB single line took 2 GB to ingest and 36 s to show, 5 million one-character lines
/// 1.5 GB. Such a file is refused with its limit named (`PageDecodingError`), before it is
/// decoded, so it costs no more than its own reading (docs/INDEX.md, "Limits").
public enum PageLimits {
    /// Bytes of a page file: 4 MB, eight times a whole issue's file.
    public static let maximumBytes = 4_000_000
    /// Lines of a page file, once decoded: 50,000, nearly three times a whole issue's.
    public static let maximumLines = 50_000

    /// Whether `text` (lines ended by LF, as `TextDecoder` gives it, the last one perhaps not)
    /// has more than `maximumLines` lines. A text of no more bytes than that (every page of the
    /// paper) is not read at all: it cannot hold more lines than bytes.
    static func hasTooManyLines(_ text: String) -> Bool {
        guard text.utf8.count > maximumLines else { return false }
        var text = text
        // Over the bytes themselves: through `String.UTF8View` a pass cost ~27 instructions a byte.
        return text.withUTF8 { bytes in
            var lines = 0
            for byte in bytes where byte == 0x0A {
                lines += 1
                if lines > maximumLines { return true }
            }
            return bytes.last != 0x0A && lines + 1 > maximumLines
        }
    }
}

/// The bytes of one page file as they are written, with line numbers kept, so that each article's
/// first and last line are known exactly.
struct PageWriter {
    private(set) var bytes: [UInt8] = []
    /// Lines written so far: the next line is `lineCount + 1`.
    private(set) var lineCount = 0
    /// The last line that was not blank, and where its bytes end.
    private(set) var lastContentLine = 0
    private(set) var lastContentEnd = 0

    init() {
        bytes.reserveCapacity(24_000)
    }

    mutating func line(_ content: [UInt8]) {
        bytes += content
        lineCount += 1
        if !content.allSatisfy({ $0 == 0x20 }) {
            lastContentLine = lineCount
            lastContentEnd = bytes.count
        }
        bytes.append(0x0A)
    }

    /// A line followed by the blank line OCR tools put between lines.
    mutating func spaced(_ content: [UInt8]) {
        line(content)
        line([])
    }

    /// Furniture lines as strings, `""` for a blank line.
    mutating func lines(_ texts: [String]) {
        for text in texts { line(Array(text.utf8)) }
    }
}

import Foundation

/// Splits page text into `Line`s, reading each line's characters exactly once.
package enum LineReader {
    /// - Parameter firstLine: the number of the text's first line in its file (a page of an
    ///   issue file starts part-way down it), so that every line keeps its file's numbering.
    package static func lines(of text: Substring, firstLine: Int = 1) -> [Line] {
        var lines: [Line] = []
        var previousBlank = true
        UTF8Walk.withBytes(text) { bytes in
            // About one line in sixty bytes on OCR'd pages: room for most pages at once.
            lines.reserveCapacity(bytes.count / 32 + 1)
            var lineStart = 0
            while lineStart <= bytes.count {
                let rest = UnsafeBufferPointer(rebasing: bytes[lineStart...])
                let lineEnd = lineStart + (ByteSearch.firstIndex(of: 0x0A, in: rest) ?? rest.count)
                let marks = MarkdownMarks.strip(UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd]))
                let number = firstLine + lines.count
                let line = read(marks, number: number, lastNumber: number, followsBlank: previousBlank)
                previousBlank = line.isBlank
                lines.append(line)
                lineStart = lineEnd + 1
            }
        }
        if let last = lines.last, last.isBlank, last.content.isEmpty, text.endsWith("\n") {
            lines.removeLast()
        }
        return lines
    }

    /// Reads `raw` as the text of source lines `number` through `lastNumber`, more than one
    /// where OCR wraps were merged: `raw` then ends with the text of `lastPart`, the line of
    /// the last of them.
    static func read(_ raw: Substring, number: Int, lastNumber: Int, followsBlank: Bool, lastPart: Line) -> Line {
        let marks = MarkdownMarks.strip(raw)
        // Where the last part's own last part starts, unless it no longer ends the content whole.
        let content = marks.content.utf8, part = lastPart.content.utf8
        let found = content.count > part.count && content.suffix(part.count).elementsEqual(part)
        let start = found ? content.count - part.count + lastPart.lastPartStart : 0
        return Line(number: number, lastNumber: lastNumber, followsBlank: followsBlank, scanned: scan(marks, lastPartStart: start))
    }

    private static func read(_ marks: MarkdownMarks.Stripped, number: Int, lastNumber: Int, followsBlank: Bool) -> Line {
        // A blank line's scan is always the same: it is made once and shared.
        let scanned = marks.content.isEmpty && marks.headingLevel == 0 ? blank : scan(marks)
        return Line(number: number, lastNumber: lastNumber, followsBlank: followsBlank, scanned: scanned)
    }

    private static let blank = scan(MarkdownMarks.Stripped(content: ""))

    private static func scan(_ marks: MarkdownMarks.Stripped, lastPartStart: Int = 0) -> ScannedLine {
        var scan = LineScan()
        let text = UTF8Walk.withBytes(marks.content) { bytes in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { out in
                scan.run(bytes, into: out)
                // Folding keeps or drops whole scalars and writes ASCII: the bytes stay valid.
                if scan.copied {
                    return KnownValidUTF8.string(UnsafeBufferPointer(rebasing: out[..<scan.written]))
                }
                // Most lines need no folding: their text shares the content's storage, or is a
                // prefix of it (a dropped trailing symbol).
                return scan.written == bytes.count ? marks.content : KnownValidUTF8.string(UnsafeBufferPointer(rebasing: bytes[..<scan.written]))
            }
        }
        scan.finish()
        return ScannedLine(content: marks.content, text: text, headingLevel: marks.headingLevel, scan: scan, lastPartStart: lastPartStart)
    }
}

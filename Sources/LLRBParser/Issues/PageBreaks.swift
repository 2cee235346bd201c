/// Where one file holds a whole issue. OCR tools that read a scan of several pages end each page
/// with a form feed (U+000C): Tesseract writes one after every page, pdftotext between pages,
/// ABBYY FineReader's text export where asked to mark page breaks. Each page of such a file is
/// parsed on its own, since how a page sets its headlines, where its masthead, running heads and
/// footer stand, are the page's, not the file's.
package enum PageBreaks {
    private static let formFeed: UInt8 = 0x0C
    private static let lineFeed: UInt8 = 0x0A

    /// The pages of `text` with the number of each one's first line in the file (a form feed
    /// starts no line: the page after it begins on the line the form feed stands on). Nil when
    /// the text holds one page: no form feed, or only white space on all sides but one (the form
    /// feed Tesseract writes after the last page, an ideographic space or a byte-order mark
    /// after it).
    package static func pages(of text: String) -> [(text: Substring, firstLine: Int)]? {
        let cuts: [(start: Int, end: Int, firstLine: Int)] = UTF8Walk.withBytes(text) { bytes in
            guard ByteSearch.contains(formFeed, in: bytes) else { return [] }
            var cuts: [(start: Int, end: Int, firstLine: Int)] = []
            var start = 0
            var line = 1
            var startLine = 1
            var blank = true
            var offset = 0
            while offset < bytes.count {
                let byte = bytes[offset]
                offset += 1
                switch byte {
                case formFeed:
                    if !blank { cuts.append((start, offset - 1, startLine)) }
                    start = offset
                    startLine = line
                    blank = true
                case lineFeed:
                    line += 1
                case 0x09, 0x0B, 0x0D, 0x20:
                    break
                case 0x80... where blank:
                    // An ideographic or no-break space, a byte-order mark, is white space too;
                    // the bytes of a scalar hold no form feed or line feed, so it is skipped whole.
                    guard let (value, width) = UTF8Walk.scalar(in: bytes, at: offset - 1) else { break }
                    blank = ScalarClass.isSpace(value) || value == 0xFEFF
                    offset += width - 1
                default:
                    blank = false
                }
            }
            if !blank { cuts.append((start, bytes.count, startLine)) }
            return cuts
        }
        guard cuts.count > 1 else { return nil }
        let utf8 = text.utf8
        // A form feed and a line feed are whole scalars, so every cut falls between characters.
        return cuts.map { cut in
            let start = utf8.index(utf8.startIndex, offsetBy: cut.start)
            let end = utf8.index(start, offsetBy: cut.end - cut.start)
            return (text[start..<end], cut.firstLine)
        }
    }
}

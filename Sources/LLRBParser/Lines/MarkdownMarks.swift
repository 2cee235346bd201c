/// OCR tools that emit markdown guess `#` headings and `>` quotes from font size and indentation:
/// the heading level is kept as a hint, and every mark is removed from the text.
enum MarkdownMarks {
    struct Stripped {
        var content: String
        var headingLevel = 0
    }

    /// Works on UTF-8 bytes: every mark and the spaces around it are ASCII or U+3000/U+00A0.
    static func strip(_ raw: Substring) -> Stripped {
        UTF8Walk.withBytes(raw, strip)
    }

    /// The marks stripped from a line's UTF-8 bytes. The content is cut at scalar boundaries,
    /// so it is made without validating it again.
    static func strip(_ bytes: UnsafeBufferPointer<UInt8>) -> Stripped {
        let (start, level) = marksEnd(bytes)
        let kept = UnsafeBufferPointer(rebasing: bytes[start..<trimmedEnd(bytes, from: start)])
        let content = KnownValidUTF8.string(kept)
        // Bold marks are looked for in the bytes at hand: most lines have no `*` at all.
        return Stripped(content: ByteSearch.contains(0x2A, in: kept) ? content.replacing("**", with: "") : content, headingLevel: level)
    }

    /// Where the text starts after leading spaces, `>` quotes and `#` marks, and the `#` count.
    private static func marksEnd(_ bytes: UnsafeBufferPointer<UInt8>) -> (start: Int, level: Int) {
        var start = skipSpaces(bytes, from: 0)
        var level = 0
        while start < bytes.count {
            if bytes[start] == 0x3E {
                start = skipSpaces(bytes, from: start + 1)
                continue
            }
            guard bytes[start] == 0x23 else { break }
            var after = start
            while after < bytes.count, bytes[after] == 0x23 {
                after += 1
            }
            let spaced = skipSpaces(bytes, from: after)
            guard spaced != after || after == bytes.count else { break }
            level = after - start
            start = spaced
        }
        return (start, level)
    }

    /// The end of the text before trailing ASCII spaces, tabs and U+3000.
    private static func trimmedEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var end = bytes.count
        while end > start {
            let byte = bytes[end - 1]
            if byte == 0x20 || byte == 0x09 {
                end -= 1
            } else if byte == 0x80, end - 1 - start >= 2, bytes[end - 2] == 0x80, bytes[end - 3] == 0xE3 {
                end -= 3
            } else {
                break
            }
        }
        return end
    }

    /// The offset after any ASCII spaces, tabs, U+3000 or U+00A0 from `index`.
    private static func skipSpaces(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
        var index = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 {
                index += 1
            } else if byte == 0xE3, bytes.count - index >= 3, bytes[index + 1] == 0x80, bytes[index + 2] == 0x80 {
                index += 3
            } else if byte == 0xC2, bytes.count - index >= 2, bytes[index + 1] == 0xA0 {
                index += 2
            } else {
                break
            }
        }
        return index
    }
}

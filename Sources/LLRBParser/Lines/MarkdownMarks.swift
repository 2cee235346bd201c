/// OCR tools that emit markdown guess `#` headings and `>` quotes from font size and indentation:
/// the heading level is kept as a hint, and every mark is removed from the text.
enum MarkdownMarks {
    struct Stripped {
        var content: String
        var headingLevel = 0
    }

    /// Works on UTF-8 bytes: every mark and the spaces around it are ASCII or U+3000/U+00A0.
    static func strip(_ raw: Substring) -> Stripped {
        let text = String(raw)
        let bounds = UTF8Walk.withBytes(text, contentBounds)
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: bounds.start)
        let upper = utf8.index(utf8.startIndex, offsetBy: bounds.end)
        return Stripped(content: withoutBold(Substring(utf8[lower..<upper])), headingLevel: bounds.level)
    }

    /// The byte range of a line's text without marks and surrounding spaces, and its `#` count.
    static func contentBounds(_ bytes: UnsafeBufferPointer<UInt8>) -> (start: Int, end: Int, level: Int) {
        let (start, level) = marksEnd(bytes)
        return (start, trimmedEnd(bytes, from: start), level)
    }

    /// `content` as a String, with `**` bold marks removed.
    static func withoutBold(_ content: Substring) -> String {
        let text = String(content)
        guard UTF8Walk.withBytes(text, { ByteSearch.contains(0x2A, in: $0) }) else { return text }
        return text.replacing("**", with: "")
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

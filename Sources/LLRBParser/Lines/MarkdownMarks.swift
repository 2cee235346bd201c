/// OCR tools that emit markdown guess `#` headings and `>` quotes from font size and indentation:
/// the heading level is kept as a hint, and every mark is removed from the text.
enum MarkdownMarks {
    struct Stripped {
        var content: String
        var headingLevel = 0
    }

    /// Works on UTF-8 bytes: every mark and the spaces around it are ASCII or U+3000/U+00A0.
    static func strip(_ raw: Substring) -> Stripped {
        let bytes = raw.utf8
        var start = skipSpaces(bytes, from: bytes.startIndex)
        var level = 0
        while start < bytes.endIndex {
            let byte = bytes[start]
            if byte == 0x3E {
                start = skipSpaces(bytes, from: bytes.index(after: start))
                continue
            }
            guard byte == 0x23 else { break }
            var after = start
            var hashes = 0
            while after < bytes.endIndex, bytes[after] == 0x23 {
                hashes += 1
                after = bytes.index(after: after)
            }
            let spaced = skipSpaces(bytes, from: after)
            guard spaced != after || after == bytes.endIndex else { break }
            level = hashes
            start = spaced
        }
        var end = bytes.endIndex
        while end > start {
            let before = bytes.index(before: end)
            let byte = bytes[before]
            if byte == 0x20 || byte == 0x09 {
                end = before
            } else if byte == 0x80, bytes.distance(from: start, to: before) >= 2,
                      bytes[bytes.index(before, offsetBy: -1)] == 0x80, bytes[bytes.index(before, offsetBy: -2)] == 0xE3 {
                end = bytes.index(before, offsetBy: -2)
            } else {
                break
            }
        }
        var content = String(Substring(bytes[start..<end]))
        if content.utf8.withContiguousStorageIfAvailable({ $0.contains(0x2A) }) ?? true {
            content = content.replacing("**", with: "")
        }
        return Stripped(content: content, headingLevel: level)
    }

    /// The index after any ASCII spaces, tabs, U+3000 or U+00A0 from `index`.
    private static func skipSpaces(_ bytes: Substring.UTF8View, from index: Substring.UTF8View.Index) -> Substring.UTF8View.Index {
        var index = index
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 {
                index = bytes.index(after: index)
            } else if byte == 0xE3, bytes.distance(from: index, to: bytes.endIndex) >= 3,
                      bytes[bytes.index(index, offsetBy: 1)] == 0x80, bytes[bytes.index(index, offsetBy: 2)] == 0x80 {
                index = bytes.index(index, offsetBy: 3)
            } else if byte == 0xC2, bytes.distance(from: index, to: bytes.endIndex) >= 2, bytes[bytes.index(after: index)] == 0xA0 {
                index = bytes.index(index, offsetBy: 2)
            } else {
                break
            }
        }
        return index
    }
}

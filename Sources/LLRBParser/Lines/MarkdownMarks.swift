/// OCR tools that emit markdown guess `#` headings and `>` quotes from font size and indentation;
/// the marks are kept as hints and removed from the text.
enum MarkdownMarks {
    struct Stripped {
        var content: String
        var headingLevel = 0
        var isQuote = false
    }

    static func strip(_ raw: Substring) -> Stripped {
        var rest = raw.drop(while: isBlankCharacter)
        var level = 0
        var quote = false
        while let first = rest.first, first == "#" || first == ">" {
            if first == ">" {
                quote = true
                rest = rest.dropFirst().drop(while: isBlankCharacter)
                continue
            }
            let hashes = rest.prefix(while: { $0 == "#" })
            let after = rest.dropFirst(hashes.count)
            guard after.isEmpty || after.first.map(isBlankCharacter) == true else { break }
            level = hashes.count
            rest = after.drop(while: isBlankCharacter)
        }
        while let last = rest.last, isBlankCharacter(last) {
            rest = rest.dropLast()
        }
        var content = String(rest)
        if content.utf8.contains(0x2A) {
            content = content.replacing("**", with: "")
        }
        return Stripped(content: content, headingLevel: level, isQuote: quote)
    }

    private static func isBlankCharacter(_ character: Character) -> Bool {
        character == " " || character == "\t" || character == "\u{3000}" || character == "\u{A0}"
    }
}

/// Finding text as a reader types it in text as OCR printed it: whitespace is ignored on both
/// sides, since OCR puts spaces inside words (`复 工复产`) and the parser joins a paragraph's
/// wrapped lines, while a reader copies a phrase without them.
enum SpacedText {
    /// The ranges of `text` that read `needle` once whitespace is dropped from both, each from
    /// its first non-space character to its last, in order and not overlapping. None for a
    /// needle of nothing but whitespace.
    static func ranges(of needle: String, in text: String) -> [Range<String.Index>] {
        let wanted = Array(needle.unicodeScalars.filter { !$0.properties.isWhitespace })
        guard let first = wanted.first else { return [] }
        let scalars = text.unicodeScalars
        var found: [Range<String.Index>] = []
        var start = scalars.startIndex
        while let begin = scalars[start...].firstIndex(of: first) {
            var index = scalars.index(after: begin)
            var matched = 1
            while matched < wanted.count, index < scalars.endIndex {
                let scalar = scalars[index]
                if scalar.properties.isWhitespace {
                    index = scalars.index(after: index)
                    continue
                }
                guard scalar == wanted[matched] else { break }
                matched += 1
                index = scalars.index(after: index)
            }
            if matched == wanted.count {
                found.append(begin..<index)
                start = index
            } else {
                start = scalars.index(after: begin)
            }
        }
        return found
    }

    /// Whether the two read the same once whitespace is dropped.
    static func equal(_ left: String, _ right: String) -> Bool {
        left.unicodeScalars.filter { !$0.properties.isWhitespace }.elementsEqual(right.unicodeScalars.filter { !$0.properties.isWhitespace })
    }
}

/// Splits page text into `Line`s, reading each line's characters exactly once.
enum LineReader {
    static func lines(of text: String) -> [Line] {
        var lines: [Line] = []
        var number = 0
        var previousBlank = true
        let breaks = UTF8Walk.withBytes(text) { bytes in
            bytes.indices.filter { bytes[$0] == 0x0A }
        }
        let utf8 = text.utf8
        var lineStart = 0
        for lineEnd in breaks + [utf8.count] {
            number += 1
            let lower = utf8.index(utf8.startIndex, offsetBy: lineStart)
            let upper = utf8.index(lower, offsetBy: lineEnd - lineStart)
            let line = read(Substring(utf8[lower..<upper]), number: number, followsBlank: previousBlank)
            previousBlank = line.isBlank
            lines.append(line)
            lineStart = lineEnd + 1
        }
        if let last = lines.last, last.isBlank, last.content.isEmpty, text.endsWith("\n") {
            lines.removeLast()
        }
        return lines
    }

    static func read(_ raw: Substring, number: Int, followsBlank: Bool) -> Line {
        let marks = MarkdownMarks.strip(raw)
        var scan = LineScan()
        let text = UTF8Walk.withBytes(marks.content) { bytes in
            String(unsafeUninitializedCapacity: bytes.count) { out in
                UTF8Walk.forEachScalar(bytes) { value, start, width in
                    scan.consume(value, bytes: bytes, start: start, width: width, into: out)
                }
                return scan.written
            }
        }
        scan.finish()
        return Line(
            number: number,
            lastNumber: number,
            content: marks.content,
            text: text,
            headingLevel: marks.headingLevel,
            length: scan.length,
            cues: scan.cues,
            hanCount: scan.hanCount,
            hanGaps: scan.hanGaps,
            singleHanTokens: scan.singleHanTokens,
            tokens: scan.tokens,
            hasSentencePunctuation: scan.hasSentencePunctuation,
            endsSentence: scan.endsSentence,
            hasStrayLatin: scan.hasStrayLatin,
            hadPictograph: scan.hadPictograph,
            followsBlank: followsBlank
        )
    }
}

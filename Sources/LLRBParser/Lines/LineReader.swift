/// Splits page text into `Line`s, reading each line's characters exactly once.
enum LineReader {
    static func lines(of text: String) -> [Line] {
        var lines: [Line] = []
        var number = 0
        var previousBlank = true
        for rawLine in text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false) {
            number += 1
            let line = read(Substring(rawLine), number: number, followsBlank: previousBlank)
            previousBlank = line.isBlank
            lines.append(line)
        }
        if let last = lines.last, last.isBlank, last.content.isEmpty, text.endsWith("\n") {
            lines.removeLast()
        }
        return lines
    }

    static func read(_ raw: Substring, number: Int, followsBlank: Bool) -> Line {
        let marks = MarkdownMarks.strip(raw)
        var scan = LineScan()
        for scalar in marks.content.unicodeScalars {
            scan.consume(scalar.value)
        }
        scan.finish()
        return Line(
            number: number,
            lastNumber: number,
            content: marks.content,
            text: String(decoding: scan.folded, as: UTF8.self),
            headingLevel: marks.headingLevel,
            isQuote: marks.isQuote,
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

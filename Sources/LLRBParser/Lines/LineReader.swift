import Foundation

/// Splits page text into `Line`s, reading each line's characters exactly once.
enum LineReader {
    static func lines(of text: String) -> [Line] {
        var lines: [Line] = []
        var previousBlank = true
        let utf8 = text.utf8
        UTF8Walk.withBytes(text) { bytes in
            var lineStart = 0
            while lineStart <= bytes.count {
                var lineEnd = lineStart
                while lineEnd < bytes.count, bytes[lineEnd] != 0x0A {
                    lineEnd += 1
                }
                let bounds = MarkdownMarks.contentBounds(UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd]))
                let lower = utf8.index(utf8.startIndex, offsetBy: lineStart + bounds.start)
                let upper = utf8.index(utf8.startIndex, offsetBy: lineStart + bounds.end)
                let marks = MarkdownMarks.Stripped(content: MarkdownMarks.withoutBold(Substring(utf8[lower..<upper])), headingLevel: bounds.level)
                let line = read(marks, number: lines.count + 1, followsBlank: previousBlank)
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

    static func read(_ raw: Substring, number: Int, followsBlank: Bool) -> Line {
        read(MarkdownMarks.strip(raw), number: number, followsBlank: followsBlank)
    }

    private static func read(_ marks: MarkdownMarks.Stripped, number: Int, followsBlank: Bool) -> Line {
        var scan = LineScan()
        let text = UTF8Walk.withBytes(marks.content) { bytes in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { out in
                UTF8Walk.forEachScalar(bytes) { value, start, width in
                    scan.consume(value, bytes: bytes, start: start, width: width, into: out)
                }
                let folded = UnsafeBufferPointer(rebasing: out[..<scan.written])
                // Most lines need no folding: their text shares the content's storage.
                return sameBytes(folded, bytes) ? marks.content : String(decoding: folded, as: UTF8.self)
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

    private static func sameBytes(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>) -> Bool {
        guard first.count == second.count else { return false }
        guard let left = first.baseAddress, let right = second.baseAddress else { return true }
        return memcmp(left, right, first.count) == 0
    }
}

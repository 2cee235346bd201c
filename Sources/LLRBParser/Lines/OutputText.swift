/// How line contents become output text: OCR spaces inside Chinese removed, spaces between
/// Latin words and numbers kept.
enum OutputText {
    /// Body text: a space survives only between two ASCII letters or digits, so `复 工复产`
    /// becomes `复工复产` and `2023 年` becomes `2023年`, while `5G NR` stays.
    static func body(_ content: some StringProtocol) -> String {
        joined(content, keepHanGaps: false)
    }

    /// Headline text: like body text, but a space between two runs of Han ideographs is the
    /// printed gap between a headline's two halves (`营商环境 提升服务效能`) and is kept, unless
    /// the line is letter-spaced (`营 商 环 境`).
    static func headline(_ line: Line) -> String {
        let letterSpaced = line.tokens >= 3 && line.singleHanTokens * 2 >= line.tokens
        return joined(line.content, keepHanGaps: !letterSpaced)
    }

    /// Body text of `contents` joined by spaces, without building the joined string first.
    static func body(joining contents: [String]) -> String {
        let capacity = contents.reduce(contents.count) { $0 + $1.utf8.count }
        return String(unsafeUninitializedCapacity: capacity) { out in
            var writer = SpaceFolding(keepHanGaps: false)
            for (index, content) in contents.enumerated() {
                if index > 0 {
                    writer.space()
                }
                UTF8Walk.withBytes(content) { writer.write($0, into: out) }
            }
            return writer.written
        }
    }

    private static func joined(_ content: some StringProtocol, keepHanGaps: Bool) -> String {
        UTF8Walk.withBytes(content) { bytes in
            String(unsafeUninitializedCapacity: bytes.count) { out in
                var writer = SpaceFolding(keepHanGaps: keepHanGaps)
                writer.write(bytes, into: out)
                return writer.written
            }
        }
    }

    /// The walk behind `body` and `headline`; a run of spaces decides whether one is written
    /// only when the scalar after it is seen, so text may arrive in pieces.
    private struct SpaceFolding {
        let keepHanGaps: Bool
        var written = 0
        var pendingSpace = false
        var previous: UInt32 = 0
        var runBefore = 0
        var run = 0

        init(keepHanGaps: Bool) {
            self.keepHanGaps = keepHanGaps
        }

        mutating func space() {
            if !pendingSpace {
                runBefore = run
            }
            pendingSpace = true
        }

        mutating func write(_ bytes: UnsafeBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<UInt8>) {
            UTF8Walk.forEachScalar(bytes) { value, start, width in
                if width == 3, !pendingSpace, value >= 0x4E00, value <= 0x9FFF {
                    out[written] = bytes[start]
                    out[written + 1] = bytes[start + 1]
                    out[written + 2] = bytes[start + 2]
                    written += 3
                    run += 1
                    previous = value
                    return
                }
                if ScalarClass.isSpace(value) {
                    space()
                    return
                }
                if width == 4 || value >= 0x2600 && value <= 0x27BF || value == 0xFE0F, ScalarClass.isPictograph(value) { return }
                if pendingSpace {
                    let bothAlphanumeric = ScalarClass.isASCIIAlphanumeric(previous) && ScalarClass.isASCIIAlphanumeric(value)
                    let hanGap = keepHanGaps && runBefore >= 2 && ScalarClass.isHan(previous) && ScalarClass.isHan(value)
                    if bothAlphanumeric || hanGap {
                        out[written] = 0x20
                        written += 1
                    }
                    pendingSpace = false
                    run = 0
                }
                run = ScalarClass.isHan(value) ? run + 1 : 0
                for offset in start..<start + width {
                    out[written] = bytes[offset]
                    written += 1
                }
                previous = value
            }
        }
    }

    /// `content` after its first `count` scalars that are neither spaces nor pictographs: maps
    /// a position found in a line's folded text back onto the printed text.
    static func dropping(_ count: Int, from content: String) -> Substring {
        var seen = 0
        var index = content.unicodeScalars.startIndex
        let scalars = content.unicodeScalars
        while index < scalars.endIndex, seen < count {
            let value = scalars[index].value
            if !ScalarClass.isSpace(value), !ScalarClass.isPictograph(value) {
                seen += 1
            }
            index = scalars.index(after: index)
        }
        return Substring(scalars[index...])
    }
}

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
    static func body(joining contents: some Collection<String>) -> String {
        var writer = SpaceFolding(keepHanGaps: false, capacity: contents.reduce(contents.count) { $0 + $1.utf8.count })
        var first = true
        for content in contents {
            if !first {
                writer.space()
            }
            first = false
            writer.write(content)
        }
        return writer.result
    }

    private static func joined(_ content: some StringProtocol, keepHanGaps: Bool) -> String {
        let text = String(content)
        var writer = SpaceFolding(keepHanGaps: keepHanGaps, capacity: text.utf8.count)
        writer.write(text)
        return writer.result
    }

    /// The walk behind `body` and `headline`; a run of spaces decides whether one is written
    /// only when the scalar after it is seen, so text may arrive in pieces. What is kept is
    /// appended as slices of the input, which needs no new UTF-8 validation.
    private struct SpaceFolding {
        /// Stands for every ideograph the walk skips: only whether `previous` is Han is read.
        static let anyHan: UInt32 = 0x4E00
        /// The most bytes a Swift string holds without storage of its own.
        static let smallPiece = 15

        let keepHanGaps: Bool
        var result = ""
        var pendingSpace = false
        var previous: UInt32 = 0
        var runBefore = 0
        var run = 0

        init(keepHanGaps: Bool, capacity: Int) {
            self.keepHanGaps = keepHanGaps
            result.reserveCapacity(capacity)
        }

        mutating func space() {
            if !pendingSpace {
                runBefore = run
            }
            pendingSpace = true
        }

        mutating func write(_ content: String) {
            if !keepHanGaps, let edges = UTF8Walk.withBytes(content, SpaceFolding.plainEdges) {
                if pendingSpace, ScalarClass.isASCIIAlphanumeric(previous), ScalarClass.isASCIIAlphanumeric(edges.first) {
                    result.append(" ")
                }
                pendingSpace = false
                result.append(content)
                previous = edges.last
                return
            }
            var kept = 0
            UTF8Walk.withBytes(content) { bytes in
                UTF8Walk.forEachScalar(bytes, skippingHan: { !pendingSpace }, onHan: {
                    run += 1
                    previous = SpaceFolding.anyHan
                }) { value, start, width in
                    if ScalarClass.isSpace(value) {
                        append(content, kept..<start)
                        kept = start + width
                        space()
                        return
                    }
                    if width == 4 || value >= 0x2600 && value <= 0x27BF || value == 0xFE0F, ScalarClass.isPictograph(value) {
                        append(content, kept..<start)
                        kept = start + width
                        return
                    }
                    if pendingSpace {
                        let bothAlphanumeric = ScalarClass.isASCIIAlphanumeric(previous) && ScalarClass.isASCIIAlphanumeric(value)
                        let hanGap = keepHanGaps && runBefore >= 2 && ScalarClass.isHan(previous) && ScalarClass.isHan(value)
                        if bothAlphanumeric || hanGap {
                            result.append(" ")
                        }
                        pendingSpace = false
                        run = 0
                    }
                    run = ScalarClass.isHan(value) ? run + 1 : 0
                    previous = value
                }
            }
            append(content, kept..<content.utf8.count)
        }

        /// The first and last scalars of text with nothing to fold, which is then copied whole;
        /// nil when it is empty or has a byte that may start a space or a pictograph. Body text
        /// outside the columns of spaced layouts is nearly all like that. (`run` is left alone:
        /// only headline text reads it.)
        private static func plainEdges(_ bytes: UnsafeBufferPointer<UInt8>) -> (first: UInt32, last: UInt32)? {
            guard !bytes.isEmpty, let first = UTF8Walk.scalar(in: bytes, at: 0) else { return nil }
            var index = 0
            while index < bytes.count {
                let lead = bytes[index]
                if lead >= 0xE4, lead <= 0xE9 {
                    // U+4000–U+9FFF, the bulk of the text: neither spaces nor pictographs.
                    index += 3
                    continue
                }
                if lead < 0x80 {
                    guard lead > 0x20 else { return nil }
                    index += 1
                    continue
                }
                switch lead {
                case 0xC2, 0xF0...0xFF: return nil
                case 0xE2 where (0x98...0x9E).contains(bytes[index + 1]): return nil
                case 0xE3 where bytes[index + 1] == 0x80 && bytes[index + 2] == 0x80: return nil
                case 0xEF where bytes[index + 1] == 0xB8 && bytes[index + 2] == 0x8F: return nil
                default: index += lead < 0xE0 ? 2 : 3
                }
            }
            var lastStart = bytes.count - 1
            while lastStart > 0, bytes[lastStart] & 0xC0 == 0x80 {
                lastStart -= 1
            }
            guard let last = UTF8Walk.scalar(in: bytes, at: lastStart) else { return nil }
            return (first.value, last.value)
        }

        /// Appends the bytes of `content` in `range` (offsets on scalar boundaries).
        private mutating func append(_ content: String, _ range: Range<Int>) {
            guard !range.isEmpty else { return }
            if range.count <= SpaceFolding.smallPiece {
                // A few letters between two spaces (`本 报 讯`): validating them again is cheaper
                // than slicing, and a string this short needs no storage of its own.
                result.append(UTF8Walk.withBytes(content) { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) })
                return
            }
            let utf8 = content.utf8
            let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
            result.append(contentsOf: Substring(utf8[lower..<utf8.index(lower, offsetBy: range.count)]))
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

/// How line contents become output text: OCR spaces inside Chinese and inside numbers removed,
/// spaces between Latin words and numbers kept.
package enum OutputText {
    /// Body text: a space survives only between two ASCII letters or digits, and not inside one
    /// number (`NumberGaps`), so `复 工复产` becomes `复工复产`, `2023 年` and `2 023年` become
    /// `2023年`, while `5G NR` and `05 12 19` stay.
    package static func body(_ content: some StringProtocol) -> String {
        joined(content, keepHanGaps: false)
    }

    /// Headline text: like body text, but a space between two runs of Han ideographs is the
    /// printed gap between a headline's two halves (`营商环境 提升服务效能`) and is kept, unless
    /// the line is letter-spaced (`营 商 环 境`).
    package static func headline(_ line: Line) -> String {
        let letterSpaced = line.tokens >= 3 && line.singleHanTokens * 2 >= line.tokens
        return joined(line.content, keepHanGaps: !letterSpaced)
    }

    /// Body text of `contents` joined by spaces, without building the joined string first;
    /// a content known to hold no space and no pictograph is copied without being read.
    static func body(joining contents: some Collection<(content: String, isPlain: Bool)>) -> String {
        var writer = SpaceFolding(keepHanGaps: false, capacity: contents.reduce(contents.count) { $0 + $1.content.utf8.count })
        var first = true
        for (content, isPlain) in contents {
            if !first {
                writer.lineBreak()
            }
            first = false
            writer.write(content, isPlain: isPlain)
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
    /// only when the scalar after it is seen, so text may arrive in pieces. Text with nothing to
    /// fold is appended whole.
    private struct SpaceFolding {
        /// Stands for every ideograph the walk skips: only whether `previous` is Han is read.
        static let anyHan: UInt32 = 0x4E00

        let keepHanGaps: Bool
        /// The text so far as UTF-8: whole scalars of valid text and ASCII spaces. Gathered as
        /// bytes and made a String once: appending to a String cost several times a copy.
        private var output: [UInt8] = []
        var pendingSpace = false
        /// The pending space is a line break (`lineBreak`).
        var pendingWrap = false
        var previous: UInt32 = 0
        var runBefore = 0
        var run = 0
        /// A space was written between two digits: `NumberGaps` reads the text once more.
        var gapBetweenDigits = false

        init(keepHanGaps: Bool, capacity: Int) {
            self.keepHanGaps = keepHanGaps
            output.reserveCapacity(capacity)
        }

        var result: String {
            (gapBetweenDigits ? NumberGaps.closed(output) : output).withUnsafeBufferPointer(KnownValidUTF8.string)
        }

        mutating func space() {
            if !pendingSpace {
                runBefore = run
            }
            pendingSpace = true
            pendingWrap = false
        }

        /// The break between two lines of one paragraph: a space where a space inside a line
        /// would be one, but for a wrap beside a digit (`ScalarClass.spaceAtWrap`).
        mutating func lineBreak() {
            space()
            pendingWrap = true
        }

        /// Whether the pending space, now followed by `next`, is written: between two Latin words,
        /// a word and a number, or two numbers; one between two digits is written for now and
        /// `NumberGaps` closes it if it split one number (`2 023年`).
        private mutating func keepsSpace(before next: UInt32) -> Bool {
            let kept = pendingWrap ? ScalarClass.spaceAtWrap(after: previous, before: next)
                : ScalarClass.isASCIIAlphanumeric(previous) && ScalarClass.isASCIIAlphanumeric(next)
            if kept, ScalarClass.isDigit(previous), ScalarClass.isDigit(next) { gapBetweenDigits = true }
            return kept
        }

        /// Adds `content`; `isPlain`: it is known to hold no space and no pictograph, so that
        /// body text needs only its edges read.
        mutating func write(_ content: String, isPlain: Bool = false) {
            if !keepHanGaps, let edges = UTF8Walk.withBytes(content, { isPlain ? SpaceFolding.edges($0) : SpaceFolding.plainEdges($0) }) {
                if pendingSpace, keepsSpace(before: edges.first) {
                    output.append(0x20)
                }
                pendingSpace = false
                UTF8Walk.withBytes(content) { output.append(contentsOf: $0) }
                previous = edges.last
                return
            }
            UTF8Walk.withBytes(content) { bytes in
                // Folded text is never longer than its input but for one space kept before it.
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count + 1) { out in
                    fold(bytes, into: out)
                }
            }
        }

        /// Appends the folded form of a text's `bytes`: the kept pieces and spaces are gathered
        /// in `out` and appended once. They are whole scalars of the text and ASCII spaces, so
        /// the bytes need no new validation.
        private mutating func fold(_ bytes: UnsafeBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<UInt8>) {
            var written = 0
            var kept = 0
            func copyKept(upTo end: Int) {
                guard end > kept, let source = bytes.baseAddress, let target = out.baseAddress else { return }
                (target + written).update(from: source + kept, count: end - kept)
                written += end - kept
            }
            var index = 0
            while index < bytes.count {
                if !pendingSpace, keepHanGaps {
                    let end = SpaceFolding.hanRunEnd(bytes, from: index)
                    if end > index {
                        // Only whether `previous` is Han is read, and how long the run is.
                        run += (end - index) / 3
                        previous = SpaceFolding.anyHan
                        index = end
                        continue
                    }
                }
                if !pendingSpace, !keepHanGaps {
                    let end = SpaceFolding.keptRunEnd(bytes, from: index)
                    if end > index {
                        // Body text reads only whether `previous` is an ASCII letter or digit:
                        // the run's last byte tells (any byte of a longer scalar is neither).
                        let last = bytes[end - 1]
                        previous = last < 0x80 ? UInt32(last) : SpaceFolding.anyHan
                        index = end
                        continue
                    }
                }
                guard let (value, width) = UTF8Walk.scalar(in: bytes, at: index) else { break }
                let start = index
                index += width
                if ScalarClass.isSpace(value) {
                    copyKept(upTo: start)
                    kept = index
                    space()
                    continue
                }
                if width == 4 || value >= 0x2600 && value <= 0x27BF || value == 0xFE0F, ScalarClass.isPictograph(value) {
                    copyKept(upTo: start)
                    kept = index
                    continue
                }
                if pendingSpace {
                    let hanGap = keepHanGaps && runBefore >= 2 && ScalarClass.isHan(previous) && ScalarClass.isHan(value)
                    if keepsSpace(before: value) || hanGap {
                        copyKept(upTo: start)
                        kept = start
                        out[written] = 0x20
                        written += 1
                    }
                    pendingSpace = false
                    run = 0
                }
                run = ScalarClass.isHan(value) ? run + 1 : 0
                previous = value
            }
            copyKept(upTo: bytes.count)
            if written > 0 {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: out[..<written]))
            }
        }

        /// Where the run of U+4E00–U+9FFF ideographs (the bulk of the text) from `start` ends.
        @inline(__always)
        private static func hanRunEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
            var index = start
            while index + 3 <= bytes.count {
                let lead = bytes[index]
                guard lead >= 0xE4, lead <= 0xE9, lead != 0xE4 || bytes[index + 1] >= 0xB8 else { break }
                index += 3
            }
            return index
        }

        /// Where the run from `start` that body text keeps as printed ends: anything but spaces
        /// and pictographs, told by lead bytes as in `plainEdges`.
        @inline(__always)
        private static func keptRunEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
            var index = start
            while index < bytes.count {
                let lead = bytes[index]
                if lead >= 0xE4, lead <= 0xE9 {
                    index += 3
                } else if lead < 0x80 {
                    guard lead > 0x20 else { break }
                    index += 1
                } else {
                    guard !mayBeSpaceOrPictograph(bytes, at: index) else { break }
                    index += lead < 0xE0 ? 2 : 3
                }
            }
            return index
        }

        /// Whether the scalar of two or more bytes at `index` may be a space (U+00A0, U+3000) or a
        /// pictograph, told by its bytes (never false when it is one).
        @inline(__always)
        private static func mayBeSpaceOrPictograph(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
            switch bytes[index] {
            case 0xC2, 0xF0...0xFF: true
            case 0xE2: (0x98...0x9E).contains(bytes[index + 1])
            case 0xE3: bytes[index + 1] == 0x80 && bytes[index + 2] == 0x80
            case 0xEF: bytes[index + 1] == 0xB8 && bytes[index + 2] == 0x8F
            default: false
            }
        }

        /// The first and last scalars of text with nothing to fold, which is then copied whole;
        /// nil when it is empty or has a byte that may start a space or a pictograph. Body text
        /// outside the columns of spaced layouts is nearly all like that. (`run` is left alone:
        /// only headline text reads it.)
        private static func plainEdges(_ bytes: UnsafeBufferPointer<UInt8>) -> (first: UInt32, last: UInt32)? {
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
                guard !mayBeSpaceOrPictograph(bytes, at: index) else { return nil }
                index += lead < 0xE0 ? 2 : 3
            }
            return edges(bytes)
        }

        /// The first and last scalars of `bytes`; nil when they are empty.
        private static func edges(_ bytes: UnsafeBufferPointer<UInt8>) -> (first: UInt32, last: UInt32)? {
            guard !bytes.isEmpty, let first = UTF8Walk.scalar(in: bytes, at: 0) else { return nil }
            var lastStart = bytes.count - 1
            while lastStart > 0, bytes[lastStart] & 0xC0 == 0x80 {
                lastStart -= 1
            }
            guard let last = UTF8Walk.scalar(in: bytes, at: lastStart) else { return nil }
            return (first.value, last.value)
        }
    }

    /// `content` after its first `count` scalars that are neither spaces nor pictographs: maps
    /// a position found in a line's folded text back onto the printed text.
    package static func dropping(_ count: Int, from content: String) -> Substring {
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

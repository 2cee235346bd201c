/// The single pass over a line's scalars: folds full-width ASCII, drops pictographs, removes
/// spaces that only OCR put there, and counts what classification needs on the way.
struct LineScan {
    /// Bytes of folded text written so far.
    private(set) var written = 0
    private(set) var length = 0
    private(set) var cues: Cues = []
    private var lastScalars: (UInt32, UInt32) = (0, 0)
    private(set) var hanCount = 0
    private(set) var hanGaps = 0
    private(set) var singleHanTokens = 0
    private(set) var tokens = 0
    private(set) var hasSentencePunctuation = false
    private(set) var endsSentence = false
    private(set) var hasStrayLatin = false
    private(set) var hadPictograph = false

    private var pendingSpace = false
    private var previous: UInt32 = 0
    private var tokenLength = 0
    private var tokenHan = 0
    private var latinRun = 0
    private var beforeLatinRun: UInt32 = 0

    /// Takes one scalar and the bytes it was written with, and writes its folded form to `out`
    /// (never more bytes than it read, so `out` as large as the input is enough).
    mutating func consume(_ raw: UInt32, bytes: UnsafeBufferPointer<UInt8>, start: Int, width: Int, into out: UnsafeMutableBufferPointer<UInt8>) {
        if raw >= 0x4E00, raw <= 0x9FFF, !pendingSpace, tokens > 0, latinRun == 0 {
            consumeHan(raw, bytes: bytes, start: start, into: out)
            return
        }
        var value = raw
        if (0xFF01...0xFF5E).contains(value) {
            value -= 0xFEE0
        }
        if ScalarClass.isSpace(value) {
            pendingSpace = true
            return
        }
        if ScalarClass.isPictograph(value) {
            hadPictograph = true
            return
        }
        if pendingSpace || tokens == 0 {
            closeToken()
            tokens += 1
        }
        if pendingSpace {
            if ScalarClass.isHan(previous), ScalarClass.isHan(value) {
                hanGaps += 1
            }
            if ScalarClass.isASCIIAlphanumeric(previous), ScalarClass.isASCIIAlphanumeric(value) {
                out[written] = 0x20
                written += 1
                length += 1
            }
            pendingSpace = false
        }
        trackLatin(value)
        if ScalarClass.isHan(value) {
            hanCount += 1
            tokenHan += 1
        }
        if ScalarClass.isSentencePunctuation(value) {
            hasSentencePunctuation = true
        }
        tokenLength += 1
        if value >= 0x40 {
            cues.formUnion(Cues.of(value))
        }
        if value == raw {
            for offset in start..<start + width {
                out[written] = bytes[offset]
                written += 1
            }
        } else {
            out[written] = UInt8(truncatingIfNeeded: value)
            written += 1
        }
        length += 1
        lastScalars = (lastScalars.1, value)
        previous = value
    }

    /// The common case, a Han ideograph inside a token: only the counters it can change.
    @inline(__always)
    private mutating func consumeHan(_ value: UInt32, bytes: UnsafeBufferPointer<UInt8>, start: Int, into out: UnsafeMutableBufferPointer<UInt8>) {
        hanCount += 1
        tokenHan += 1
        tokenLength += 1
        cues.formUnion(Cues.of(value))
        out[written] = bytes[start]
        out[written + 1] = bytes[start + 1]
        out[written + 2] = bytes[start + 2]
        written += 3
        length += 1
        lastScalars = (lastScalars.1, value)
        previous = value
    }

    mutating func finish() {
        closeToken()
        trackLatin(0)
        var last = lastScalars.1
        if ScalarClass.isClosingMark(last) {
            last = lastScalars.0
        }
        endsSentence = ScalarClass.isSentenceEnd(last)
    }

    private mutating func closeToken() {
        if tokenLength == 1, tokenHan == 1 {
            singleHanTokens += 1
        }
        tokenLength = 0
        tokenHan = 0
    }

    /// A run of one or two Latin letters between Han ideographs (or a line end) is OCR garbage
    /// far more often than it is an abbreviation.
    private mutating func trackLatin(_ value: UInt32) {
        if ScalarClass.isLatinLetter(value) {
            if latinRun == 0 {
                beforeLatinRun = previous
            }
            latinRun += 1
            return
        }
        if latinRun > 0, latinRun <= 2 {
            let before = beforeLatinRun
            let beforeIsWordy = ScalarClass.isASCIIAlphanumeric(before) || before == 0x2E || before == 0x2D
            let afterIsWordy = ScalarClass.isASCIIAlphanumeric(value) || value == 0x2E || value == 0x2D
            if !beforeIsWordy, !afterIsWordy, ScalarClass.isHan(before) || ScalarClass.isHan(value) {
                hasStrayLatin = true
            }
        }
        latinRun = 0
    }
}

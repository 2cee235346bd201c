/// The single pass over a line's scalars: folds full-width ASCII, drops pictographs, removes
/// spaces that only OCR put there, and counts what classification needs on the way.
struct LineScan {
    /// Bytes of folded text so far.
    private(set) var written = 0
    /// Whether the folded text is in `out`. Until folding first changes a byte, the folded text
    /// is the input's own first `written` bytes and nothing is copied: most lines are never
    /// copied at all.
    private(set) var copied = false
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

    /// Reads a whole line and folds it into `out` (never more bytes than it read, so `out` as
    /// large as the input is enough).
    mutating func run(_ bytes: UnsafeBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<UInt8>) {
        var index = 0
        let count = bytes.count
        while index < count {
            if !pendingSpace, tokens > 0, latinRun == 0 {
                let end = consumeHanRun(bytes, from: index, into: out)
                if end > index {
                    index = end
                    continue
                }
            }
            guard let (value, width) = UTF8Walk.scalar(in: bytes, at: index) else { return }
            consume(value, bytes: bytes, start: index, width: width, into: out)
            index += width
        }
    }

    /// The common case, a run of Han ideographs of U+4E00–U+9FFF inside a token (the bulk of
    /// the text): decoded on their bytes in a loop of their own, counted once for the whole run.
    /// Returns where the run ends (`start` when there is none).
    @inline(__always)
    private mutating func consumeHanRun(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, into out: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var index = start
        var last = lastScalars.1
        var beforeLast = lastScalars.0
        var runCues: Cues = []
        while index + 3 <= bytes.count {
            let lead = bytes[index]
            guard lead >= 0xE4, lead <= 0xE9 else { break }
            let value = UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
            guard value >= 0x4E00 else { break }
            if Cues.mayBeHanCue(value) {
                runCues.formUnion(Cues.of(value))
            }
            beforeLast = last
            last = value
            index += 3
        }
        let run = (index - start) / 3
        guard run > 0 else { return start }
        hanCount += run
        tokenHan += run
        tokenLength += run
        length += run
        cues.formUnion(runCues)
        lastScalars = (beforeLast, last)
        previous = last
        keep(bytes: bytes, start: start, width: index - start, into: out)
        return index
    }

    /// Takes one scalar and the bytes it was written with, and adds its folded form.
    private mutating func consume(_ raw: UInt32, bytes: UnsafeBufferPointer<UInt8>, start: Int, width: Int, into out: UnsafeMutableBufferPointer<UInt8>) {
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
                emit(0x20, bytes: bytes, into: out)
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
            keep(bytes: bytes, start: start, width: width, into: out)
        } else {
            emit(UInt8(truncatingIfNeeded: value), bytes: bytes, into: out)
        }
        length += 1
        lastScalars = (lastScalars.1, value)
        previous = value
    }

    /// Adds the input's bytes in `start..<start + width` to the folded text unchanged.
    @inline(__always)
    private mutating func keep(bytes: UnsafeBufferPointer<UInt8>, start: Int, width: Int, into out: UnsafeMutableBufferPointer<UInt8>) {
        if !copied, written == start {
            written += width
            return
        }
        copyPrefix(bytes, into: out)
        copy(bytes, start..<start + width, to: out, at: written)
        written += width
    }

    /// Adds one ASCII byte of folded text (a folded full-width character or a kept space).
    private mutating func emit(_ byte: UInt8, bytes: UnsafeBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<UInt8>) {
        if !copied, written < bytes.count, bytes[written] == byte {
            written += 1
            return
        }
        copyPrefix(bytes, into: out)
        out[written] = byte
        written += 1
    }

    /// Folding changes the text here: the part read so far, still the input's own bytes, is
    /// copied to `out` once.
    private mutating func copyPrefix(_ bytes: UnsafeBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<UInt8>) {
        guard !copied else { return }
        copied = true
        copy(bytes, 0..<written, to: out, at: 0)
    }

    private func copy(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, to out: UnsafeMutableBufferPointer<UInt8>, at offset: Int) {
        guard let source = bytes.baseAddress, let target = out.baseAddress, !range.isEmpty else { return }
        (target + offset).update(from: source + range.lowerBound, count: range.count)
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

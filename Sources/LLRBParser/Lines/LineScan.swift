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
    private(set) var hadSpace = false

    /// Stands for every U+4E00–U+9FFF ideograph of a run in `lastScalars` and `previous`:
    /// they are only asked whether they are Han, Latin, a digit or punctuation, never which
    /// ideograph they are.
    private static let anyHan: UInt32 = 0x4E00

    private var pendingSpace = false
    private var previous: UInt32 = 0
    private var tokenLength = 0
    private var tokenHan = 0
    private var latinRun = 0
    private var latinCapitals = 0
    private var firstCapital: UInt32 = 0
    private var beforeLatinRun: UInt32 = 0

    /// Reads a whole line and folds it into `out` (never more bytes than it read, so `out` as
    /// large as the input is enough).
    mutating func run(_ bytes: UnsafeBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<UInt8>) {
        var index = 0
        let count = bytes.count
        // Read once a line: each read of a computed `static let` is a call.
        let cueBits = Cues.hanCueBits
        while index < count {
            if !pendingSpace, tokens > 0, latinRun == 0 {
                let end = consumeRun(bytes, from: index, into: out, cueBits: cueBits)
                if end > index {
                    index = end
                    continue
                }
            }
            // An ASCII space only marks a gap, as `consume` would: spaced column lines have
            // one between every two ideographs.
            if bytes[index] == 0x20 {
                pendingSpace = true
                hadSpace = true
                index += 1
                continue
            }
            guard let (value, width) = UTF8Walk.scalar(in: bytes, at: index) else { return }
            consume(value, bytes: bytes, start: index, width: width, into: out)
            index += width
        }
    }

    /// The common case inside a token: Han ideographs of U+4E00–U+9FFF (the bulk of the text)
    /// and the punctuation between them (ASCII `!`–`?`, U+2010–U+2027 dashes and quotes,
    /// U+3001–U+303F, full-width `！`–`？`, folded), none of which is a space, a pictograph, a
    /// Latin letter or a cue other than a Han one. Decoded on their bytes in a loop of their
    /// own and counted once for the whole run; `consume` would do the same one at a time.
    /// Returns where the run ends (`start` when there is none).
    @inline(__always)
    private mutating func consumeRun(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, into out: UnsafeMutableBufferPointer<UInt8>, cueBits: UInt64
    ) -> Int {
        var index = start
        var keptFrom = start
        var last = lastScalars.1
        var beforeLast = lastScalars.0
        var runCues: Cues = []
        var han = 0
        var others = 0
        var sentencePunctuation = false
        let count = bytes.count
        while index < count {
            let hanStart = index
            index = Self.hanRunEnd(bytes, from: index, cues: &runCues, cueBits: cueBits)
            if index > hanStart {
                let ideographs = (index &- hanStart) / 3
                han &+= ideographs
                beforeLast = ideographs > 1 ? LineScan.anyHan : last
                last = LineScan.anyHan
                guard index < count else { break }
            }
            let lead = bytes[index]
            let value: UInt32
            if lead >= 0x21, lead <= 0x3F {
                value = UInt32(lead)
                sentencePunctuation = sentencePunctuation || ScalarClass.isSentencePunctuation(value)
                index += 1
            } else if lead == 0xE3, index + 3 <= count, bytes[index + 1] == 0x80, bytes[index + 2] > 0x80 {
                value = 0x3000 | UInt32(bytes[index + 2] & 0x3F)
                sentencePunctuation = sentencePunctuation || ScalarClass.isSentencePunctuation(value)
                index += 3
            } else if lead == 0xE2, index + 3 <= count, bytes[index + 1] == 0x80, bytes[index + 2] >= 0x90, bytes[index + 2] <= 0xA7 {
                value = 0x2000 | UInt32(bytes[index + 2] & 0x3F)
                index += 3
            } else if lead == 0xEF, index + 3 <= count, bytes[index + 1] == 0xBC, bytes[index + 2] >= 0x81, bytes[index + 2] <= 0x9F {
                // U+FF01–U+FF1F folds to ASCII `!`–`?`.
                value = UInt32(bytes[index + 2]) - 0x60
                sentencePunctuation = sentencePunctuation || ScalarClass.isSentencePunctuation(value)
                keep(bytes: bytes, start: keptFrom, width: index - keptFrom, into: out)
                emit(UInt8(truncatingIfNeeded: value), bytes: bytes, into: out)
                index += 3
                keptFrom = index
            } else {
                break
            }
            others += 1
            beforeLast = last
            last = value
        }
        guard index > start else { return start }
        hanCount += han
        tokenHan += han
        tokenLength += han + others
        length += han + others
        cues.formUnion(runCues)
        if sentencePunctuation {
            hasSentencePunctuation = true
        }
        lastScalars = (beforeLast, last)
        previous = last
        keep(bytes: bytes, start: keptFrom, width: index - keptFrom, into: out)
        return index
    }

    /// Where a run of U+4E00–U+9FFF ideographs from `start` ends, with the cues among them added
    /// to `cues`. Such runs are the bulk of a page's bytes: this loop asks each ideograph only
    /// whether it is one (a lead byte of E5–E9, or E4 with a second byte from B8) and whether
    /// its last byte may make it a cue (`cueBits`: `Cues.hanCueBits`), and counts nothing; the
    /// caller counts the run once.
    @inline(__always)
    private static func hanRunEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, cues: inout Cues, cueBits: UInt64) -> Int {
        var index = start
        let count = bytes.count
        while index &+ 3 <= count {
            let lead = bytes[index]
            guard lead &- 0xE5 < 5 || lead == 0xE4 && bytes[index &+ 1] >= 0xB8 else { break }
            let third = bytes[index &+ 2]
            // An ideograph's low six bits are its last byte's: most are ruled out as cues
            // before they are decoded.
            if Cues.mayBeHanCue(UInt32(third), bits: cueBits) {
                cues.formUnion(Cues.of(UInt32(lead & 0x0F) << 12 | UInt32(bytes[index &+ 1] & 0x3F) << 6 | UInt32(third & 0x3F)))
            }
            index &+= 3
        }
        return index
    }

    /// Takes one scalar and the bytes it was written with, and adds its folded form.
    private mutating func consume(_ raw: UInt32, bytes: UnsafeBufferPointer<UInt8>, start: Int, width: Int, into out: UnsafeMutableBufferPointer<UInt8>) {
        let value = ScalarClass.folded(raw)
        if ScalarClass.isSpace(value) {
            pendingSpace = true
            hadSpace = true
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

    /// `I`, `O`, `l`: the letters OCR reads strokes and rings as.
    private func isSpeckLetter(_ value: UInt32) -> Bool {
        value == 0x49 || value == 0x4F || value == 0x6C
    }

    /// A run of one or two Latin letters between Han ideographs (or a line end) is OCR garbage
    /// far more often than it is an abbreviation, unless it is two capitals: abbreviations
    /// printed inside Chinese words are (`村BA`, `AI赋能`, `VR体验`), specks read as letters
    /// seldom are (`府 m I稿`).
    private mutating func trackLatin(_ value: UInt32) {
        if ScalarClass.isLatinLetter(value) {
            if latinRun == 0 {
                beforeLatinRun = previous
                latinCapitals = 0
            }
            latinRun += 1
            if value <= 0x5A {
                latinCapitals += 1
                if latinRun == 1 { firstCapital = value }
            }
            return
        }
        // `II`, `IO`: strokes and rings of a speck, not an abbreviation.
        let specks = latinCapitals == 2 && (firstCapital == previous || isSpeckLetter(firstCapital) && isSpeckLetter(previous))
        if latinRun == 1 || latinRun == 2 && (latinCapitals < 2 || specks) {
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

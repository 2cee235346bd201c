/// Receives the units of a text: each CJK character and each word, with its position and its
/// UTF-8 offsets in the original text.
protocol UnitSink {
    /// - Parameters:
    ///   - utf8: the character's UTF-8, packed as `UTF8Coding.packed` does, `utf8Count` bytes:
    ///     read off the text where it is there as it is, so most characters are not encoded again.
    ///   - joinsPrevious: the previous unit was a CJK character with nothing but whitespace (OCR
    ///     wrap noise) in between, so the two form a bigram.
    mutating func cjk(_ scalar: UInt32, utf8: UInt64, utf8Count: Int, start: Int, end: Int, position: Int, joinsPrevious: Bool)
    /// - Parameter bytes: the normalized UTF-8 of the word, valid only during the call.
    mutating func word(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int, position: Int)
    mutating func finish()
    /// Takes the U+4E00–U+9FFF ideographs from `index` of `text` on, as many as come one
    /// right after the other (`UnitScanner.commonHan`), the first at `firstPosition`; returns
    /// where it stopped taking them (where they end, or sooner: the scanner goes on with the
    /// rest one by one). Called right after a `cjk` of such an ideograph, which each one joins
    /// as it joins the one before. Most of a page's characters come this way, so a sink can
    /// take them in one loop; by default they go to `cjk` one by one.
    mutating func joinedHan(_ text: UnsafeBufferPointer<UInt8>, from index: Int, firstPosition: Int) -> Int
}

extension UnitSink {
    mutating func joinedHan(_ text: UnsafeBufferPointer<UInt8>, from index: Int, firstPosition: Int) -> Int {
        guard let base = text.baseAddress else { return index }
        var index = index
        var position = firstPosition
        while case let (scalar, utf8)? = UnitScanner<Self>.commonHan(base, at: index, count: text.count) {
            cjk(scalar, utf8: utf8, utf8Count: 3, start: index, end: index + 3, position: position, joinsPrevious: true)
            index += 3
            position += 1
        }
        return index
    }
}

/// The normalization and segmentation shared by indexing, queries and phrase matching: one pass
/// over UTF-8 bytes, no allocation unless a rare compatibility character needs NFKC.
struct UnitScanner<Sink: UnitSink> {
    /// Longer words are cut to their first 255 bytes (Lucene's token length limit), in index and
    /// query alike, so they still match each other.
    static var maxWordBytes: Int { 255 }

    var sink: Sink
    private let wordBuffer: UnsafeMutablePointer<UInt8>
    private var wordLength = 0
    private var inWord = false
    private var wordStart = 0
    private var wordEnd = 0
    private var wordPosition = 0
    private var lastPosition = -1
    private var separated = false
    private var previousWasCJK = false

    private init(sink: Sink, wordBuffer: UnsafeMutablePointer<UInt8>) {
        self.sink = sink
        self.wordBuffer = wordBuffer
    }

    /// Feeds every unit of `bytes` to `sink`, then calls its `finish()`. The sink is moved in,
    /// not copied (see `TermAssembler.assemble`).
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, into sink: inout Sink) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maxWordBytes) { buffer in
            guard let wordBuffer = buffer.baseAddress else { return }
            var scanner = UnitScanner(sink: consume sink, wordBuffer: wordBuffer)
            scanner.run(bytes)
            sink = scanner.sink
        }
    }

    private mutating func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return finishAll() }
        let count = bytes.count
        var index = 0
        while index < count {
            let start = index
            let lead = base[index]
            if lead < 0x80 {
                index += 1
                let (kind, value) = AnalyzerClass.ofASCII(UInt32(lead))
                accept(value, kind, start: start, end: index)
                continue
            }
            if case let (scalar, utf8)? = Self.commonHan(base, at: index, count: count) {
                index += 3
                acceptCJK(scalar, utf8: utf8, utf8Count: 3, start: start, end: index)
                // Han right after Han continues the run: no word to end, nothing in between.
                let joinedStart = index
                index = sink.joinedHan(bytes, from: index, firstPosition: lastPosition + 1)
                lastPosition += (index - joinedStart) / 3
                continue
            }
            let (scalar, length) = UTF8Coding.decodeNonASCII(base, at: index, count: count)
            index += length
            let (kind, value) = AnalyzerClass.of(scalar)
            if kind == .fold {
                for (foldedKind, folded) in CompatibilityFold.fold(scalar) {
                    accept(folded, foldedKind, start: start, end: index)
                }
            } else {
                accept(value, kind, start: start, end: index)
            }
        }
        finishAll()
    }

    /// The U+4E00–U+9FFF ideograph at `index` (lead byte E4–E9 and two continuation bytes),
    /// if one is there, with its three bytes packed: most characters of a page, decoded without
    /// the general path.
    @inline(__always)
    static func commonHan(_ base: UnsafePointer<UInt8>, at index: Int, count: Int) -> (scalar: UInt32, utf8: UInt64)? {
        guard index + 2 < count else { return nil }
        let lead = base[index], second = base[index + 1], third = base[index + 2]
        guard lead >= 0xE4, lead <= 0xE9, second & 0xC0 == 0x80, third & 0xC0 == 0x80 else { return nil }
        let packed = UInt64(lead) | UInt64(second) << 8 | UInt64(third) << 16
        let scalar = hanScalar(packed)
        return scalar >= 0x4E00 ? (scalar, packed) : nil
    }

    /// The scalar of a three-byte character packed as `UTF8Coding.packed` does.
    @inline(__always)
    static func hanScalar(_ packed: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: packed & 0x0F) << 12 | UInt32(truncatingIfNeeded: packed >> 8 & 0x3F) << 6
            | UInt32(truncatingIfNeeded: packed >> 16 & 0x3F)
    }

    @inline(__always)
    private mutating func accept(_ scalar: UInt32, _ kind: AnalyzerClass, start: Int, end: Int) {
        switch kind {
        case .word:
            if !inWord {
                inWord = true
                wordStart = start
                wordLength = 0
                wordPosition = nextPosition()
            }
            appendToWord(scalar)
            wordEnd = end
        case .cjk:
            let (utf8, utf8Count) = UTF8Coding.packed(scalar)
            acceptCJK(scalar, utf8: utf8, utf8Count: utf8Count, start: start, end: end)
        case .whitespace:
            flushWord()
        case .separator, .fold:
            flushWord()
            separated = true
        case .ignorable:
            break
        }
    }

    @inline(__always)
    private mutating func acceptCJK(_ scalar: UInt32, utf8: UInt64, utf8Count: Int, start: Int, end: Int) {
        flushWord()
        let position = nextPosition()
        sink.cjk(scalar, utf8: utf8, utf8Count: utf8Count, start: start, end: end, position: position,
                 joinsPrevious: previousWasCJK && !separated)
        lastPosition = position
        previousWasCJK = true
        separated = false
    }

    @inline(__always)
    private func nextPosition() -> Int {
        lastPosition < 0 ? 0 : lastPosition + (separated ? 2 : 1)
    }

    @inline(__always)
    private mutating func appendToWord(_ scalar: UInt32) {
        if scalar < 0x80 {
            guard wordLength < Self.maxWordBytes else { return }
            wordBuffer[wordLength] = UInt8(truncatingIfNeeded: scalar)
            wordLength += 1
            return
        }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4) { encoded in
            guard let destination = encoded.baseAddress else { return }
            let length = UTF8Coding.encode(scalar, into: destination)
            guard wordLength + length <= Self.maxWordBytes else { return }
            (wordBuffer + wordLength).update(from: destination, count: length)
            wordLength += length
        }
    }

    private mutating func flushWord() {
        guard inWord else { return }
        inWord = false
        sink.word(UnsafeBufferPointer(start: wordBuffer, count: wordLength),
                  start: wordStart, end: wordEnd, position: wordPosition)
        lastPosition = wordPosition
        previousWasCJK = false
        separated = false
    }

    private mutating func finishAll() {
        flushWord()
        sink.finish()
    }
}

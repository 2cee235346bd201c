/// Receives the terms of a text: bigrams, lone characters, words, and a unigram per CJK character.
protocol TermSink {
    /// - Parameter bytes: the normalized UTF-8 of the term, valid only during the call.
    mutating func term(_ kind: IndexTermKind, _ bytes: UnsafeBufferPointer<UInt8>,
                       position: Int, start: Int, end: Int)
}

/// Turns units into terms: a CJK run c1c2c3 gives bigrams c1c2 and c2c3 (as Lucene's
/// CJKBigramFilter does), a run of one gives a `character`, each word a `word`.
struct TermAssembler<Sink: TermSink>: UnitSink {
    var sink: Sink
    /// Bytes 0..<8 hold the bigram being built: previous character, then the current one.
    private let scratch: UnsafeMutablePointer<UInt8>
    private var previousLength = 0
    private var previousStart = 0
    private var previousEnd = 0
    private var previousPosition = 0
    private var runLength = 0

    private init(sink: Sink, scratch: UnsafeMutablePointer<UInt8>) {
        self.sink = sink
        self.scratch = scratch
    }

    /// Feeds every term of `bytes` to `sink`. The sink is moved in, not copied: a copy would
    /// share its arrays, and the sink's first append would then copy them whole.
    static func assemble(_ bytes: UnsafeBufferPointer<UInt8>, into sink: inout Sink) {
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: 8)
        defer { scratch.deallocate() }
        var assembler = TermAssembler(sink: consume sink, scratch: scratch)
        UnitScanner.scan(bytes, into: &assembler)
        sink = assembler.sink
    }

    mutating func cjk(_ scalar: UInt32, start: Int, end: Int, position: Int, joinsPrevious: Bool) {
        if !joinsPrevious { closeRun() }
        let current = scratch + previousLength
        let length = UTF8Coding.encode(scalar, into: current)
        sink.term(.unigram, UnsafeBufferPointer(start: current, count: length),
                  position: position, start: start, end: end)
        if runLength > 0 {
            sink.term(.bigram, UnsafeBufferPointer(start: scratch, count: previousLength + length),
                      position: previousPosition, start: previousStart, end: end)
        }
        for offset in 0..<length {
            scratch[offset] = current[offset]
        }
        previousLength = length
        previousStart = start
        previousEnd = end
        previousPosition = position
        runLength += 1
    }

    mutating func word(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int, position: Int) {
        closeRun()
        sink.term(.word, bytes, position: position, start: start, end: end)
    }

    mutating func finish() {
        closeRun()
    }

    private mutating func closeRun() {
        if runLength == 1 {
            sink.term(.character, UnsafeBufferPointer(start: scratch, count: previousLength),
                      position: previousPosition, start: previousStart, end: previousEnd)
        }
        runLength = 0
        previousLength = 0
    }
}

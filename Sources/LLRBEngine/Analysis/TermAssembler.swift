/// Receives the terms of a text: bigrams, lone characters, words, and a unigram per CJK character.
protocol TermSink {
    /// - Parameter bytes: the normalized UTF-8 of the term, valid only during the call.
    mutating func term(_ kind: IndexTermKind, _ bytes: UnsafeBufferPointer<UInt8>,
                       position: Int, start: Int, end: Int)
}

extension TermSink {
    /// Hands on a term of at most eight bytes (a unigram, bigram or lone character) that the
    /// assembler holds packed into an integer, first byte lowest (`UTF8Coding.packed`).
    mutating func term(_ kind: IndexTermKind, packed utf8: UInt64, count: Int,
                       position: Int, start: Int, end: Int) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 8) { buffer in
            guard let bytes = buffer.baseAddress else { return }
            UTF8Coding.unpack(utf8, count: count, into: bytes)
            term(kind, UnsafeBufferPointer(start: bytes, count: count), position: position, start: start, end: end)
        }
    }
}

/// Turns units into terms: a CJK run c1c2c3 gives bigrams c1c2 and c2c3 (as Lucene's
/// CJKBigramFilter does), a run of one gives a `character` (both by `CJKRun`, as the index's
/// `PostingsCollector` makes them), each word a `word`.
struct TermAssembler<Sink: TermSink>: UnitSink {
    var sink: Sink
    private var run = CJKRun()
    /// The UTF-8 offsets of the run's last character.
    private var previousStart = 0
    private var previousEnd = 0

    private init(sink: Sink) {
        self.sink = sink
    }

    /// Feeds every term of `bytes` to `sink`. The sink is moved in, not copied: a copy would
    /// share its arrays, and the sink's first append would then copy them whole.
    static func assemble(_ bytes: UnsafeBufferPointer<UInt8>, into sink: inout Sink) {
        var assembler = TermAssembler(sink: consume sink)
        UnitScanner.scan(bytes, into: &assembler)
        sink = assembler.sink
    }

    @inline(__always)
    mutating func cjk(_ scalar: UInt32, utf8 current: UInt64, utf8Count length: Int, start: Int, end: Int, position: Int,
                      joinsPrevious: Bool) {
        if !joinsPrevious { closeRun() }
        sink.term(.unigram, packed: current, count: length, position: position, start: start, end: end)
        if let bigram = run.bigram(endedBy: current, length: length) {
            sink.term(.bigram, packed: bigram.utf8, count: bigram.count, position: bigram.position,
                            start: previousStart, end: end)
        }
        run.append(current, length: length, position: position)
        previousStart = start
        previousEnd = end
    }

    mutating func word(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int, position: Int) {
        closeRun()
        sink.term(.word, bytes, position: position, start: start, end: end)
    }

    mutating func finish() {
        closeRun()
    }

    private mutating func closeRun() {
        if run.close() {
            sink.term(.character, packed: run.last, count: run.lastLength,
                            position: run.lastPosition, start: previousStart, end: previousEnd)
        }
    }
}

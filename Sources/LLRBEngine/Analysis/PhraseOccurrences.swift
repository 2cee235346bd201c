extension Analyzer {
    /// Where the phrase (analyzed the same way) occurs in `text`, as UTF-8 byte ranges of `text`,
    /// in text order. Exact unit-sequence match: the same CJK characters and words, one after
    /// the other, with punctuation exactly where the phrase has it, so `复工复产` matches
    /// `复 工复产` and `复工\n复产` but never the characters scattered or across punctuation.
    /// Used to verify candidates and to highlight snippets; one pass, no copy of the text.
    public func occurrences(of phrase: [Token], in text: String) -> [Range<Int>] {
        withUTF8(of: text) { occurrences(of: phrase, inUTF8: $0) }
    }

    /// `occurrences(of:in:)` where the text must also print `separators` between numbers.
    package func occurrences(of phrase: [Token], in text: String, separators: NumberSeparators) -> [Range<Int>] {
        withUTF8(of: text) { occurrences(of: phrase, inUTF8: $0, separators: separators) }
    }

    /// `occurrences(of:in:)` over UTF-8 bytes, such as a stored field read straight from a
    /// segment, so verifying a candidate document makes no String.
    package func occurrences(of phrase: [Token], inUTF8 bytes: UnsafeBufferPointer<UInt8>,
                     separators: NumberSeparators = NumberSeparators()) -> [Range<Int>] {
        let pattern = PhrasePattern(phrase, separators: separators)
        guard !pattern.units.isEmpty else { return [] }
        var matcher = StreamingPhraseMatcher(pattern: pattern, text: bytes)
        UnitScanner.scan(bytes, into: &matcher)
        return matcher.ranges
    }

    /// `occurrences(of:in:)` for a phrase given as text.
    public func occurrences(of phrase: String, in text: String) -> [Range<Int>] {
        occurrences(of: tokens(in: phrase), in: text)
    }
}

/// A phrase rebuilt as units at offsets from its first unit (bigrams overlap, so each of their
/// two characters is placed at its own position).
private struct PhrasePattern {
    package enum Key {
        case cjk(UInt32)
        case word([UInt8])
    }

    var units: [(offset: Int, key: Key)] = []
    /// What the text must print before a unit, by the unit's offset (`NumberSeparators`).
    var separators = NumberSeparators()

    init(_ tokens: [Token], separators: NumberSeparators) {
        var byPosition: [Int: Key] = [:]
        for token in tokens {
            switch token.kind {
            case .word:
                byPosition[token.position] = .word(Array(token.text.utf8))
            case .character, .bigram:
                for (step, scalar) in token.text.unicodeScalars.enumerated() {
                    byPosition[token.position + step] = .cjk(scalar.value)
                }
            }
        }
        guard let origin = byPosition.keys.min() else { return }
        units = byPosition.sorted { $0.key < $1.key }.map { (offset: $0.key - origin, key: $0.value) }
        self.separators = separators.relative(to: origin)
    }
}

/// Follows every partial match as the units stream by: each must be continued by the very next
/// unit, at the position the phrase says, or it is dropped.
private struct StreamingPhraseMatcher: UnitSink {
    private struct Partial {
        var base: Int
        var start: Int
        var next: Int
        /// Where the last unit matched so far ends, for the marks before the next one.
        var end: Int
    }

    let pattern: PhrasePattern
    /// The text scanned, to read the marks between two numbers.
    let text: UnsafeBufferPointer<UInt8>
    var ranges: [Range<Int>] = []
    private var partials: [Partial] = []

    init(pattern: PhrasePattern, text: UnsafeBufferPointer<UInt8>) {
        self.pattern = pattern
        self.text = text
    }

    mutating func cjk(_ scalar: UInt32, utf8: UInt64, utf8Count: Int, start: Int, end: Int, position: Int, joinsPrevious: Bool) {
        advance(position: position, start: start, end: end) { key in
            if case .cjk(let expected) = key { return expected == scalar }
            return false
        }
    }

    mutating func word(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int, position: Int) {
        advance(position: position, start: start, end: end) { key in
            if case .word(let expected) = key { return expected.elementsEqual(bytes) }
            return false
        }
    }

    mutating func finish() {}

    private mutating func advance(position: Int, start: Int, end: Int, matches: (PhrasePattern.Key) -> Bool) {
        var kept = 0
        for index in partials.indices {
            var partial = partials[index]
            let expected = pattern.units[partial.next]
            guard position == partial.base + expected.offset, matches(expected.key) else { continue }
            if let marks = pattern.separators.marks(before: expected.offset), partial.end <= start,
               NumberSeparators.folded(UnsafeBufferPointer(rebasing: text[partial.end..<start])) != marks {
                continue
            }
            partial.next += 1
            partial.end = end
            if partial.next == pattern.units.count {
                ranges.append(partial.start..<end)
            } else {
                partials[kept] = partial
                kept += 1
            }
        }
        partials.removeLast(partials.count - kept)
        guard matches(pattern.units[0].key) else { return }
        if pattern.units.count == 1 {
            ranges.append(start..<end)
        } else {
            partials.append(Partial(base: position, start: start, next: 1, end: end))
        }
    }
}

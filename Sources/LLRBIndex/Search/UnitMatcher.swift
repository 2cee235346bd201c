/// Counts a phrase's occurrences in a stored field text by comparing *units* — CJK characters
/// and words at their positions — in one streaming pass of the analyzer over the text's UTF-8
/// bytes, without making a String. Used to verify a phrase whose lone CJK character may end a
/// longer run in the text, where positions alone cannot place it: a bigram `ab` at position p is
/// unit `a` at p and `b` at p + 1, a lone character is one unit.
struct UnitMatcher {
    /// Units at their offsets from the phrase's first unit, ascending; values from `value(of:)`.
    private let offsets: [Int]
    private let values: [UInt64]

    /// Nil when the tokens contradict each other (two different units at one position).
    init?(_ tokens: [Token]) {
        var byOffset: [Int: UInt64] = [:]
        let first = tokens.first?.position ?? 0
        for token in tokens {
            let offset = token.position - first
            var parts: [(Int, UInt64)] = []
            switch token.kind {
            case .word:
                parts = [(offset, Self.value(of: Array(token.text.utf8), isWord: true))]
            case .character, .bigram:
                parts = token.text.unicodeScalars.enumerated().map { index, scalar in
                    (offset + index, Self.value(of: Array(String(scalar).utf8), isWord: false))
                }
            }
            for (offset, value) in parts {
                if let existing = byOffset[offset], existing != value { return nil }
                byOffset[offset] = value
            }
        }
        let sorted = byOffset.sorted { $0.key < $1.key }
        offsets = sorted.map(\.key)
        values = sorted.map(\.value)
    }

    /// A unit as one number: up to seven bytes packed with their length and kind, longer words
    /// as a 62-bit hash marked as such.
    private static func value<Bytes: Collection>(of bytes: Bytes, isWord: Bool) -> UInt64 where Bytes.Element == UInt8 {
        let kind: UInt64 = isWord ? 1 << 62 : 0
        guard bytes.count <= 7 else {
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
            return (hash & (1 << 61 - 1)) | kind | 1 << 63
        }
        var packed = UInt64(bytes.count) << 56 | kind
        for (index, byte) in bytes.enumerated() { packed |= UInt64(byte) << (UInt64(index) * 8) }
        return packed
    }

    /// How many times the phrase occurs in `text` (UTF-8).
    func count(in text: UnsafeRawBufferPointer, analyzer: Analyzer) -> Int {
        guard let span = offsets.last, let lastValue = values.last, !text.isEmpty else { return 0 }
        let size = span + 1
        var ringPositions = [Int](repeating: -1, count: size)
        var ringValues = [UInt64](repeating: 0, count: size)
        let offsets = self.offsets, values = self.values
        var count = 0
        text.withMemoryRebound(to: UInt8.self) { utf8 in
            analyzer.forEachIndexTerm(inUTF8: utf8) { term in
                guard term.kind == .unigram || term.kind == .word else { return }
                let position = term.position
                let value = Self.value(of: term.bytes, isWord: term.kind == .word)
                ringPositions[position % size] = position
                ringValues[position % size] = value
                guard value == lastValue else { return }
                let start = position - span
                guard start >= 0 else { return }
                for (offset, wanted) in zip(offsets, values) {
                    let slot = (start + offset) % size
                    if ringPositions[slot] != start + offset || ringValues[slot] != wanted { return }
                }
                count += 1
            }
        }
        return count
    }
}

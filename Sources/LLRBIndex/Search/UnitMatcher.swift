/// Counts a phrase's occurrences in a stored field text by comparing *units* — CJK characters
/// and words at their positions — over the text's UTF-8 bytes, without making a String.
/// Used to verify a phrase that has a lone CJK character, whose postings carry no positions:
/// a bigram `ab` at position p is unit `a` at p and `b` at p + 1, a lone character is one unit.
struct UnitMatcher {
    private struct Unit {
        var offset: Int
        var isWord: Bool
        var bytes: [UInt8]
    }

    private let units: [Unit]

    /// Nil when the tokens contradict each other (two different units at one position).
    init?(_ tokens: [Token]) {
        var byOffset: [Int: Unit] = [:]
        let first = tokens.first?.position ?? 0
        for token in tokens {
            let offset = token.position - first
            var parts: [Unit] = []
            switch token.kind {
            case .word:
                parts = [Unit(offset: offset, isWord: true, bytes: Array(token.text.utf8))]
            case .character, .bigram:
                parts = token.text.unicodeScalars.enumerated().map { index, scalar in
                    Unit(offset: offset + index, isWord: false, bytes: Array(String(scalar).utf8))
                }
            }
            for part in parts {
                if let existing = byOffset[part.offset], existing.bytes != part.bytes || existing.isWord != part.isWord { return nil }
                byOffset[part.offset] = part
            }
        }
        units = byOffset.values.sorted { $0.offset < $1.offset }
    }

    /// How many times the phrase occurs in `text` (UTF-8).
    func count(in text: UnsafeRawBufferPointer, analyzer: Analyzer) -> Int {
        guard let firstUnit = units.first, !text.isEmpty else { return 0 }
        var positions: [Int] = [], starts: [Int] = [], words: [Bool] = [], bytes: [UInt8] = []
        starts.append(0)
        text.withMemoryRebound(to: UInt8.self) { utf8 in
            analyzer.forEachIndexTerm(inUTF8: utf8) { term in
                guard term.kind == .unigram || term.kind == .word else { return }
                positions.append(term.position)
                words.append(term.kind == .word)
                bytes.append(contentsOf: term.bytes)
                starts.append(bytes.count)
            }
        }
        guard let last = positions.max() else { return 0 }
        var unitAt = [Int32](repeating: -1, count: last + 1)
        for (index, position) in positions.enumerated() where position >= 0 { unitAt[position] = Int32(index) }
        func matches(_ unit: Unit, at position: Int) -> Bool {
            guard position >= 0, position <= last else { return false }
            let index = Int(unitAt[position])
            guard index >= 0, words[index] == unit.isWord, starts[index + 1] - starts[index] == unit.bytes.count else { return false }
            return bytes[starts[index]..<starts[index + 1]].elementsEqual(unit.bytes)
        }
        var count = 0
        for position in positions where matches(firstUnit, at: position) {
            let start = position - firstUnit.offset
            if units.dropFirst().allSatisfy({ matches($0, at: start + $0.offset) }) { count += 1 }
        }
        return count
    }
}

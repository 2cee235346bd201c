extension Analyzer {
    /// Where the phrase (analyzed the same way) occurs in `text`, as UTF-8 byte ranges of `text`,
    /// in text order. Exact unit-sequence match: the same CJK characters and words at the same
    /// relative positions, so `复工复产` matches `复 工复产` and `复工\n复产` but never the
    /// characters scattered, and never across punctuation the phrase does not have.
    /// Used to verify candidates and to highlight snippets.
    public func occurrences(of phrase: [Token], in text: String) -> [Range<Int>] {
        let pattern = PhrasePattern(phrase)
        guard let first = pattern.units.first else { return [] }
        let units = textUnits(of: text)
        var ranges: [Range<Int>] = []
        for (index, unit) in units.enumerated() where unit.key == first.key {
            if let end = matchEnd(of: pattern, at: index, in: units) {
                ranges.append(unit.start..<end)
            }
        }
        return ranges
    }

    /// `occurrences(of:in:)` for a phrase given as text.
    public func occurrences(of phrase: String, in text: String) -> [Range<Int>] {
        occurrences(of: tokens(in: phrase), in: text)
    }

    private func matchEnd(of pattern: PhrasePattern, at index: Int, in units: [TextUnit]) -> Int? {
        let base = units[index].position
        var cursor = index
        for expected in pattern.units.dropFirst() {
            let target = base + expected.offset
            while cursor < units.count, units[cursor].position < target {
                cursor += 1
            }
            guard cursor < units.count, units[cursor].position == target,
                  units[cursor].key == expected.key else { return nil }
        }
        return units[cursor].end
    }

    private func textUnits(of text: String) -> [TextUnit] {
        withUTF8(of: text) { bytes in
            var collector = UnitCollector()
            UnitScanner.scan(bytes, into: &collector)
            return collector.units
        }
    }
}

/// A unit's identity: a normalized CJK scalar or a normalized word.
private enum UnitKey: Hashable {
    case cjk(UInt32)
    case word([UInt8])
}

private struct TextUnit {
    var key: UnitKey
    var position: Int
    var start: Int
    var end: Int
}

/// A phrase rebuilt as units at offsets from its first unit (bigrams overlap, so each of their
/// two characters is placed at its own position).
private struct PhrasePattern {
    var units: [(offset: Int, key: UnitKey)] = []

    init(_ tokens: [Token]) {
        var byPosition: [Int: UnitKey] = [:]
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
    }
}

private struct UnitCollector: UnitSink {
    var units: [TextUnit] = []

    mutating func cjk(_ scalar: UInt32, start: Int, end: Int, position: Int, joinsPrevious: Bool) {
        units.append(TextUnit(key: .cjk(scalar), position: position, start: start, end: end))
    }

    mutating func word(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int, position: Int) {
        units.append(TextUnit(key: .word(Array(bytes)), position: position, start: start, end: end))
    }

    mutating func finish() {}
}

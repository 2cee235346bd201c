import LLRBEngine
import LLRBIndex

/// `PinyinTable` read: each ideograph's reading code (its syllable's place × 5 + its tone; 0 for
/// none) and strokes, decoded once on first use.
enum HanReadings {
    /// The reading code and strokes of `scalar`; a reading of 0 when the table has none.
    static func entry(of scalar: Unicode.Scalar) -> (reading: Int, strokes: Int) {
        let value = scalar.value
        let packed: Int
        if value >= PinyinTable.denseFirst, Int(value - PinyinTable.denseFirst) < dense.count {
            packed = Int(dense[Int(value - PinyinTable.denseFirst)])
        } else {
            let place = SortedSets.firstIndex(notBelow: value, in: sparse.scalars) { $0 }
            guard place < sparse.scalars.count, sparse.scalars[place] == value else { return (0, 0) }
            packed = Int(sparse.entries[place])
        }
        return (packed >> 6, packed & 63)
    }

    /// The code of a reading written `syllable` + tone (`zeng1`, `lv3`); nil for no syllable.
    static func code(of reading: String) -> Int? {
        guard let tone = reading.last?.wholeNumberValue, (1...5).contains(tone),
              let place = syllables[String(reading.dropLast())] else { return nil }
        return place * 5 + tone
    }

    private static let syllables: [String: Int] = Dictionary(
        uniqueKeysWithValues: PinyinTable.syllables.split(separator: " ").enumerated().map { (String($1), $0) })

    private static let dense = numbers(PinyinTable.dense, width: 3).map(UInt32.init)

    /// The code points of `PinyinTable.sparse`, ascending, and each one's entry.
    private static let sparse: (scalars: [UInt32], entries: [UInt32]) = {
        let decoded = numbers(PinyinTable.sparse, width: 7)
        return (decoded.map { UInt32($0 >> 18) }, decoded.map { UInt32($0 & 0x3FFFF) })
    }()

    /// `text` read `width` characters of `PinyinTable.alphabet` a number, six bits a character.
    private static func numbers(_ text: String, width: Int) -> [UInt64] {
        var digit = [UInt8](repeating: 0, count: 128)
        for (place, character) in PinyinTable.alphabet.utf8.enumerated() { digit[Int(character)] = UInt8(place) }
        var numbers: [UInt64] = []
        numbers.reserveCapacity(text.utf8.count / width)
        var number: UInt64 = 0, count = 0
        for character in text.utf8 {
            number = number << 6 | UInt64(digit[Int(character & 127)])
            count += 1
            if count == width {
                numbers.append(number)
                number = 0
                count = 0
            }
        }
        return numbers
    }
}

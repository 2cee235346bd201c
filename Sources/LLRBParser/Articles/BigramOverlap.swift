/// How much of a short text (a headline, a caption) is found in a longer one (a story body),
/// counted in pairs of adjacent Han ideographs: the measure that puts a headline printed away
/// from its story back onto it.
struct BigramSet {
    /// Sorted: a story's few thousand bigrams sort faster than they hash into a `Set`.
    private var keys: [UInt64] = []

    init<S: Sequence>(_ texts: S) where S.Element == String {
        for text in texts {
            add(text)
        }
    }

    /// Adds a text's bigrams; a set that grows line by line stays cheap to keep sorted.
    mutating func add(_ text: String) {
        var added: [UInt64] = []
        BigramSet.forEachBigram(in: text) { added.append($0) }
        added.sort()
        guard !keys.isEmpty else {
            keys = added
            return
        }
        var merged: [UInt64] = []
        merged.reserveCapacity(keys.count + added.count)
        var left = 0
        var right = 0
        while left < keys.count || right < added.count {
            if right == added.count || left < keys.count && keys[left] <= added[right] {
                merged.append(keys[left])
                left += 1
            } else {
                merged.append(added[right])
                right += 1
            }
        }
        keys = merged
    }

    func contains(_ key: UInt64) -> Bool {
        var low = 0
        var high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if keys[middle] < key {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low < keys.count && keys[low] == key
    }

    /// The share of `text`'s Han bigrams present in this set (0 when `text` has none).
    func containment(of text: String) -> Double {
        var total = 0
        var found = 0
        BigramSet.forEachBigram(in: text) { key in
            total += 1
            if contains(key) { found += 1 }
        }
        return total == 0 ? 0 : Double(found) / Double(total)
    }

    static func forEachBigram(in text: String, _ body: (UInt64) -> Void) {
        var previous: UInt32 = 0
        UTF8Walk.withBytes(text) { bytes in
            UTF8Walk.forEachScalar(bytes) { value, _, _ in
                guard ScalarClass.isHan(value) else {
                    if !ScalarClass.isSpace(value) { previous = 0 }
                    return
                }
                if previous != 0 {
                    body(UInt64(previous) << 32 | UInt64(value))
                }
                previous = value
            }
        }
    }
}

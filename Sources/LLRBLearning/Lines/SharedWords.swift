import LLRBParser

/// The Han bigrams a short line shares with the text over it and under it (six reading lines
/// each way): a headline repeats its story's words, so the side with more names its story.
/// Each line's bigrams are read once a page (its first `reach`), and a line's own are matched
/// through a 64-bit filter before a binary search, since most neighbouring pairs share nothing.
struct SharedWords {
    static let longestLine = 80
    static let window = 6
    static let reach = 120

    let belowBucket: Int
    let aboveBucket: Int
    /// 0 none shared, 1 more below, 2 more above, 3 as many.
    let side: Int

    init(_ bigrams: [[UInt64]], around index: Int) {
        var own = bigrams[index].sorted()
        own.removeDuplicatesOfSorted()
        guard !own.isEmpty else {
            belowBucket = 0
            aboveBucket = 0
            side = 0
            return
        }
        var filter: UInt64 = 0
        for pair in own { filter |= Self.bit(pair) }
        let below = Self.shared(own, filter, bigrams[(index + 1)..<min(bigrams.count, index + 1 + Self.window)])
        let above = Self.shared(own, filter, bigrams[max(0, index - Self.window)..<index])
        belowBucket = Self.bucket(below, of: own.count)
        aboveBucket = Self.bucket(above, of: own.count)
        side = below == 0 && above == 0 ? 0 : below > above ? 1 : above > below ? 2 : 3
    }

    private static func bucket(_ shared: Int, of total: Int) -> Int {
        shared == 0 ? 0 : min(1 + shared * 4 / total, 4)
    }

    @inline(__always)
    private static func bit(_ pair: UInt64) -> UInt64 {
        1 << ((pair &* 0x9E37_79B9_7F4A_7C15) >> 58)
    }

    /// The Han bigrams of each line, its first `reach` of them.
    static func ofLines(_ lines: [Line]) -> [[UInt64]] {
        lines.map { line in
            var found: [UInt64] = []
            var previous: UInt32 = 0
            for scalar in line.text.unicodeScalars {
                let value = scalar.value
                let isHan = ScalarClass.isHan(value)
                if isHan, previous != 0 {
                    found.append(UInt64(previous) << 32 | UInt64(value))
                    if found.count == reach { break }
                }
                previous = isHan ? value : 0
            }
            return found
        }
    }

    /// How many of `own` (sorted, unique) occur among `others`.
    private static func shared(_ own: [UInt64], _ filter: UInt64, _ others: ArraySlice<[UInt64]>) -> Int {
        var seen = [Bool](repeating: false, count: own.count)
        var count = 0
        for line in others {
            for pair in line where filter & bit(pair) != 0 {
                var low = 0, high = own.count
                while low < high {
                    let middle = (low + high) / 2
                    if own[middle] < pair { low = middle + 1 } else { high = middle }
                }
                if low < own.count, own[low] == pair, !seen[low] {
                    seen[low] = true
                    count += 1
                }
            }
        }
        return count
    }
}

private extension Array where Element == UInt64 {
    /// Keeps one of each run of equal elements of a sorted array.
    mutating func removeDuplicatesOfSorted() {
        guard count > 1 else { return }
        var kept = 1
        for index in 1..<count where self[index] != self[kept - 1] {
            self[kept] = self[index]
            kept += 1
        }
        removeLast(count - kept)
    }
}

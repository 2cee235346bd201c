import Foundation

/// A small, fast, seedable generator (SplitMix64): the same seed always writes the same archive,
/// on every platform, unlike `SystemRandomNumberGenerator`.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in `0..<bound` (bound > 0); the tiny modulo bias does not matter here.
    mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    /// An integer in `range`.
    mutating func within(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.count)
    }

    /// True with probability `probability`.
    mutating func chance(_ probability: Double) -> Bool {
        Double(next() >> 11) * 0x1p-53 < probability
    }

    /// A uniform element of a non-empty array.
    mutating func pick<T>(_ items: [T]) -> T {
        items[below(items.count)]
    }
}

/// Draws ranks 0..<n with probability proportional to each rank's weight: by default
/// 1 / (rank + 1)^exponent, the way words are distributed in real text (a few very common, a
/// long tail of rare ones), or the frequencies a lexicon measured.
struct RankSampler {
    private let cumulative: [Double]

    /// Zipf's law over `count` ranks.
    init(count: Int, exponent: Double) {
        self.init(weights: (0..<count).lazy.map { 1 / pow(Double($0 + 1), exponent) })
    }

    /// Rank i drawn with probability weights[i] / the weights' sum.
    init<Weights: Sequence<Double>>(weights: Weights) {
        var total = 0.0
        var cumulative: [Double] = []
        cumulative.reserveCapacity(weights.underestimatedCount)
        for weight in weights {
            total += weight
            cumulative.append(total)
        }
        self.cumulative = cumulative.map { $0 / total }
    }

    func rank(using random: inout SeededRandom) -> Int {
        let target = Double(random.next() >> 11) * 0x1p-53
        var low = 0
        var high = cumulative.count - 1
        while low < high {
            let middle = (low + high) / 2
            if cumulative[middle] < target { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

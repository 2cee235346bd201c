import Synchronization

/// The least of the best `count` scores that some segment has found, which every segment's
/// matches must reach: `count` documents score at least that much. Scores are never negative,
/// so their bit patterns order as they do, and one atomic word holds the greatest offered.
package final class ScoreThreshold: Sendable {
    private let bits = Atomic<UInt64>(0)

    package init() {}

    package var value: Double { Double(bitPattern: bits.load(ordering: .relaxed)) }

    package func raise(to score: Double) {
        let offered = score.bitPattern
        var current = bits.load(ordering: .relaxed)
        while offered > current {
            let (exchanged, original) = bits.compareExchange(expected: current, desired: offered, ordering: .relaxed)
            if exchanged { return }
            current = original
        }
    }
}

/// Order statistics of repeated timings, the way benchmark tools report them.
public struct Percentiles: Sendable {
    public var median: Double
    public var p95: Double
    public var count: Int

    /// Nearest-rank percentiles of `samples`; zeros when there are none.
    public init(_ samples: [Double]) {
        let sorted = samples.sorted()
        count = sorted.count
        guard !sorted.isEmpty else {
            median = 0
            p95 = 0
            return
        }
        median = sorted.count % 2 == 1
            ? sorted[sorted.count / 2]
            : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        let rank = Int((0.95 * Double(sorted.count)).rounded(.up))
        p95 = sorted[min(sorted.count, max(rank, 1)) - 1]
    }
}

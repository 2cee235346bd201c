import LLRBTraining

/// Sequences drawn from a known CRF-like process: labels follow a sticky Markov chain, and
/// each position shows a few features, most from its label's own pool and the rest noise that
/// every label shares. A trainer that learns anything recovers the labels well above chance.
struct CRFSyntheticData {
    static let labelCount = 4
    static let ownFeatures = 5
    static let noiseFeatures = 20
    static var featureCount: Int { labelCount * ownFeatures + noiseFeatures }
    static var labelNames: [String] { (0..<labelCount).map { "label-\($0)" } }
    static var featureKeys: [UInt64] { (0..<featureCount).map { UInt64($0) &* 0x9E37_79B9_7F4A_7C15 &+ 1 } }

    var random: CRFRandom

    init(seed: UInt64) { random = CRFRandom(seed: seed) }

    mutating func set(sequences: Int, lengths: ClosedRange<Int>) -> CRFTrainingSet {
        var set = CRFTrainingSet(sequences: [], labels: [])
        for _ in 0..<sequences {
            let length = lengths.lowerBound + Int(random.next() % UInt64(lengths.count))
            var label = Int(random.next() % UInt64(Self.labelCount))
            var rows: [[Int32]] = []
            var labels: [Int] = []
            for _ in 0..<length {
                if random.unit() > 0.8 { label = (label + 1 + Int(random.next() % 3)) % Self.labelCount }
                labels.append(label)
                rows.append((0..<3).map { _ in
                    random.unit() < 0.5
                        ? Int32(label * Self.ownFeatures + Int(random.next() % UInt64(Self.ownFeatures)))
                        : Int32(Self.labelCount * Self.ownFeatures + Int(random.next() % UInt64(Self.noiseFeatures)))
                })
            }
            set.sequences.append(rows)
            set.labels.append(labels)
        }
        return set
    }
}

/// A seeded generator, so that a failing random case fails again the same way.
struct CRFRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform value in [0, 1).
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

    /// A uniform value in [low, high).
    mutating func uniform(_ low: Float, _ high: Float) -> Float {
        low + (high - low) * Float(next() >> 40) / Float(1 << 24)
    }
}

import LLRBLearning
import LLRBParser

/// Trains the learned labeller's model on marked pages: each page's line features (as the
/// parser computes them, `PageParser.lineFeatures`) and the label its author's marks give each
/// line. Features seen on fewer than `minimumCount` lines are left out: a model keeps only what
/// the pages showed more than once.
public struct LineModelTraining {
    /// One marked page: the features and the true label of each of its reading lines.
    public struct MarkedPage: Sendable {
        public var name: String
        public var features: [[LineFeature]]
        public var labels: [LineLabel]

        public init(name: String, features: [[LineFeature]], labels: [LineLabel]) {
            self.name = name
            self.features = features
            self.labels = labels
        }
    }

    public var trainer: CRFTrainer
    public var minimumCount: Int

    public init(trainer: CRFTrainer, minimumCount: Int = 2) {
        self.trainer = trainer
        self.minimumCount = minimumCount
    }

    /// FNV-1a 64, in hex, of every feature key of every line of `pages`, in order: what a model
    /// records of the features it was trained on, so that whoever scores it can tell whether
    /// today's features would have trained another.
    public static func featureDigest(of pages: [MarkedPage]) -> String {
        var digest: UInt64 = 0xCBF2_9CE4_8422_2325
        func mix(_ value: UInt64) {
            for shift in stride(from: 0, to: 64, by: 8) {
                digest = (digest ^ (value >> UInt64(shift) & 0xFF)) &* 0x100_0000_01B3
            }
        }
        for page in pages {
            for line in page.features {
                line.forEach { mix($0.key) }
                mix(0)
            }
        }
        return String(digest, radix: 16)
    }

    /// The model learned from `pages`; `metadata` is recorded in it (what it was trained on).
    public func train(on pages: [MarkedPage], metadata: String) -> LinearChainCRF {
        var counts: [UInt64: Int] = [:]
        for page in pages {
            for line in page.features {
                for feature in line { counts[feature.key, default: 0] += 1 }
            }
        }
        let keys = counts.filter { $0.value >= minimumCount }.keys.sorted()
        let rows = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($0.element, Int32($0.offset)) })
        let labelIndex = Dictionary(uniqueKeysWithValues: LineLabel.all.enumerated().map { ($0.element, $0.offset) })
        var set = CRFTrainingSet(sequences: [], labels: [])
        for page in pages where !page.labels.isEmpty {
            set.sequences.append(page.features.map { line in line.compactMap { rows[$0.key] } })
            // `LineLabel.all` holds every label a `LineLabel` can be.
            set.labels.append(page.labels.map { label in
                guard let index = labelIndex[label] else { preconditionFailure("\(label.name) is not in LineLabel.all") }
                return index
            })
        }
        return trainer.train(set, labelNames: LineLabel.all.map(\.name), featureKeys: keys, metadata: metadata).pruned()
    }
}

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
            set.labels.append(page.labels.map { labelIndex[$0] ?? 0 })
        }
        return trainer.train(set, labelNames: LineLabel.all.map(\.name), featureKeys: keys, metadata: metadata).pruned()
    }
}

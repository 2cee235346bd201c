import LLRBLearning
import LLRBParser

/// Trains a `LinearChainCRF` from marked sequences: the weights that minimise the negative
/// conditional log-likelihood of the true labels plus `l2`·‖w‖²/2 plus `l1`·‖w‖₁, found by
/// L-BFGS (orthant-wise under L1, as CRFsuite's `lbfgs`, whose `c1` is `l1` and whose `c2`,
/// penalising c2·‖w‖², is `l2 / 2`).
///
/// Computed in Double from all-zero weights, the model stored in Float; the same set and
/// settings give a byte-identical `serialized()` model on every run, so that a model file can
/// be rebuilt and checked rather than trusted.
public struct CRFTrainer: Sendable {
    /// The L1 penalty (0 turns it off): most weights become exactly zero, so the pruned model
    /// stays small and keeps only features that earn their place.
    public var l1: Double
    /// The L2 penalty: keeps the remaining weights moderate, so that no feature seen in a few
    /// lines dominates.
    public var l2: Double
    /// The most iterations of the optimiser.
    public var maxIterations: Int
    /// Training stops when the objective improved by less than this fraction over the last
    /// ten iterations.
    public var tolerance: Double

    /// A trainer; the defaults are a starting point for cross-validation to tune, not tuned.
    public init(l1: Double = 0.1, l2: Double = 0.01, maxIterations: Int = 300, tolerance: Double = 1e-5) {
        self.l1 = l1
        self.l2 = l2
        self.maxIterations = maxIterations
        self.tolerance = tolerance
    }

    /// The model that fits `set`, whose rows index `featureKeys` and whose labels index
    /// `labelNames`; `metadata` is stored in it as given (the sets, their digest, settings).
    /// Rows whose weights all came out zero stay; `pruned()` drops them.
    public func train(
        _ set: CRFTrainingSet, labelNames: [String], featureKeys: [UInt64], metadata: String
    ) -> LinearChainCRF {
        precondition(!labelNames.isEmpty, "a CRF needs at least one label")
        let layout = ParameterLayout(labelCount: labelNames.count, featureCount: featureKeys.count)
        let objective = CRFObjective(set, layout: layout, l2: l2)
        let optimizer = OrthantWiseLBFGS(l1: l1, maxIterations: maxIterations, tolerance: tolerance)
        let weights = optimizer.minimize(from: [Double](repeating: 0, count: layout.count), objective.evaluate)
        func part(_ range: Range<Int>) -> [Float] { weights[range].map { Float($0) } }
        return LinearChainCRF(
            labels: labelNames, featureKeys: featureKeys,
            stateWeights: part(0..<layout.transitions), transitions: part(layout.transitions..<layout.start),
            startWeights: part(layout.start..<layout.end), endWeights: part(layout.end..<layout.count),
            metadata: metadata)
    }
}

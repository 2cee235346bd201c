import Foundation
import LLRBParser

/// A linear-chain conditional random field over a page's lines: the learned labeller's model.
///
/// Features are binary and named by a `UInt64` key computed elsewhere; the model owns a row of
/// weights (one per label) for each key it knows, and a caller turns a line's keys into rows once
/// (`row(of:)`) so that decoding works on small integers over flat arrays. Training lives in
/// `LLRBTraining`, outside the shipped binary; this type only scores, decodes and (de)serializes.
public struct LinearChainCRF: Sendable {
    /// Label names; a label's id is its index.
    public let labels: [String]
    /// The feature key that owns each row of `stateWeights`.
    public let featureKeys: [UInt64]
    /// `featureKeys.count × labels.count` weights, row-major: `[row * labels.count + label]`.
    public let stateWeights: [Float]
    /// `labels.count × labels.count` weights of one label following another: `[from * L + to]`.
    public let transitions: [Float]
    /// The weight of each label opening a sequence.
    public let startWeights: [Float]
    /// The weight of each label closing a sequence.
    public let endWeights: [Float]
    /// Free text (JSON) written by training: the sets, their digest and the settings.
    public let metadata: String

    /// Row of each feature key, built once so that looking a key up costs one hash.
    private let rowsByKey: [UInt64: Int32]

    /// A model from its parts. The arrays' sizes must agree with `labels` and `featureKeys`,
    /// and each key must be listed once: a model breaking either is a programming error.
    public init(
        labels: [String], featureKeys: [UInt64], stateWeights: [Float], transitions: [Float],
        startWeights: [Float], endWeights: [Float], metadata: String
    ) {
        let labelCount = labels.count
        precondition(labelCount > 0, "a CRF needs at least one label")
        precondition(stateWeights.count == featureKeys.count * labelCount, "one row of weights per feature key")
        precondition(transitions.count == labelCount * labelCount, "one transition weight per pair of labels")
        precondition(startWeights.count == labelCount && endWeights.count == labelCount, "one start and end weight per label")
        var rowsByKey = [UInt64: Int32](minimumCapacity: featureKeys.count)
        for (row, key) in featureKeys.enumerated() {
            precondition(rowsByKey.updateValue(Int32(row), forKey: key) == nil, "feature key \(key) listed twice")
        }
        self.labels = labels
        self.featureKeys = featureKeys
        self.stateWeights = stateWeights
        self.transitions = transitions
        self.startWeights = startWeights
        self.endWeights = endWeights
        self.metadata = metadata
        self.rowsByKey = rowsByKey
    }

    /// The row of weights for the feature `key`, or nil when the model never learned it (a
    /// feature unseen in training, or pruned because all its weights were zero).
    public func row(of key: UInt64) -> Int32? {
        rowsByKey[key]
    }

    /// The state score of each label at one position whose active feature rows are `rows`.
    /// Rows outside the model are ignored, as a feature the model does not know would be.
    public func scores(_ rows: [Int32]) -> [Float] {
        var score = [Float](repeating: 0, count: labels.count)
        score.withUnsafeMutableBufferPointer { addStateScores(of: rows, into: $0) }
        return score
    }

    /// The highest-scoring labelling of a sequence (Viterbi), `observations[i]` being the rows
    /// active at position `i`. `allowed(position, label)` returning false forbids that label
    /// there, so that a hard rule is a step of decoding rather than a pass that re-decides; a
    /// position where it forbids every label is left free, so that decoding always answers.
    /// Ties go to the lower label id.
    public func bestLabels(_ observations: [[Int32]], allowed: ((Int, Int) -> Bool)? = nil) -> [Int] {
        let count = observations.count
        let labelCount = labels.count
        guard count > 0 else { return [] }
        // best[i * L + y]: the score of the best labelling of positions 0...i ending in y.
        var best = stateScoreTable(observations)
        var backPointers = [Int32](repeating: 0, count: count * labelCount)
        var permitted = [Bool](repeating: true, count: labelCount)
        best.withUnsafeMutableBufferPointer { best in
            transitions.withUnsafeBufferPointer { transitions in
                for label in 0..<labelCount { best[label] += startWeights[label] }
                for position in 0..<count {
                    let here = position * labelCount, before = here - labelCount
                    if position > 0 {
                        for label in 0..<labelCount {
                            var top = -Float.infinity
                            var argument: Int32 = 0
                            for from in 0..<labelCount {
                                let candidate = best[before + from] + transitions[from * labelCount + label]
                                if candidate > top {
                                    top = candidate
                                    argument = Int32(from)
                                }
                            }
                            best[here + label] += top
                            backPointers[before + label] = argument
                        }
                    }
                    if let allowed, restrict(&permitted, at: position, by: allowed) {
                        for label in 0..<labelCount where !permitted[label] { best[here + label] = -.infinity }
                    }
                }
            }
        }
        let lastRow = (count - 1) * labelCount
        var last = 0
        for label in 1..<labelCount
        where best[lastRow + label] + endWeights[label] > best[lastRow + last] + endWeights[last] {
            last = label
        }
        var path = [Int](repeating: 0, count: count)
        path[count - 1] = last
        for position in stride(from: count - 1, to: 0, by: -1) {
            last = Int(backPointers[(position - 1) * labelCount + last])
            path[position - 1] = last
        }
        return path
    }

    /// The probability of each label at each position given the whole sequence
    /// (forward-backward in log space, so long sequences neither overflow nor underflow). Each
    /// row sums to 1; it is what a caller needs for a label's confidence or margin.
    public func marginals(_ observations: [[Int32]]) -> [[Float]] {
        let count = observations.count
        let labelCount = labels.count
        guard count > 0 else { return [] }
        let state = stateScoreTable(observations)
        var forward = [Double](repeating: 0, count: count * labelCount)
        var backward = [Double](repeating: 0, count: count * labelCount)
        var terms = [Double](repeating: 0, count: labelCount)
        for label in 0..<labelCount {
            forward[label] = Double(startWeights[label]) + Double(state[label])
            backward[(count - 1) * labelCount + label] = Double(endWeights[label])
        }
        for position in 1..<count {
            let here = position * labelCount, before = here - labelCount
            for label in 0..<labelCount {
                for from in 0..<labelCount {
                    terms[from] = forward[before + from] + Double(transitions[from * labelCount + label])
                }
                forward[here + label] = Self.logSumExp(terms) + Double(state[here + label])
            }
        }
        for position in stride(from: count - 2, through: 0, by: -1) {
            let here = position * labelCount, after = here + labelCount
            for label in 0..<labelCount {
                for to in 0..<labelCount {
                    terms[to] = Double(transitions[label * labelCount + to]) + Double(state[after + to]) + backward[after + to]
                }
                backward[here + label] = Self.logSumExp(terms)
            }
        }
        return (0..<count).map { position in
            let base = position * labelCount
            for label in 0..<labelCount { terms[label] = forward[base + label] + backward[base + label] }
            let logNorm = Self.logSumExp(terms)
            let probabilities = terms.map { Foundation.exp($0 - logNorm) }
            let total = probabilities.reduce(0, +)
            return probabilities.map { Float($0 / total) }
        }
    }

    /// The state scores of every position, `[position * L + label]`: one allocation for the
    /// whole sequence, which decoding then updates in place.
    private func stateScoreTable(_ observations: [[Int32]]) -> [Float] {
        let labelCount = labels.count
        var table = [Float](repeating: 0, count: observations.count * labelCount)
        table.withUnsafeMutableBufferPointer { table in
            for (position, rows) in observations.enumerated() {
                let start = position * labelCount
                addStateScores(of: rows, into: UnsafeMutableBufferPointer(rebasing: table[start..<start + labelCount]))
            }
        }
        return table
    }

    /// Adds the weights of `rows` to `score` (one entry a label); the inner loop of every
    /// decoding, so it runs over buffer pointers.
    private func addStateScores(of rows: [Int32], into score: UnsafeMutableBufferPointer<Float>) {
        let labelCount = labels.count
        let rowCount = UInt32(truncatingIfNeeded: featureKeys.count)
        stateWeights.withUnsafeBufferPointer { weights in
            for row in rows where UInt32(bitPattern: row) < rowCount {
                let start = Int(row) * labelCount
                for label in 0..<labelCount { score[label] += weights[start + label] }
            }
        }
    }

    /// Fills `permitted` with `allowed` at `position`; false when it forbids nothing, or
    /// everything (which is left free, see `bestLabels`), so that there is nothing to apply.
    private func restrict(_ permitted: inout [Bool], at position: Int, by allowed: (Int, Int) -> Bool) -> Bool {
        var permittedCount = 0
        for label in permitted.indices {
            permitted[label] = allowed(position, label)
            if permitted[label] { permittedCount += 1 }
        }
        return permittedCount > 0 && permittedCount < permitted.count
    }

    /// log Σ exp(terms), shifted by the largest term so that no exponential overflows.
    private static func logSumExp(_ terms: [Double]) -> Double {
        let top = terms.max() ?? -.infinity
        guard top.isFinite else { return top }
        var sum = 0.0
        for term in terms { sum += Foundation.exp(term - top) }
        return top + Foundation.log(sum)
    }
}

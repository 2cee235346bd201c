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

    /// Row of each feature key, built once so that looking a key up costs one probe.
    private let rowsByKey: FeatureRows
    /// Labels rounded up to a whole number of `SIMD8` lanes: decoding adds a row of weights, and
    /// weighs every label a line may follow, eight labels at a time.
    private let stride: Int
    /// `stateWeights` with each row padded with zeros to `stride` labels.
    private let paddedWeights: [SIMD8<Float>]
    /// `transitions` from each label, each row over the labels followed to padded to `stride`
    /// with zeros: `[from * stride + to]`, so that decoding weighs one label's transitions into
    /// every label eight at a time.
    private let transitionsFrom: [Float]

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
        precondition(featureKeys.count < Int(Int32.max), "a row number fits an Int32")
        precondition(startWeights.count == labelCount && endWeights.count == labelCount, "one start and end weight per label")
        let rowsByKey = FeatureRows(featureKeys)
        precondition(rowsByKey.duplicate == nil, "feature key \(rowsByKey.duplicate ?? 0) listed twice")
        let stride = (labelCount + 7) / 8 * 8
        var padded = [Float](repeating: 0, count: featureKeys.count * stride)
        var from = [Float](repeating: 0, count: labelCount * stride)
        for row in featureKeys.indices {
            for label in 0..<labelCount { padded[row * stride + label] = stateWeights[row * labelCount + label] }
        }
        for label in 0..<labelCount {
            for to in 0..<labelCount { from[label * stride + to] = transitions[label * labelCount + to] }
        }
        self.stride = stride
        self.paddedWeights = Self.vectors(padded)
        self.transitionsFrom = from
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
        rowsByKey.row(of: key)
    }

    /// The state score of each label at one position whose active feature rows are `rows`.
    /// Rows outside the model are ignored, as a feature the model does not know would be.
    public func scores(_ rows: [Int32]) -> [Float] {
        var score = [Float](repeating: 0, count: stride)
        score.withUnsafeMutableBufferPointer { addStateScores(of: rows, into: $0) }
        return Array(score.prefix(labels.count))
    }

    /// The highest-scoring labelling of a sequence (Viterbi), `observations[i]` being the rows
    /// active at position `i`. `allowed(position, label)` returning false forbids that label
    /// there, so that a hard rule is a step of decoding rather than a pass that re-decides; a
    /// position where it forbids every label is left free, so that decoding always answers.
    /// `follows[position](from, to)` returning false forbids label `to` at `position` right after
    /// `from`: a constraint on two lines at once (a headline's second line comes after its first);
    /// a position where it forbids every pair is left free too. Ties go to the lower label id.
    public func bestLabels(_ observations: [[Int32]], allowed: ((Int, Int) -> Bool)? = nil,
                           follows: [Int: (Int, Int) -> Bool] = [:]) -> [Int] {
        let count = observations.count
        let labelCount = labels.count
        guard count > 0 else { return [] }
        // best[i * stride + y]: the score of the best labelling of positions 0...i ending in y;
        // the lanes past the last label stay at -∞, so that no label follows one of them.
        var best = stateScoreTable(observations)
        // Each line's best predecessor is found again only along the best path (below), where
        // the forward pass keeps just the top score: except at positions decoded pair by pair.
        var pairedPointers: [Int: [Int32]] = [:]
        var permitted = [Bool](repeating: true, count: labelCount)
        let stride = stride
        let tops = UnsafeMutablePointer<Float>.allocate(capacity: stride)
        defer { tops.deallocate() }
        best.withUnsafeMutableBufferPointer { best in
            transitionsFrom.withUnsafeBufferPointer { buffer in
                // A bare pointer: indexing it lets the compiler vectorize the loop below.
                let transitionsFrom = buffer.baseAddress.unsafelyUnwrapped
                for label in 0..<labelCount { best[label] += startWeights[label] }
                for position in 0..<count {
                    let here = position * stride, before = here - stride
                    for lane in labelCount..<stride { best[here + lane] = -.infinity }
                    if position > 0, let follows = follows[position],
                       let pointers = Self.pairs(best, before: before, here: here, labelCount: labelCount,
                                                 transitions: transitions, allowed: follows) {
                        pairedPointers[position] = pointers
                    } else if position > 0 {
                        // Every label `from` in turn, its best score added to its transitions
                        // into all labels, eight at a time: each label's top.
                        for to in 0..<stride { tops[to] = -.infinity }
                        for from in 0..<labelCount {
                            let score = best[before + from]
                            let row = transitionsFrom + from * stride
                            // A select, not `max`, so that the compiler compares eight at a time.
                            for to in 0..<stride {
                                let sum = score + row[to]
                                tops[to] = sum > tops[to] ? sum : tops[to]
                            }
                        }
                        for label in 0..<labelCount { best[here + label] += tops[label] }
                    }
                    if let allowed, restrict(&permitted, at: position, by: allowed) {
                        for label in 0..<labelCount where !permitted[label] { best[here + label] = -.infinity }
                    }
                }
            }
        }
        let lastRow = (count - 1) * stride
        var last = 0
        for label in 1..<labelCount
        where best[lastRow + label] + endWeights[label] > best[lastRow + last] + endWeights[last] {
            last = label
        }
        var path = [Int](repeating: 0, count: count)
        path[count - 1] = last
        for position in Swift.stride(from: count - 1, to: 0, by: -1) {
            if let pointers = pairedPointers[position] {
                last = Int(pointers[last])
            } else {
                // The same sums the forward pass took the top of, in the same order: the first
                // `from` to reach the top, so that a tie goes to the lowest.
                let before = (position - 1) * stride
                var highest = -Float.infinity, argument = 0
                for from in 0..<labelCount {
                    let sum = best[before + from] + transitions[from * labelCount + last]
                    if sum > highest {
                        highest = sum
                        argument = from
                    }
                }
                last = argument
            }
            path[position - 1] = last
        }
        return path
    }

    /// One position of Viterbi where only the pairs `allowed(from, to)` may follow, label by
    /// label: each label's best predecessor; nil, writing nothing, when no pair may (the position
    /// is then decoded free).
    private static func pairs(_ best: UnsafeMutableBufferPointer<Float>, before: Int, here: Int, labelCount: Int,
                              transitions: [Float], allowed: (Int, Int) -> Bool) -> [Int32]? {
        var tops = [Float](repeating: -.infinity, count: labelCount)
        var arguments = [Int32](repeating: 0, count: labelCount)
        var any = false
        for label in 0..<labelCount {
            for from in 0..<labelCount where best[before + from] > -.infinity && allowed(from, label) {
                let candidate = best[before + from] + transitions[from * labelCount + label]
                if candidate > tops[label] {
                    tops[label] = candidate
                    arguments[label] = Int32(from)
                    any = true
                }
            }
        }
        guard any else { return nil }
        for label in 0..<labelCount { best[here + label] += tops[label] }
        return arguments
    }

    /// `floats` (a whole number of eights) as vectors of eight.
    private static func vectors(_ floats: [Float]) -> [SIMD8<Float>] {
        (0..<floats.count / 8).map { chunk in SIMD8(floats[chunk * 8..<chunk * 8 + 8]) }
    }

    /// The probability of each label at each position given the whole sequence
    /// (forward-backward in log space, so long sequences neither overflow nor underflow). Each
    /// row sums to 1; it is what a caller needs for a label's confidence or margin.
    public func marginals(_ observations: [[Int32]]) -> [[Float]] {
        let count = observations.count
        let labelCount = labels.count
        guard count > 0 else { return [] }
        let state = stateScoreTable(observations)
        let stride = stride
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
                forward[here + label] = Self.logSumExp(terms) + Double(state[position * stride + label])
            }
        }
        for position in Swift.stride(from: count - 2, through: 0, by: -1) {
            let here = position * labelCount, after = here + labelCount
            for label in 0..<labelCount {
                for to in 0..<labelCount {
                    terms[to] = Double(transitions[label * labelCount + to]) + Double(state[(position + 1) * stride + to]) + backward[after + to]
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

    /// The state scores of every position, `[position * stride + label]` (the lanes past the
    /// last label 0): one allocation for the whole sequence, which decoding then updates in place.
    private func stateScoreTable(_ observations: [[Int32]]) -> [Float] {
        var table = [Float](repeating: 0, count: observations.count * stride)
        table.withUnsafeMutableBufferPointer { table in
            for (position, rows) in observations.enumerated() {
                addStateScores(of: rows, into: UnsafeMutableBufferPointer(rebasing: table[position * stride..<(position + 1) * stride]))
            }
        }
        return table
    }

    /// Adds the weights of `rows` to `score` (`stride` entries, one a label), eight labels at a
    /// time: the inner loop of every decoding. Each lane sums its rows in their order, as one
    /// label at a time would.
    private func addStateScores(of rows: [Int32], into score: UnsafeMutableBufferPointer<Float>) {
        let chunks = stride / 8
        let rowCount = UInt32(truncatingIfNeeded: featureKeys.count)
        guard let base = score.baseAddress else { return }
        paddedWeights.withUnsafeBufferPointer { weights in
            for chunk in 0..<chunks {
                let address = UnsafeMutableRawPointer(base + chunk * 8)
                var sum = address.loadUnaligned(as: SIMD8<Float>.self)
                for row in rows where UInt32(bitPattern: row) < rowCount {
                    sum += weights[Int(row) * chunks + chunk]
                }
                address.storeBytes(of: sum, as: SIMD8<Float>.self)
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

import Foundation

/// One chunk of the training sequences and what summing them needs: its share of the
/// negative log-likelihood and of the gradient, and the scratch space of forward-backward,
/// allocated once for the longest sequence and reused by every evaluation.
///
/// `@unchecked Sendable` because `CRFObjective` hands each worker to exactly one thread of a
/// `concurrentPerform` and reads it only after that returns, so no two threads ever touch one
/// worker at once.
final class LikelihoodWorker: @unchecked Sendable {
    let sequences: Range<Int>
    private(set) var negativeLogLikelihood = 0.0
    /// This chunk's gradient, `layout.count` entries.
    let gradient: UnsafeMutableBufferPointer<Double>
    private let layout: ParameterLayout
    /// exp of each position's state scores less their largest, `[position * L + label]`.
    private let potential: UnsafeMutableBufferPointer<Double>
    /// The forward variables, each position's normalised to sum to 1 (Rabiner's scaling).
    private let forward: UnsafeMutableBufferPointer<Double>
    /// Each position's forward sum before normalising; their logs add up to log Z.
    private let scale: UnsafeMutableBufferPointer<Double>
    /// The backward variables of the position being summed (`current`) and the one after it.
    private let current: UnsafeMutableBufferPointer<Double>
    private let next: UnsafeMutableBufferPointer<Double>
    private let marginal: UnsafeMutableBufferPointer<Double>

    init(sequences: Range<Int>, layout: ParameterLayout, longest: Int) {
        func buffer(_ count: Int) -> UnsafeMutableBufferPointer<Double> {
            let buffer = UnsafeMutableBufferPointer<Double>.allocate(capacity: count)
            buffer.initialize(repeating: 0)
            return buffer
        }
        self.sequences = sequences
        self.layout = layout
        let labelCount = layout.labelCount
        gradient = buffer(layout.count)
        potential = buffer(longest * labelCount)
        forward = buffer(longest * labelCount)
        scale = buffer(longest)
        current = buffer(labelCount)
        next = buffer(labelCount)
        marginal = buffer(labelCount)
    }

    deinit {
        for buffer in [gradient, potential, forward, scale, current, next, marginal] { buffer.deallocate() }
    }

    /// Sets `negativeLogLikelihood` and `gradient` to this chunk's sums at `weights`.
    func accumulate(_ data: FlatSequences, weights: [Double], potentials: TransitionPotentials) {
        negativeLogLikelihood = 0
        gradient.update(repeating: 0)
        data.rows.withUnsafeBufferPointer { rows in
            data.rowStarts.withUnsafeBufferPointer { rowStarts in
                data.labels.withUnsafeBufferPointer { labels in
                    weights.withUnsafeBufferPointer { weights in
                        potentials.transitions.withUnsafeBufferPointer { transitions in
                            let inputs = Inputs(
                                rows: rows, rowStarts: rowStarts, labels: labels, weights: weights,
                                transitions: transitions, potentials: potentials)
                            for sequence in sequences {
                                let positions = data.sequenceStarts[sequence]..<data.sequenceStarts[sequence + 1]
                                negativeLogLikelihood += addGradient(of: positions, inputs)
                            }
                        }
                    }
                }
            }
        }
    }

    /// What every sequence reads, as buffer pointers, so that the loops below compile to plain
    /// loads and stores.
    private struct Inputs {
        let rows: UnsafeBufferPointer<Int32>
        let rowStarts: UnsafeBufferPointer<Int>
        let labels: UnsafeBufferPointer<Int32>
        let weights: UnsafeBufferPointer<Double>
        let transitions: UnsafeBufferPointer<Double>
        let potentials: TransitionPotentials
    }

    /// Adds the gradient of one sequence's negative log-likelihood to `gradient` and returns
    /// that negative log-likelihood: log Z less the score of the true labels, its gradient the
    /// expected feature counts less the observed ones. Computed with the scaled
    /// (probability-space) forward-backward, whose inner loops are multiply-adds where the log
    /// space needs an exponential per term; the shifts keep every exponential finite.
    private func addGradient(of positions: Range<Int>, _ inputs: Inputs) -> Double {
        let L = layout.labelCount
        let count = positions.count
        guard count > 0 else { return 0 }
        let (weights, transition) = (inputs.weights, inputs.transitions)
        let (start, end, trans) = (layout.start, layout.end, layout.transitions)
        func truth(_ i: Int) -> Int { Int(inputs.labels[positions.lowerBound + i]) }
        func rows(at i: Int) -> Range<Int> {
            inputs.rowStarts[positions.lowerBound + i]..<inputs.rowStarts[positions.lowerBound + i + 1]
        }

        // State scores, their exponentials, and the score of the true labels.
        var logZ = inputs.potentials.logShift(length: count)
        var trueScore = weights[start + truth(0)] + weights[end + truth(count - 1)]
        for i in 1..<count { trueScore += weights[trans + truth(i - 1) * L + truth(i)] }
        for i in 0..<count {
            let here = i * L
            for y in 0..<L { potential[here + y] = 0 }
            for k in rows(at: i) {
                let row = Int(inputs.rows[k]) * L
                for y in 0..<L { potential[here + y] += weights[row + y] }
            }
            trueScore += potential[here + truth(i)]
            var top = potential[here]
            for y in 1..<L { top = max(top, potential[here + y]) }
            logZ += top
            for y in 0..<L { potential[here + y] = exp(potential[here + y] - top) }
        }

        // Forward, each position normalised to sum to 1.
        for i in 0..<count {
            let here = i * L
            if i == 0 {
                for y in 0..<L { forward[y] = inputs.potentials.start[y] * potential[y] }
            } else {
                for y in 0..<L { forward[here + y] = 0 }
                for from in 0..<L {
                    let alpha = forward[here - L + from]
                    for y in 0..<L { forward[here + y] += alpha * transition[from * L + y] }
                }
                for y in 0..<L { forward[here + y] *= potential[here + y] }
            }
            var sum = 0.0
            for y in 0..<L { sum += forward[here + y] }
            scale[i] = sum
            for y in 0..<L { forward[here + y] /= sum }
            logZ += log(sum)
        }
        var closing = 0.0
        for y in 0..<L { closing += forward[(count - 1) * L + y] * inputs.potentials.end[y] }
        logZ += log(closing)
        guard logZ.isFinite else { return .infinity }

        // Backward, fused with the expected counts: p(y_i-1 = a, y_i = b) is
        // forward_i-1[a] · transition[a][b] · after[b] / closing, after[b] being
        // potential_i[b] · backward_i[b] / scale_i, and its terms summed over b are backward_i-1[a].
        for y in 0..<L { current[y] = inputs.potentials.end[y] }
        for i in stride(from: count - 1, through: 0, by: -1) {
            let here = i * L
            for y in 0..<L { marginal[y] = forward[here + y] * current[y] / closing }
            for k in rows(at: i) {
                let row = Int(inputs.rows[k]) * L
                for y in 0..<L { gradient[row + y] += marginal[y] }
                gradient[row + truth(i)] -= 1
            }
            if i == count - 1 {
                for y in 0..<L { gradient[end + y] += marginal[y] }
                gradient[end + truth(i)] -= 1
            }
            if i == 0 {
                for y in 0..<L { gradient[start + y] += marginal[y] }
                gradient[start + truth(0)] -= 1
                break
            }
            gradient[trans + truth(i - 1) * L + truth(i)] -= 1
            for y in 0..<L { next[y] = current[y] * potential[here + y] / scale[i] }
            for from in 0..<L {
                let weight = forward[here - L + from] / closing
                let row = from * L
                var sum = 0.0
                for y in 0..<L {
                    let term = transition[row + y] * next[y]
                    sum += term
                    gradient[trans + row + y] += weight * term
                }
                current[from] = sum
            }
        }
        return logZ - trueScore
    }
}

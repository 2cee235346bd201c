import Dispatch
import Foundation

/// Where each kind of weight sits in the one flat vector the optimiser sees: state weights,
/// then transitions, start and end weights, the model's own order, so that turning the vector
/// into a model is four slices.
struct ParameterLayout: Sendable {
    let labelCount: Int
    let featureCount: Int

    var transitions: Int { featureCount * labelCount }
    var start: Int { transitions + labelCount * labelCount }
    var end: Int { start + labelCount }
    var count: Int { end + labelCount }
}

/// The training sequences flattened into a few integer arrays, so that a worker walks memory
/// in order instead of chasing three levels of nested arrays.
struct FlatSequences: Sendable {
    /// The rows active at every position, position after position.
    var rows: [Int32] = []
    /// Position `p`'s rows are `rows[rowStarts[p]..<rowStarts[p + 1]]`.
    var rowStarts: [Int] = [0]
    /// The true label of every position.
    var labels: [Int32] = []
    /// Sequence `s`'s positions are `sequenceStarts[s]..<sequenceStarts[s + 1]`.
    var sequenceStarts: [Int] = [0]

    /// The set flattened; it must fit `layout` (a label or row outside it is a caller's bug).
    init(_ set: CRFTrainingSet, layout: ParameterLayout) {
        precondition(set.sequences.count == set.labels.count, "one label sequence per feature sequence")
        for (sequence, labels) in zip(set.sequences, set.labels) {
            precondition(sequence.count == labels.count, "one label per position")
            for (rows, label) in zip(sequence, labels) {
                precondition((0..<layout.labelCount).contains(label), "label \(label) outside the label names")
                for row in rows {
                    precondition((0..<Int32(layout.featureCount)).contains(row), "row \(row) outside the feature keys")
                }
                self.rows.append(contentsOf: rows)
                rowStarts.append(self.rows.count)
                self.labels.append(Int32(label))
            }
            sequenceStarts.append(self.labels.count)
        }
    }

    var sequenceCount: Int { sequenceStarts.count - 1 }
}

/// The function training minimises, short of its L1 term (which the optimiser owns): the
/// negative conditional log-likelihood of the true labels plus `l2`·‖w‖²/2, with its gradient.
///
/// The sequences are cut once into a fixed number of contiguous chunks of about equal length,
/// summed by `DispatchQueue.concurrentPerform` and added in chunk order: the split depends on
/// the data alone, never on the cores or the scheduling, so the sums, and the model, are the
/// same bits on every run on one platform (exp and log come from its C library).
struct CRFObjective {
    let layout: ParameterLayout
    let l2: Double
    private let data: FlatSequences
    private let workers: [LikelihoodWorker]

    /// Enough chunks to keep two cores busy when sequence lengths differ, few enough that
    /// adding the chunks' gradients costs little next to computing them.
    static let chunkCount = 8

    init(_ set: CRFTrainingSet, layout: ParameterLayout, l2: Double) {
        self.layout = layout
        self.l2 = l2
        data = FlatSequences(set, layout: layout)
        let starts = data.sequenceStarts
        var longest = 0
        for sequence in 0..<data.sequenceCount { longest = max(longest, starts[sequence + 1] - starts[sequence]) }
        var workers: [LikelihoodWorker] = []
        var first = 0
        let total = data.labels.count
        let chunks = min(Self.chunkCount, data.sequenceCount)
        for chunk in 0..<chunks {
            var end = first
            let target = total * (chunk + 1) / chunks
            while end < data.sequenceCount && (end == first || starts[end] < target) { end += 1 }
            if chunk == chunks - 1 { end = data.sequenceCount }
            workers.append(LikelihoodWorker(sequences: first..<end, layout: layout, longest: longest))
            first = end
        }
        self.workers = workers.filter { !$0.sequences.isEmpty }
    }

    /// The objective at `weights`, its gradient written to `gradient` (resized to fit). +∞ when
    /// weights thousands apart underflow a sequence's scaled forward pass, which makes a line
    /// search step back. One evaluation at a time: the workers' buffers are reused.
    func evaluate(_ weights: [Double], gradient: inout [Double]) -> Double {
        let potentials = TransitionPotentials(weights, layout: layout)
        let workers = self.workers
        let data = self.data
        DispatchQueue.concurrentPerform(iterations: workers.count) { index in
            workers[index].accumulate(data, weights: weights, potentials: potentials)
        }
        var value = 0.0
        gradient = [Double](repeating: 0, count: layout.count)
        gradient.withUnsafeMutableBufferPointer { gradient in
            for worker in workers {
                value += worker.negativeLogLikelihood
                let part = worker.gradient
                for index in 0..<gradient.count { gradient[index] += part[index] }
            }
            weights.withUnsafeBufferPointer { weights in
                for index in 0..<gradient.count {
                    value += 0.5 * l2 * weights[index] * weights[index]
                    gradient[index] += l2 * weights[index]
                }
            }
        }
        return value
    }
}

/// exp of the transition, start and end weights, each shifted by its largest so that none
/// overflows; computed once per evaluation and shared by every sequence. `logShift(length:)`
/// adds the shifts back to a sequence's log-normaliser.
struct TransitionPotentials: Sendable {
    let transitions: [Double]
    let start: [Double]
    let end: [Double]
    private let shifts: (transition: Double, start: Double, end: Double)

    init(_ weights: [Double], layout: ParameterLayout) {
        func exponentials(_ range: Range<Int>) -> (values: [Double], shift: Double) {
            let shift = weights[range].max() ?? 0
            return (weights[range].map { exp($0 - shift) }, shift)
        }
        let transitions = exponentials(layout.transitions..<layout.start)
        let start = exponentials(layout.start..<layout.end)
        let end = exponentials(layout.end..<layout.count)
        self.transitions = transitions.values
        self.start = start.values
        self.end = end.values
        shifts = (transitions.shift, start.shift, end.shift)
    }

    func logShift(length: Int) -> Double {
        shifts.start + shifts.end + Double(length - 1) * shifts.transition
    }
}

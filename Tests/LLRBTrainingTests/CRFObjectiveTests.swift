import XCTest
import Foundation
@testable import LLRBTraining

/// The objective training minimises, against its definition: the gradient against finite
/// differences of the value, and the value against the likelihood summed over every labelling.
final class CRFObjectiveTests: XCTestCase {
    private let layout = ParameterLayout(labelCount: 3, featureCount: 4)

    /// Sequences of one to four positions, one with no features at all, and rows repeated.
    private let set = CRFTrainingSet(
        sequences: [[[0, 1]], [[2], [0, 3], []], [[1, 1], [2], [3], [0]], [[3], [2, 0]]],
        labels: [[2], [0, 1, 1], [2, 0, 0, 1], [1, 2]])

    private func randomWeights(seed: UInt64, scale: Double) -> [Double] {
        var random = CRFRandom(seed: seed)
        return (0..<layout.count).map { _ in (random.unit() * 2 - 1) * scale }
    }

    func testGradientMatchesFiniteDifferences() {
        let objective = CRFObjective(set, layout: layout, l2: 0.3)
        let weights = randomWeights(seed: 11, scale: 1.5)
        var gradient: [Double] = []
        _ = objective.evaluate(weights, gradient: &gradient)
        XCTAssertEqual(gradient.count, layout.count)
        var ignored: [Double] = []
        let step = 1e-6
        for index in weights.indices {
            var plus = weights, minus = weights
            plus[index] += step
            minus[index] -= step
            let difference = (objective.evaluate(plus, gradient: &ignored) - objective.evaluate(minus, gradient: &ignored)) / (2 * step)
            XCTAssertEqual(gradient[index], difference, accuracy: 1e-6 * max(1, abs(difference)), "weight \(index)")
        }
    }

    func testValueIsTheNegativeLogLikelihoodOverEveryLabelling() {
        let l2 = 0.25
        let objective = CRFObjective(set, layout: layout, l2: l2)
        let weights = randomWeights(seed: 12, scale: 3)
        var gradient: [Double] = []
        var expected = l2 / 2 * weights.reduce(0) { $0 + $1 * $1 }
        for (rows, labels) in zip(set.sequences, set.labels) {
            let all = (0..<rows.count).reduce([[Int]]()) { partial, _ in
                (partial.isEmpty ? [[]] : partial).flatMap { prefix in (0..<layout.labelCount).map { prefix + [$0] } }
            }
            let logZ = log(all.reduce(0) { $0 + exp(score($1, rows, weights)) })
            expected += logZ - score(labels, rows, weights)
        }
        XCTAssertEqual(objective.evaluate(weights, gradient: &gradient), expected, accuracy: 1e-9 * abs(expected))
    }

    /// State scores whose exponentials overflow a Double (e^800) still give a finite value and
    /// gradient: each position's scores are shifted by their largest before exp.
    func testStateScoresBeyondExpRangeGiveAFiniteValue() {
        let objective = CRFObjective(set, layout: layout, l2: 0)
        var weights = [Double](repeating: 0, count: layout.count)
        for row in 0..<layout.featureCount { weights[row * layout.labelCount] = 400 }
        var gradient: [Double] = []
        let value = objective.evaluate(weights, gradient: &gradient)
        XCTAssertTrue(value.isFinite)
        XCTAssertGreaterThan(value, 800)
        XCTAssertTrue(gradient.allSatisfy(\.isFinite))
    }

    /// Weights thousands apart, far beyond what regularised training reaches, may underflow
    /// the scaled recursion: the value is then +∞, which a line search steps back from, never NaN.
    func testAbsurdWeightsGiveInfinityNotNaN() {
        let objective = CRFObjective(set, layout: layout, l2: 0)
        var gradient: [Double] = []
        for seed in 0..<20 as Range<UInt64> {
            let value = objective.evaluate(randomWeights(seed: seed, scale: 2000), gradient: &gradient)
            XCTAssertTrue(value.isFinite || value == .infinity, "seed \(seed): \(value)")
        }
    }

    func testTheSumDoesNotDependOnTheChunking() {
        var data = CRFSyntheticData(seed: 14)
        let set = data.set(sequences: 37, lengths: 1...9)
        let layout = ParameterLayout(labelCount: CRFSyntheticData.labelCount, featureCount: CRFSyntheticData.featureCount)
        let weights = (0..<layout.count).map { sin(Double($0)) }
        var whole: [Double] = [], sum = [Double](repeating: 0, count: layout.count), part: [Double] = []
        let value = CRFObjective(set, layout: layout, l2: 0).evaluate(weights, gradient: &whole)
        var summed = 0.0
        for (rows, labels) in zip(set.sequences, set.labels) {
            let single = CRFTrainingSet(sequences: [rows], labels: [labels])
            summed += CRFObjective(single, layout: layout, l2: 0).evaluate(weights, gradient: &part)
            for index in sum.indices { sum[index] += part[index] }
        }
        XCTAssertEqual(value, summed, accuracy: 1e-9 * value)
        for index in sum.indices { XCTAssertEqual(whole[index], sum[index], accuracy: 1e-9) }
    }

    private func score(_ labels: [Int], _ rows: [[Int32]], _ weights: [Double]) -> Double {
        let L = layout.labelCount
        var total = weights[layout.start + labels[0]] + weights[layout.end + labels[labels.count - 1]]
        for (position, label) in labels.enumerated() {
            for row in rows[position] { total += weights[Int(row) * L + label] }
            if position > 0 { total += weights[layout.transitions + labels[position - 1] * L + label] }
        }
        return total
    }
}

import XCTest
import LLRBLearning
import LLRBParser

/// The learned labeller's decoding checked against the definition it implements: every
/// labelling of a small sequence enumerated and scored, on random models; and its model file
/// read back exactly, with every damaged file refused by an error rather than a trap.
final class LinearChainCRFTests: XCTestCase {
    func testViterbiFindsTheHighestScoringLabelling() {
        Self.forEachRandomModel(seed: 1) { model, observations, random in
            let path = model.bestLabels(observations)
            let best = Self.bestScore(observations, model) ?? 0
            XCTAssertEqual(path.count, observations.count)
            XCTAssertEqual(Self.score(path, observations, model), best, accuracy: 1e-4)
        }
    }

    /// Decoding weighs eight labels at a time: with more labels than eight (the learned reader
    /// has 23), the best labelling over lanes of several vectors and a last one part empty.
    func testViterbiFindsTheHighestScoringLabellingOverMoreLabelsThanOneVectorHolds() {
        var random = CRFRandom(seed: 9)
        for labelCount in [8, 9, 11, 17] {
            for _ in 0..<20 {
                let model = Self.randomModel(&random, labelCount: labelCount)
                let observations = Array(Self.randomObservations(for: model, &random).prefix(3))
                let path = model.bestLabels(observations)
                let best = Self.bestScore(observations, model) ?? 0
                XCTAssertEqual(Self.score(path, observations, model), best, accuracy: 1e-4, "\(labelCount) labels")
                XCTAssertEqual(model.scores(observations[0]).count, labelCount)
            }
        }
    }

    /// Decoding eight labels at a time reads exactly as one label at a time: the same path,
    /// ties (weights of -1, 0 and 1) going to the lowest label id, for label counts around
    /// whole vectors and sequences longer than enumeration can check.
    func testViterbiDecodesAsALabelAtATimeWould() {
        var random = CRFRandom(seed: 10)
        for labelCount in [1, 7, 8, 9, 16, 23, 24, 25] {
            for round in 0..<10 {
                let features = 5
                func weights(_ count: Int) -> [Float] {
                    (0..<count).map { _ in round % 2 == 0 ? random.uniform(-2, 2) : Float(Int(random.next() % 3) - 1) }
                }
                let model = LinearChainCRF(
                    labels: (0..<labelCount).map { "label-\($0)" }, featureKeys: (0..<features).map { UInt64($0 + 1) << 48 },
                    stateWeights: weights(features * labelCount), transitions: weights(labelCount * labelCount),
                    startWeights: weights(labelCount), endWeights: weights(labelCount), metadata: "")
                let observations = (0..<Int(random.next() % 30) + 1).map { _ in
                    (0..<Int(random.next() % 4)).map { _ in Int32(random.next() % UInt64(features)) }
                }
                XCTAssertEqual(model.bestLabels(observations), Self.viterbiALabelAtATime(model, observations), "\(labelCount) labels")
            }
        }
    }

    func testViterbiKeepsToTheAllowedLabels() {
        Self.forEachRandomModel(seed: 2) { model, observations, random in
            let labelCount = model.labels.count
            var permitted = (0..<observations.count).map { _ in (0..<labelCount).map { _ in random.next() % 3 != 0 } }
            for position in permitted.indices where !permitted[position].contains(true) {
                permitted[position][Int(random.next() % UInt64(labelCount))] = true
            }
            let path = model.bestLabels(observations) { permitted[$0][$1] }
            XCTAssertTrue(path.enumerated().allSatisfy { permitted[$0][$1] }, "\(path) breaks \(permitted)")
            let best = Self.bestScore(observations, model) { $0.enumerated().allSatisfy { permitted[$0][$1] } } ?? 0
            XCTAssertEqual(Self.score(path, observations, model), best, accuracy: 1e-4)
        }
    }

    /// A constraint on pairs (label `to` at a position only after certain labels) gives the best
    /// labelling among those that keep it; a position where no pair may follow is left free.
    func testViterbiKeepsToTheAllowedPairs() {
        Self.forEachRandomModel(seed: 11) { model, observations, random in
            let labelCount = model.labels.count
            guard observations.count > 1 else { return }
            let position = Int(random.next() % UInt64(observations.count - 1)) + 1
            let mask = (0..<labelCount * labelCount).map { _ in random.next() % 3 != 0 }
            let path = model.bestLabels(observations, follows: [position: { mask[$0 * labelCount + $1] }])
            guard let best = Self.bestScore(observations, model, keeping: { mask[$0[position - 1] * labelCount + $0[position]] }) else {
                XCTAssertEqual(path, model.bestLabels(observations))
                return
            }
            XCTAssertTrue(mask[path[position - 1] * labelCount + path[position]], "\(path) breaks the pair at \(position)")
            XCTAssertEqual(Self.score(path, observations, model), best, accuracy: 1e-4)
        }
    }

    func testAPositionWhereEveryLabelIsForbiddenIsLeftFree() {
        var random = CRFRandom(seed: 3)
        let model = Self.randomModel(&random, labelCount: 3)
        let observations: [[Int32]] = [[0], [1, 2], [3]]
        let free = model.bestLabels(observations)
        XCTAssertEqual(model.bestLabels(observations) { position, _ in position != 1 }, free)
    }

    func testMarginalsEqualTheEnumeratedProbabilities() {
        Self.forEachRandomModel(seed: 4) { model, observations, random in
            let labelCount = model.labels.count
            var expected = [[Double]](repeating: [Double](repeating: 0, count: labelCount), count: observations.count)
            var total = 0.0
            for labelling in Self.allLabellings(count: observations.count, labelCount: labelCount) {
                let weight = exp(Double(Self.score(labelling, observations, model)))
                total += weight
                for (position, label) in labelling.enumerated() { expected[position][label] += weight }
            }
            let marginals = model.marginals(observations)
            XCTAssertEqual(marginals.count, observations.count)
            for (row, expectedRow) in zip(marginals, expected) {
                XCTAssertEqual(row.reduce(0, +), 1, accuracy: 1e-5)
                for (probability, weight) in zip(row, expectedRow) {
                    XCTAssertEqual(Double(probability), weight / total, accuracy: 1e-5)
                }
            }
        }
    }

    func testMarginalsStayFiniteUnderHugeWeights() {
        let model = LinearChainCRF(
            labels: ["a", "b"], featureKeys: [7], stateWeights: [900, -900], transitions: [0, 800, -800, 0],
            startWeights: [0, 0], endWeights: [0, 0], metadata: "")
        let marginals = model.marginals(Array(repeating: [0], count: 200))
        XCTAssertTrue(marginals.allSatisfy { $0.allSatisfy(\.isFinite) })
        XCTAssertEqual(marginals[100][0], 1, accuracy: 1e-6)
    }

    func testEmptySequencesGiveEmptyResults() {
        var random = CRFRandom(seed: 5)
        let model = Self.randomModel(&random)
        XCTAssertEqual(model.bestLabels([]), [])
        XCTAssertEqual(model.marginals([]).count, 0)
    }

    func testScoresAddTheWeightsOfTheRowsAndIgnoreRowsOutsideTheModel() {
        let model = LinearChainCRF(
            labels: ["a", "b"], featureKeys: [10, 20], stateWeights: [1, 2, 0.5, -1], transitions: [0, 0, 0, 0],
            startWeights: [0, 0], endWeights: [0, 0], metadata: "")
        XCTAssertEqual(model.row(of: 20), 1)
        XCTAssertNil(model.row(of: 30))
        XCTAssertEqual(model.scores([0, 1]), [1.5, 1])
        XCTAssertEqual(model.scores([1, 2, -1, .max]), [0.5, -1])
        XCTAssertEqual(model.scores([]), [0, 0])
    }

    func testSerializedModelReadsBackExactly() throws {
        var random = CRFRandom(seed: 6)
        let model = Self.randomModel(&random, labelCount: 4, metadata: #"{"sets":["a","b"],"说明":"吕梁"}"#)
        let bytes = model.serialized()
        let read = try LinearChainCRF(serialized: bytes)
        XCTAssertEqual(read.labels, model.labels)
        XCTAssertEqual(read.featureKeys, model.featureKeys)
        XCTAssertEqual(read.stateWeights, model.stateWeights)
        XCTAssertEqual(read.transitions, model.transitions)
        XCTAssertEqual(read.startWeights, model.startWeights)
        XCTAssertEqual(read.endWeights, model.endWeights)
        XCTAssertEqual(read.metadata, model.metadata)
        XCTAssertEqual(read.row(of: model.featureKeys[3]), 3)
        XCTAssertEqual(read.serialized(), bytes)
        XCTAssertEqual(try LinearChainCRF(serialized: bytes[...]).serialized(), bytes)
    }

    func testEveryTruncatedModelIsRefused() {
        var random = CRFRandom(seed: 7)
        let bytes = Self.randomModel(&random, labelCount: 2, metadata: "{}").serialized()
        for length in 0..<bytes.count {
            XCTAssertThrowsError(try LinearChainCRF(serialized: bytes.prefix(length)), "length \(length)")
        }
    }

    func testDamagedModelsAreRefusedWithTheReason() {
        var random = CRFRandom(seed: 8)
        let bytes = Self.randomModel(&random, labelCount: 3).serialized()
        func error(_ damage: (inout [UInt8]) -> Void) -> ModelFormatError? {
            var damaged = bytes
            damage(&damaged)
            do {
                _ = try LinearChainCRF(serialized: damaged)
                return nil
            } catch {
                return error
            }
        }
        XCTAssertEqual(error { $0[0] = UInt8(ascii: "X") }, .wrongMagic)
        XCTAssertEqual(error { $0 = Array("not a model at all".utf8) }, .wrongMagic)
        XCTAssertEqual(error { $0[8] = 2 }, .unsupportedVersion(2))
        XCTAssertEqual(error { $0[12] = 0 }, .implausibleCounts(labels: 0, features: 6))
        XCTAssertEqual(error { $0[16...19] = [0xFF, 0xFF, 0xFF, 0xFF] }, .implausibleCounts(labels: 3, features: 0xFFFF_FFFF))
        XCTAssertEqual(error { $0[16...19] = [0xFF, 0xFF, 0xFF, 0x00] }, .truncated(part: "feature keys"))
        XCTAssertEqual(error { $0[20...23] = [0xFF, 0xFF, 0x00, 0x00] }, .truncated(part: "metadata"))
        XCTAssertNotNil(error { $0[12...15] = [0xFF, 0xFF, 0xFF, 0x7F] })
        XCTAssertEqual(error { $0[24] = 0xFF }, .truncated(part: "label names"))
        XCTAssertEqual(error { $0.append(0) }, .trailingBytes(count: 1))
        guard case .checksumMismatch = error({ $0[$0.count - 8] ^= 0x01 }) else {
            return XCTFail("a flipped weight bit must fail the checksum")
        }
        XCTAssertTrue(ModelFormatError.truncated(part: "state weights").description.contains("retrain"))
    }

    /// Damage anywhere, the checksum then made to match, so that the structure is what is
    /// checked: every result is a model or an error, never a trap or a runaway allocation.
    func testRandomlyDamagedModelsWithAValidChecksumNeverTrap() {
        var random = CRFRandom(seed: 9)
        let bytes = Self.randomModel(&random, labelCount: 3, metadata: "{}").serialized()
        var refused = 0
        for _ in 0..<3000 {
            var damaged = Array(bytes.dropLast(4))
            for _ in 0..<Int(random.next() % 3) + 1 {
                let inHeader = random.next() % 2 == 0
                let index = Int(random.next() % UInt64(inHeader ? 40 : damaged.count))
                damaged[index] = UInt8(truncatingIfNeeded: random.next())
            }
            var checksum = Self.crc32(damaged).littleEndian
            damaged.append(contentsOf: withUnsafeBytes(of: &checksum) { Array($0) })
            if (try? LinearChainCRF(serialized: damaged)) == nil { refused += 1 }
        }
        XCTAssertGreaterThan(refused, 1000)
    }

    // MARK: - Brute force and random models

    /// CRC-32 (IEEE), written again here so that the test does not trust the code it checks.
    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    /// The score of `labels` by the model's definition, summed in Double.
    private static func score(_ labels: [Int], _ observations: [[Int32]], _ model: LinearChainCRF) -> Double {
        let labelCount = model.labels.count
        var total = 0.0
        for (position, label) in labels.enumerated() {
            for row in observations[position] { total += Double(model.stateWeights[Int(row) * labelCount + label]) }
            total += Double(position == 0 ? model.startWeights[label] : model.transitions[labels[position - 1] * labelCount + label])
        }
        if let last = labels.last { total += Double(model.endWeights[last]) }
        return total
    }

    /// Viterbi as it is defined, one label at a time over plain arrays, ties to the lower id.
    private static func viterbiALabelAtATime(_ model: LinearChainCRF, _ observations: [[Int32]]) -> [Int] {
        let labelCount = model.labels.count
        var best = observations.map { rows in
            (0..<labelCount).map { label in rows.reduce(Float(0)) { $0 + model.stateWeights[Int($1) * labelCount + label] } }
        }
        for label in 0..<labelCount { best[0][label] += model.startWeights[label] }
        var back = [[Int]](repeating: [Int](repeating: 0, count: labelCount), count: observations.count)
        for position in 1..<max(1, observations.count) {
            for label in 0..<labelCount {
                var top = -Float.infinity, argument = 0
                for from in 0..<labelCount where best[position - 1][from] + model.transitions[from * labelCount + label] > top {
                    top = best[position - 1][from] + model.transitions[from * labelCount + label]
                    argument = from
                }
                best[position][label] += top
                back[position][label] = argument
            }
        }
        var last = 0
        let final = best[observations.count - 1]
        for label in 1..<max(1, labelCount) where final[label] + model.endWeights[label] > final[last] + model.endWeights[last] {
            last = label
        }
        var path = [last]
        for position in stride(from: observations.count - 1, to: 0, by: -1) {
            last = back[position][last]
            path.insert(last, at: 0)
        }
        return path
    }

    /// The highest score of the labellings of `observations` that `keeping` lets through, every
    /// one enumerated: nil when it lets none.
    private static func bestScore(_ observations: [[Int32]], _ model: LinearChainCRF,
                                  keeping: ([Int]) -> Bool = { _ in true }) -> Double? {
        allLabellings(count: observations.count, labelCount: model.labels.count).filter(keeping)
            .map { score($0, observations, model) }.max()
    }

    private static func allLabellings(count: Int, labelCount: Int) -> [[Int]] {
        (0..<count).reduce([[]]) { partial, _ in partial.flatMap { prefix in (0..<labelCount).map { prefix + [$0] } } }
    }

    /// Runs `body` on 200 random models and a random sequence for each, drawn from `seed`.
    private static func forEachRandomModel(seed: UInt64, _ body: (LinearChainCRF, [[Int32]], inout CRFRandom) -> Void) {
        var random = CRFRandom(seed: seed)
        for _ in 0..<200 {
            let model = randomModel(&random)
            let observations = randomObservations(for: model, &random)
            body(model, observations, &random)
        }
    }

    private static func randomModel(_ random: inout CRFRandom, labelCount: Int? = nil, metadata: String = "") -> LinearChainCRF {
        let labels = labelCount ?? Int(random.next() % 4) + 1
        let features = 6
        func weights(_ count: Int) -> [Float] { (0..<count).map { _ in random.uniform(-2, 2) } }
        return LinearChainCRF(
            labels: (0..<labels).map { "label-\($0)" }, featureKeys: (0..<features).map { UInt64($0) &* 0x9E37_79B9_7F4A_7C15 },
            stateWeights: weights(features * labels), transitions: weights(labels * labels),
            startWeights: weights(labels), endWeights: weights(labels), metadata: metadata)
    }

    private static func randomObservations(for model: LinearChainCRF, _ random: inout CRFRandom) -> [[Int32]] {
        let length = Int(random.next() % 5) + 1
        return (0..<length).map { _ in
            (0..<Int(random.next() % 4)).map { _ in Int32(random.next() % UInt64(model.featureKeys.count)) }
        }
    }
}

import XCTest
import LLRBLearning
import LLRBParser
import LLRBTraining

/// Training end to end on sequences from a known process: it must learn the labels, give the
/// same bytes every time, and let L1 zero most weights.
final class CRFTrainerTests: XCTestCase {
    private func train(_ trainer: CRFTrainer, seed: UInt64 = 21) -> (LinearChainCRF, held: CRFTrainingSet) {
        var data = CRFSyntheticData(seed: seed)
        let training = data.set(sequences: 120, lengths: 5...30)
        let held = data.set(sequences: 40, lengths: 5...30)
        let model = trainer.train(
            training, labelNames: CRFSyntheticData.labelNames, featureKeys: CRFSyntheticData.featureKeys,
            metadata: #"{"set":"synthetic"}"#)
        return (model, held)
    }

    private func accuracy(_ model: LinearChainCRF, on set: CRFTrainingSet) -> Double {
        var right = 0, total = 0
        for (rows, labels) in zip(set.sequences, set.labels) {
            for (found, truth) in zip(model.bestLabels(rows), labels) {
                right += found == truth ? 1 : 0
                total += 1
            }
        }
        return Double(right) / Double(total)
    }

    func testTrainedModelRecoversTheLabelsOfHeldOutSequences() {
        let (model, held) = train(CRFTrainer(l1: 0.05, l2: 0.01))
        // Chance is 0.25; each position's features alone give about 0.8, the chain adds to it.
        XCTAssertGreaterThan(accuracy(model, on: held), 0.85)
        XCTAssertEqual(model.labels, CRFSyntheticData.labelNames)
        XCTAssertEqual(model.metadata, #"{"set":"synthetic"}"#)
        let sticky = (0..<4).map { model.transitions[$0 * 4 + $0] }
        let leaving = (0..<4).flatMap { from in (0..<4).filter { $0 != from }.map { model.transitions[from * 4 + $0] } }
        XCTAssertGreaterThan(sticky.min() ?? 0, leaving.max() ?? 0, "staying on a label is the likeliest transition")
    }

    func testTrainingTwiceGivesByteIdenticalModels() {
        let trainer = CRFTrainer(l1: 0.05, l2: 0.01)
        XCTAssertEqual(train(trainer).0.serialized(), train(trainer).0.serialized())
        let plain = CRFTrainer(l1: 0, l2: 0.1)
        XCTAssertEqual(train(plain).0.serialized(), train(plain).0.serialized())
    }

    func testL1MakesMostNoiseWeightsExactlyZero() {
        let (sparse, held) = train(CRFTrainer(l1: 1, l2: 0.01))
        let (dense, _) = train(CRFTrainer(l1: 0, l2: 0.01))
        let zeros = { (model: LinearChainCRF) in model.stateWeights.filter { $0 == 0 }.count }
        XCTAssertEqual(zeros(dense), 0)
        XCTAssertGreaterThan(zeros(sparse), sparse.stateWeights.count / 2)
        XCTAssertGreaterThan(accuracy(sparse, on: held), 0.8)
    }

    func testPrunedModelDropsZeroRowsAndLabelsTheSame() throws {
        let (model, held) = train(CRFTrainer(l1: 3, l2: 0.01))
        let pruned = model.pruned()
        XCTAssertLessThan(pruned.featureKeys.count, model.featureKeys.count)
        XCTAssertFalse(pruned.featureKeys.indices.contains { row in
            pruned.stateWeights[row * 4..<(row + 1) * 4].allSatisfy { $0 == 0 }
        })
        for rows in held.sequences {
            let keys = rows.map { $0.map { model.featureKeys[Int($0)] } }
            let prunedRows = keys.map { $0.compactMap { pruned.row(of: $0) } }
            XCTAssertEqual(pruned.bestLabels(prunedRows), model.bestLabels(rows))
        }
        let read = try LinearChainCRF(serialized: pruned.serialized())
        XCTAssertEqual(read.featureKeys, pruned.featureKeys)
    }
}

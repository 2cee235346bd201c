import BenchKit
import Foundation
import LLRBLearning
import LLRBParser

/// The learned reader's model as data beside the bench: `bench/realistic/line-model.crf`, the
/// bytes `LinearChainCRF.serialized()` gives (what it was trained on is in its metadata), written
/// by `tools/train-model` and read by the commands that score or explain the learned reader.
enum LineModelFile {
    /// Where the model trained on every marked set is kept, from the repository's root.
    static let standard = "bench/realistic/line-model.crf"

    /// The model `--model PATH` names, else the standard one.
    static func load(_ options: Options) throws(BenchError) -> LinearChainCRF {
        let path = options.optionalString("model") ?? standard
        do { return try PageParser.lineModel(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw BenchError(error.description)
        }
    }

    static func write(_ model: LinearChainCRF, to path: String) throws(BenchError) {
        do { try Data(model.serialized()).write(to: URL(fileURLWithPath: path), options: .atomic) } catch {
            throw BenchError("cannot write \(path): \(error.localizedDescription)")
        }
    }
}

import Foundation
import LLRBParser

/// A trained model read from its file: the learned reader is research beside the bench, so its
/// model is data there (`bench/realistic/line-model.crf`, written by `tools/train-model`), never
/// code the parser or its tests build on. Checked to label lines with the labels this reader
/// decodes.
enum LineModel {
    static func read(contentsOf url: URL) throws(ModelFormatError) -> LinearChainCRF {
        let bytes: Data
        do {
            bytes = try Data(contentsOf: url)
        } catch {
            throw .unreadable(path: url.path)
        }
        let model = try LinearChainCRF(serialized: bytes)
        guard model.labels == LineLabel.all.map(\.name) else { throw .labelsDiffer }
        return model
    }

    /// FNV-1a 64 of the model's bytes, in hex: the name `explain-learned` gives a model.
    static func digest(of model: LinearChainCRF) -> String {
        var digest: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in model.serialized() {
            digest = (digest ^ UInt64(byte)) &* 0x100_0000_01B3
        }
        return String(digest, radix: 16)
    }
}

import Foundation
import LLRBParser

/// The trained model embedded in the parser (`LineModel+Weights.swift`, written by
/// `tools/train-model`), decoded once on first use and checked to label lines with the labels
/// this llrb decodes. Its digest names it (`--learned --explain` prints it); the file is parser
/// code, so `ParserRevisionTests` notices a new model as it notices any change.
enum LineModel {
    static let loaded = Result { () throws(ModelFormatError) -> LinearChainCRF in
        guard !encoded.isEmpty, let bytes = Data(base64Encoded: encoded, options: .ignoreUnknownCharacters) else {
            throw .notEmbedded
        }
        let model = try LinearChainCRF(serialized: bytes)
        guard model.labels == LineLabel.all.map(\.name) else { throw .labelsDiffer }
        return model
    }

    /// FNV-1a 64 of the model's encoded bytes, in hex.
    static let digest: String = {
        var digest: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in encoded.utf8 where byte != 0x0A {
            digest = (digest ^ UInt64(byte)) &* 0x100_0000_01B3
        }
        return String(digest, radix: 16)
    }()
}

import Foundation

/// The trained model embedded in the parser (`LineModel+Weights.swift`, written by
/// `tools/train-model`), decoded once on first use. Its digest names it: a new model reads
/// pages differently, so `ParserRevisionTests` holds it beside `PageParser.revision`.
enum LineModel {
    static let shared: LinearChainCRF? = Data(base64Encoded: encoded, options: .ignoreUnknownCharacters)
        .flatMap { try? LinearChainCRF(serialized: $0) }

    /// FNV-1a 64 of the model's encoded bytes, in hex.
    static let digest: String = {
        var digest: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in encoded.utf8 where byte != 0x0A {
            digest = (digest ^ UInt64(byte)) &* 0x100_0000_01B3
        }
        return String(digest, radix: 16)
    }()
}

import Foundation
import LLRBLearning
import LLRBParser

#if FUZZING
/// The learned reader's model, from the repository's root (fuzz/run's folder): a fuzzer that
/// cannot read it stops at once rather than fuzz less than it says.
private let learnedModel: LinearChainCRF = {
    do {
        return try PageParser.lineModel(contentsOf: URL(fileURLWithPath: "bench/realistic/line-model.crf"))
    } catch {
        fatalError("FuzzParser: \(error)")
    }
}()

/// libFuzzer entry point: any bytes, decoded and parsed as a file's pages, by the parser the llrb
/// binary carries and by the learned reader of the bench, with its explanation, must never
/// crash; bytes that are not text must come back as a decoding error.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzParser(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    if let text = try? PageDecoder.decode(data, source: "fuzz-input").text {
        _ = PageParser.pages(text: text, source: "fuzz-input")
        _ = PageParser.pages(text: text, source: "fuzz-input", model: learnedModel)
        _ = PageParser.explainLearned(text: text, model: learnedModel)
    }
    return 0
}
#else
/// Built without the FUZZING condition (plain `swift build`), this target only explains itself,
/// so the package builds and tests without libFuzzer.
@main
enum FuzzParserEntry {
    static func main() {
        print("FuzzParser is a libFuzzer target: run fuzz/run parser")
    }
}
#endif

import Foundation
import LLRBParser

#if FUZZING
/// libFuzzer entry point: any bytes, decoded and parsed as a file's pages by the parser the llrb
/// binary carries, must never crash; bytes that are not text must come back as a decoding error.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzParser(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    if let text = try? PageDecoder.decode(data, source: "fuzz-input").text {
        _ = PageParser.pages(text: text, source: "fuzz-input")
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

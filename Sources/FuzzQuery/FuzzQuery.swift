import Foundation
import LLRBEngine

#if FUZZING
/// libFuzzer entry point: any text typed as a query must parse or fail with a message, and its
/// phrases must analyze and match against the query text itself, never crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzQuery(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    let analyzer = Analyzer()
    let tokens = analyzer.tokens(in: text)
    _ = analyzer.occurrences(of: tokens, in: text)
    _ = try? QueryParser.parse(text, schema: fuzzedFields)
    return 0
}

/// Fields with names and aliases in both scripts, so that field prefixes are fuzzed too.
private let fuzzedFields = FieldSchema([
    FieldSchema.Field(name: "title", aliases: ["标题"]),
    FieldSchema.Field(name: "text", aliases: ["正文", "t"]),
])
#else
/// Built without the FUZZING condition (plain `swift build`), this target only explains itself,
/// so the package builds and tests without libFuzzer.
@main
enum FuzzQueryEntry {
    static func main() {
        print("FuzzQuery is a libFuzzer target: run fuzz/run query")
    }
}
#endif

import LLRBIndex

/// Writes `search --json` a hit at a time as the index hands them over, byte for byte what
/// rendering `SearchOutput` whole gives (keys in order: hits, query, total), so that
/// exporting every hit holds neither all the hits nor a JSON tree of them: at 100 MB of pages
/// the 38220 hits of 的 took 476 MB that way.
struct SearchJSONStream {
    private let output: StandardStream
    private var written = 0
    private var failure: (any Error)?

    init(output: StandardStream) {
        self.output = output
    }

    /// Writes one hit; an encoding failure is kept for `finish` to throw.
    mutating func write(_ hit: SearchHit) {
        guard failure == nil else { return }
        do {
            let item = try JSONTreeEncoder.encode(hit).rendered(indent: 2)
            output.write((written == 0 ? "{\n  \"hits\": [\n" : ",\n") + "    " + item)
            written += 1
        } catch {
            failure = error
        }
    }

    /// Ends the document with the query searched and the total of all matches.
    func finish(query: String, total: Int) throws {
        if let failure { throw failure }
        output.write(written == 0 ? "{\n  \"hits\": [],\n" : "\n  ],\n")
        output.line("  \"query\": \(JSONValue.string(query).rendered),\n  \"total\": \(total)\n}")
    }
}

import LLRBParser

extension SourceLines {
    /// `line 7` or `lines 13–20`, for pointing a reader back at the page text.
    var described: String {
        first == last ? "line \(first)" : "lines \(first)–\(last)"
    }
}

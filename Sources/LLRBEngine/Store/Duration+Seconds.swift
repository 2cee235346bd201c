extension Duration {
    /// The duration in seconds, for reports (`MergeRecord.seconds`, a maker's report).
    package var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}

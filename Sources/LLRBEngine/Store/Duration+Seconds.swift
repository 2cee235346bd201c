extension Duration {
    /// The duration in seconds, for reports (`IngestReport.seconds`, `MergeRecord.seconds`).
    package var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}

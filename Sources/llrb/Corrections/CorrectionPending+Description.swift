extension CorrectionPending {
    /// For the terminal, after the correction's number: when it will be searchable, and what
    /// makes it so sooner.
    func description(number: Int) -> String {
        switch self {
        case .pageNotRead(let reason):
            "correction \(number) is recorded, but its page could not be indexed again (\(reason)); the next ingest that reads the page applies it"
        case .ingestRunning:
            "correction \(number) is recorded; an ingest is running on the index and applies it when it publishes"
        case .heldByCorrections(let seconds):
            "correction \(number) is recorded, but other corrections held the index for \(seconds) s; run 'llrb ingest' on its page to apply it"
        case .indexFailed(let error):
            "correction \(number) is recorded but not yet applied (\(IngestErrorWording.message(for: error))); run 'llrb ingest' on its page to apply it"
        }
    }
}

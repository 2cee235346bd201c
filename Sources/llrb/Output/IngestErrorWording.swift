import LLRBIndex

/// Why an ingest stopped, as one line for the terminal: the index's failure or the journal's,
/// each worded by its own wording.
enum IngestErrorWording {
    static func message(for error: IngestError) -> String {
        switch error {
        case .index(let error): IndexErrorWording.message(for: error)
        case .corrections(let error): CorrectionWording.message(for: error)
        }
    }
}

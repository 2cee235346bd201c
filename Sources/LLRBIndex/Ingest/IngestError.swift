import LLRBEngine

/// Why an ingest stopped, as facts for the fronts to word: the index failed (the engine's
/// `IndexError`), or the corrections journal it reads could not be read (docs/CORRECTIONS.md).
public enum IngestError: Error, Hashable, Sendable, CustomStringConvertible {
    case index(IndexError)
    case corrections(CorrectionError)

    public var description: String {
        switch self {
        case .index(let error): error.description
        case .corrections(let error): error.description
        }
    }
}

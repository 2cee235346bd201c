import LLRBEngine
import LLRBIndex

/// Why a correction recorded in the journal is not searchable yet: facts for a front to word
/// (`CorrectionPending.description` for the terminal; the web says only that it is pending).
enum CorrectionPending {
    /// Its page could not be read into the index again; the next ingest that reads it applies it.
    case pageNotRead(reason: String)
    /// An ingest holds the index, and applies the correction when it publishes.
    case ingestRunning
    /// Other corrections held the index for `seconds`, as long as a correction waits.
    case heldByCorrections(seconds: Int)
    /// The index refused its page's ingest.
    case indexFailed(IngestError)
}

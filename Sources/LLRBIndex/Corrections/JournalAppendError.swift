import LLRBEngine


/// Why `CorrectionJournal.append` wrote nothing: the journal failed, or the caller's `make`
/// refused the correction (its own error, as it threw it).
public enum JournalAppendError<Refusal: Error>: Error {
    case journal(CorrectionError)
    case refused(Refusal)
}

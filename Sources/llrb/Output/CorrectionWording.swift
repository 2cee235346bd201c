import Glibc
import LLRBEngine
import LLRBIndex

/// What the corrections journal and a correction's outcome are, in words for the terminal
/// (the index states them as facts).
enum CorrectionWording {
    /// A journal's failure, with what to do about it.
    static func message(for error: CorrectionError) -> String {
        switch error {
        case .journal(_, _, let code):
            error.description + (code == ENOSPC || code == EDQUOT ? "; free some space and try again"
                : "; check that you may write there, or choose another journal with --corrections FILE")
        case .notAJournal, .damagedHeader:
            error.description + "; give the journal's path with --corrections FILE (or LLRB_CORRECTIONS)"
        case .laterVersion:
            error.description + "; use the llrb that made it, or a later one"
        case .lineTooLong:
            error.description + "; shorten the correction's text or note"
        }
    }

    static func reason(_ damage: JournalDamage.Reason) -> String {
        switch damage {
        case .noChecksum: "it has no checksum"
        case .checksumDiffers: "its checksum does not match its text"
        case .notACorrection: "it holds no correction of a kind llrb knows"
        case .tooLong: "it is longer than a correction may be (\(JournalLine.maximumLength) bytes)"
        }
    }

    static func reason(_ outcome: CorrectionOutcome.NotApplied) -> String {
        switch outcome {
        case .textGone: "the text it changes is no longer on the page where it was"
        case .storyGone: "no story holds its lines any more"
        case .otherPage: "the two stories are on different pages"
        case .alreadyOneStory: "the two stories are one story now, so nothing is left to join"
        }
    }
}

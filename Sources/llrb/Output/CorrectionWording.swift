import Glibc
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
        }
    }

    static func reason(_ damage: JournalDamage.Reason) -> String {
        switch damage {
        case .noChecksum: "it has no checksum"
        case .checksumDiffers: "its checksum does not match its text"
        case .notACorrection: "it holds no correction of a kind llrb knows"
        case .tooLong: "it is longer than any correction (64 KB)"
        }
    }

    static func reason(_ outcome: CorrectionOutcome.NotApplied) -> String {
        switch outcome {
        case .textGone: "the text it changes is no longer on the page where it was"
        case .storyGone: "no story holds its lines any more"
        case .otherPage: "the two stories are on different pages"
        }
    }
}

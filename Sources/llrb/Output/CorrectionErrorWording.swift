import Glibc
import LLRBIndex

/// What went wrong with the corrections journal, with what to do about it.
enum CorrectionErrorWording {
    static func message(for error: CorrectionError) -> String {
        guard case .journal(_, _, let code) = error else { return error.description }
        return error.description + (code == ENOSPC || code == EDQUOT ? "; free some space and try again"
            : "; check that you may write there, or choose another journal with --corrections FILE")
    }
}

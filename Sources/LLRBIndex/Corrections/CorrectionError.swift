import Glibc

/// Why a correction could not be made or the journal not kept, in words for the user: what is
/// wrong and what to do.
public struct CorrectionError: Error, Hashable, Sendable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }

    static func io(_ path: String, _ doing: String, errno code: Int32) -> CorrectionError {
        let reason = String(cString: strerror(code))
        let advice = code == ENOSPC || code == EDQUOT ? "free some space and try again"
            : "check that you may write there (or choose another file with --corrections)"
        return CorrectionError("cannot \(doing) the corrections journal \(path): \(reason); \(advice)")
    }
}

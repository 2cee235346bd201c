import Glibc

/// Why the corrections journal could not be read or written, as facts; the fronts word what
/// to do.
public enum CorrectionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A system call on the journal at `path` failed: `operation` says what it was doing.
    case journal(path: String, operation: String, errno: Int32)
    /// The file at `path` is not a corrections journal (a page, another file): it is neither
    /// read as one nor written to.
    case notAJournal(path: String)
    /// The journal's first line, its header, fails its checksum: it is read, never written to.
    case damagedHeader(path: String)
    /// The journal was made by a later llrb, whose format this one does not know: this one
    /// knows up to version `known`.
    case laterVersion(path: String, version: Int, known: Int)
    /// A correction's line would be `bytes` long, past the `limit` every line keeps to: it is
    /// refused before anything is written, so that no correction is reported made and then
    /// skipped by the reader.
    case lineTooLong(path: String, bytes: Int, limit: Int)

    package static func io(_ path: String, _ operation: String, errno code: Int32) -> CorrectionError {
        .journal(path: path, operation: operation, errno: code)
    }

    public var description: String {
        switch self {
        case .journal(let path, let operation, let code):
            "cannot \(operation) the corrections journal \(path): \(String(cString: strerror(code)))"
        case .notAJournal(let path):
            "\(path) is not a corrections journal (its first line is no journal's header, and its lines are not corrections); nothing is written to it"
        case .damagedHeader(let path):
            "the first line of the corrections journal \(path) fails its checksum; it is read, and nothing is written to it"
        case .laterVersion(let path, let version, let known):
            "the corrections journal \(path) is of version \(version), of a later format (this one knows version \(known))"
        case .lineTooLong(let path, let bytes, let limit):
            "the correction would take \(bytes) bytes of the corrections journal \(path), more than the \(limit) a line may hold"
        }
    }
}

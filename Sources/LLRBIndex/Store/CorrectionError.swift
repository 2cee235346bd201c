import Glibc

/// Why the corrections journal could not be read or written, as facts; the fronts word what
/// to do.
public enum CorrectionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A system call on the journal at `path` failed: `operation` says what it was doing.
    case journal(path: String, operation: String, errno: Int32)

    static func io(_ path: String, _ operation: String, errno code: Int32) -> CorrectionError {
        .journal(path: path, operation: operation, errno: code)
    }

    public var description: String {
        switch self {
        case .journal(let path, let operation, let code):
            "cannot \(operation) the corrections journal \(path): \(String(cString: strerror(code)))"
        }
    }
}

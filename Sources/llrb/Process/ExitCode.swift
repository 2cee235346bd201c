/// llrb's exit codes, the same for every command, as grep and ripgrep use them.
enum ExitCode: Int32, Sendable {
    /// Something was found, or the command did what was asked.
    case success = 0
    /// The command ran but found nothing (no hit, no such article or issue).
    case nothingFound = 1
    /// An error: bad arguments, no index, a damaged index, a file that could not be ingested.
    case failure = 2

    /// The lines every `--help` ends with.
    static let helpLines = [
        "0  found / done",
        "1  nothing found",
        "2  error (bad arguments, no index, damaged index, a file skipped by ingest)",
    ]
}

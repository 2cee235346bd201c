/// An error the user can act on, printed as one line `llrb: MESSAGE` on stderr with exit code 2.
struct CLIError: Error, CustomStringConvertible, Sendable {
    var message: String

    var description: String { message }

    /// A mistake in the command line; points at the command's help (llrb's own for an empty name).
    static func usage(_ problem: String, command: String) -> CLIError {
        let help = command.isEmpty ? "llrb --help" : "llrb \(command) --help"
        return CLIError(message: "\(problem) (see '\(help)')")
    }
}

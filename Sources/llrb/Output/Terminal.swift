import Foundation

/// What llrb knows about where its output goes: whether to colour, whether to draw progress,
/// and how wide to wrap.
struct Terminal: Sendable {
    /// ANSI colour on stdout: only on a terminal, and never when `NO_COLOR` is set (no-color.org).
    var colorsOutput: Bool
    /// A progress bar on stderr: only when stderr is a terminal.
    var showsProgress: Bool
    /// Columns to wrap text to.
    var width: Int

    static func current(environment: [String: String]) -> Terminal {
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return Terminal(
            colorsOutput: isatty(STDOUT_FILENO) == 1 && !noColor && environment["TERM"] != "dumb",
            showsProgress: isatty(STDERR_FILENO) == 1,
            width: columns(environment: environment))
    }

    /// The width output is wrapped to when it goes to no terminal and `COLUMNS` is not set.
    static let defaultColumns = 80

    /// The width of the terminal on stdout (TIOCGWINSZ), else `COLUMNS`, else `defaultColumns`.
    private static func columns(environment: [String: String]) -> Int {
        var size = winsize()
        if isatty(STDOUT_FILENO) == 1, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            return Int(size.ws_col)
        }
        if let text = environment["COLUMNS"], let columns = Int(text), columns > 0 { return columns }
        return defaultColumns
    }
}

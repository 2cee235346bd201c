/// A file name may hold any character but "/": a line feed in one would split a one-line
/// message, and an escape sequence would drive the user's terminal. Messages show such
/// characters escaped, Swift-style (`\n`, `\u{1B}`).
enum PrintablePath {
    static func of(_ path: String) -> String {
        var shown = ""
        for scalar in path.unicodeScalars {
            switch scalar {
            case "\n": shown += "\\n"
            case "\r": shown += "\\r"
            case "\t": shown += "\\t"
            case "\u{0}"..."\u{1F}", "\u{7F}"..."\u{9F}":
                shown += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default:
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }
}

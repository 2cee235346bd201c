/// Every message llrb writes on stderr is one line, but what it quotes comes from the user: a
/// file name may hold any character but "/", a query or an option value anything. A line feed
/// in one would split the message, and an escape sequence would drive the user's terminal, so
/// messages show control characters escaped, Swift-style (`\n`, `\u{1B}`); so do the file
/// names in search hits and `show`'s source line.
enum PrintableText {
    static func of(_ text: String) -> String {
        var shown = ""
        for scalar in text.unicodeScalars {
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

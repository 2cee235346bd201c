/// Text made safe for HTML and XML (the web reader's pages, `timeline --svg`): inside an
/// element or a quoted attribute it can only ever read as text.
enum MarkupText {
    /// `&`, `<`, `>` and both quotes as references; C0 controls other than tab and line feed
    /// dropped (OCR debris that XML 1.0 forbids and HTML cannot show).
    static func escaped(_ text: String) -> String {
        var escaped = ""
        escaped.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            case "\t", "\n": escaped.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: continue
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}

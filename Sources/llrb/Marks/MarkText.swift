import Foundation

/// Printed lines and a reading's texts compared as a reader compares them: the parser joins a
/// headline's lines, drops OCR's spaces and markdown marks, so a line is found in a headline by
/// its words alone.
enum MarkText {
    /// `text` without markdown marks before it (`##`, `>`), bold marks, or any whitespace, in its
    /// compatibility form (full-width `，` as `,`).
    static func plain(_ text: some StringProtocol) -> String {
        let words = String(text).drop { $0.isWhitespace || $0 == "#" || $0 == ">" }.replacing("**", with: "")
        return String(String(words).precomposedStringWithCompatibilityMapping.filter { !$0.isWhitespace })
    }

    /// `plain` without the dash a subtitle opens with (`——`), which the reading leaves out.
    static func undashed(_ plain: String) -> String {
        String(plain.drop { "—-－─–~～".contains($0) })
    }

    /// Where `caption`'s text ends in `line`, when its credit follows it there: the start of a
    /// credit printed on the caption's last line (`…浇灌冬小麦。韩立新 摄`). The line opens with the
    /// end of the caption's text (all of it, when the caption has one line), whitespace aside; the
    /// longest such opening short of the whole line is taken.
    static func creditStart(afterCaption caption: String, in line: Substring) -> Substring.Index? {
        let text = Array(caption.unicodeScalars.filter { !$0.properties.isWhitespace })
        let scalars = line.unicodeScalars
        var printed: [(scalar: Unicode.Scalar, end: Substring.Index)] = []
        var index = scalars.firstIndex { !$0.properties.isWhitespace && $0 != "#" && $0 != ">" } ?? scalars.endIndex
        while index < scalars.endIndex {
            let next = scalars.index(after: index)
            if !scalars[index].properties.isWhitespace { printed.append((scalars[index], next)) }
            index = next
        }
        for length in stride(from: min(text.count, printed.count - 1), through: 1, by: -1)
        where printed[..<length].map(\.scalar).elementsEqual(text.suffix(length)) {
            return printed[length - 1].end
        }
        return nil
    }
}

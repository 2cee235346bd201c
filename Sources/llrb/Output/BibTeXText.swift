/// Text as the value of a BibTeX field (`title = {…}`), so that BibTeX, biber and LaTeX read back
/// the very characters it holds, whatever a page or a reader's correction put in it.
///
/// BibTeX and biber find where a braced value ends by counting braces and know no escape for
/// them: `\}` still closes the value, so a headline corrected to `A}, author = {Evil}` would
/// write fields of its own. Braces are therefore written as the text commands
/// `\textbraceleft{}` and `\textbraceright{}`, whose own braces balance. The characters LaTeX
/// gives a meaning (`\ % # & $ _ ^ ~`) are escaped so they print as themselves, and a line break
/// or another control character becomes a space: a blank line inside a value ends LaTeX's
/// paragraph mid-argument.
enum BibTeXText {
    static func escaped(_ text: String) -> String {
        var escaped = ""
        for scalar in OneLineText.of(text).unicodeScalars {
            switch scalar {
            case "{": escaped += "\\textbraceleft{}"
            case "}": escaped += "\\textbraceright{}"
            case "\\": escaped += "\\textbackslash{}"
            case "^": escaped += "\\textasciicircum{}"
            case "~": escaped += "\\textasciitilde{}"
            case "%", "#", "&", "$", "_": escaped += "\\" + String(scalar)
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}

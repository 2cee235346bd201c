import Foundation

/// The `llrb` command lines README.md shows: in its shell code blocks (one a line, comments cut
/// off) and in its inline code (`llrb show ID`, which may run over a line break), and the
/// synopsis of its Usage block (a ```text block: its lines are forms to fill in, not commands).
struct ReadmeExamples {
    var commands: [String] = []
    /// Each synopsis line with its continuation lines joined to it, comments cut off.
    var synopses: [String] = []

    init(_ markdown: String) {
        var language: String?
        var prose = ""
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                language = language == nil ? String(line.dropFirst(3)) : nil
                prose += "\n\n"
                continue
            }
            guard let block = language else {
                prose += line + "\n"
                continue
            }
            let text = Self.withoutComment(line)
            if block == "text" {
                if text.hasPrefix("llrb ") {
                    synopses.append(text)
                } else if text.hasPrefix(" "), !synopses.isEmpty {
                    synopses[synopses.count - 1] += text
                }
            } else if text.hasPrefix("llrb ") {
                commands.append(text)
            }
        }
        commands += Self.inlineCommands(in: prose)
    }

    /// Code spans starting with `llrb `, a line break inside one read as a space.
    private static func inlineCommands(in prose: String) -> [String] {
        let spans = prose.replacingOccurrences(of: "\n", with: " ").split(separator: "`", omittingEmptySubsequences: false)
        return spans.enumerated().filter { $0.offset % 2 == 1 && $0.element.hasPrefix("llrb ") }
            .map { $0.element.split(separator: " ").joined(separator: " ") }
    }

    private static func withoutComment(_ line: Substring) -> String {
        let code = line.range(of: " # ").map { line[..<$0.lowerBound] } ?? line
        var text = String(code)
        while text.last == " " { text.removeLast() }
        return text
    }
}

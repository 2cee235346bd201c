/// Renders `--help` text from the same `CommandSpec` the parser uses, so help never drifts from
/// what the command accepts.
enum HelpRenderer {
    static func render(_ spec: CommandSpec, style: Style, width: Int) -> String {
        var lines = TextWrapper.wrap("llrb \(spec.name) — \(spec.summary)", width: width, breaks: .betweenWords)
        lines.append("")
        lines.append(style.bold("USAGE"))
        lines += spec.usage.flatMap { usage(spec.name, $0, width: width) }
        if !spec.discussion.isEmpty {
            lines.append("")
            for paragraph in spec.discussion.split(separator: "\n", omittingEmptySubsequences: false) {
                lines += TextWrapper.wrap(String(paragraph), width: width, indent: "  ", breaks: .betweenWords)
            }
        }
        if !spec.positionals.isEmpty {
            lines.append("")
            lines.append(style.bold("ARGUMENTS"))
            lines += table(spec.positionals.map { ($0.name + ($0.repeats ? "..." : ""), $0.help) }, width: width)
        }
        lines.append("")
        lines.append(style.bold("OPTIONS"))
        lines += table((spec.options + GlobalOptions.all).map { ($0.displayName, $0.help) }, width: width)
        if !spec.examples.isEmpty {
            lines.append("")
            lines.append(style.bold("EXAMPLES"))
            for example in spec.examples {
                lines += TextWrapper.command(example.command, width: width, indent: "  ", continuation: "  ")
                lines += TextWrapper.wrap(example.explanation, width: width, indent: "      ", breaks: .betweenWords)
            }
        }
        lines.append("")
        lines.append(style.bold("EXIT CODES"))
        lines += exitCodes(spec.exitCodes.isEmpty ? ExitCode.helpLines : spec.exitCodes, width: width)
        return lines.joined(separator: "\n")
    }

    /// `llrb --help`: what llrb is, every command, where the index lives, exit codes.
    static func overview(_ specs: [CommandSpec], style: Style, width: Int) -> String {
        var lines = TextWrapper.wrap(
            "llrb — index, search, read and cite the OCR'd pages of the 吕梁日报 (Lüliang Daily)", width: width,
            breaks: .betweenWords)
        lines += [
            "",
            style.bold("USAGE"),
            "  llrb COMMAND [ARGUMENTS] [OPTIONS]",
            "  llrb help COMMAND       (or llrb COMMAND --help)",
            "",
            style.bold("COMMANDS"),
        ]
        lines += table(specs.map { ($0.name, $0.summary) }, width: width)
        lines += [
            "",
            style.bold("GLOBAL OPTIONS"),
        ]
        lines += table(GlobalOptions.all.map { ($0.displayName, $0.help) }, width: width)
        lines += [
            "",
            style.bold("EXAMPLES"),
        ]
        lines += table(overviewExamples.map { ($0.command, $0.explanation) }, width: width)
        lines += [
            "",
            style.bold("EXIT CODES"),
        ]
        lines += exitCodes(ExitCode.helpLines, width: width)
        return lines.joined(separator: "\n")
    }

    /// The examples of `llrb --help`: the first three commands a newcomer runs.
    static let overviewExamples = [
        Example(command: "llrb ingest seeds/", explanation: "index every .txt page under seeds/"),
        Example(command: "llrb search 复工复产", explanation: "find articles with the phrase 复工复产"),
        Example(command: "llrb show --issue 10906", explanation: "the contents of issue 第10906期"),
    ]

    /// `llrb NAME USAGE` broken only at the spaces between its top-level parts, so that neither
    /// an option nor a bracketed group (`[--limit N | --all]`) is split; later lines are indented
    /// under the first part.
    private static func usage(_ name: String, _ usage: String, width: Int) -> [String] {
        let command = "  llrb \(name) "
        let hanging = String(repeating: " ", count: DisplayWidth.of(command))
        var lines: [String] = []
        var line = command
        var lineHasPart = false
        for part in topLevelParts(of: usage) {
            if lineHasPart, DisplayWidth.of(line) + 1 + DisplayWidth.of(part) > width {
                lines.append(line)
                line = hanging
                lineHasPart = false
            }
            line += (lineHasPart ? " " : "") + part
            lineHasPart = true
        }
        lines.append(line.trimmingTrailingSpaces())
        return lines
    }

    /// `ID [--json]` → `ID`, `[--json]`: the text split at spaces outside brackets.
    private static func topLevelParts(of usage: String) -> [String] {
        var parts: [String] = []
        var part = ""
        var depth = 0
        for character in usage {
            if character == " ", depth == 0 {
                if !part.isEmpty { parts.append(part) }
                part = ""
                continue
            }
            if "[({".contains(character) { depth += 1 }
            if "])}".contains(character) { depth = max(0, depth - 1) }
            part.append(character)
        }
        if !part.isEmpty { parts.append(part) }
        return parts
    }

    /// `0  found / done` as a row of code and meaning, the meaning wrapped under itself.
    private static func exitCodes(_ codes: [String], width: Int) -> [String] {
        table(codes.map { code in
            guard let gap = code.range(of: "  ") else { return (code, "") }
            return (String(code[..<gap.lowerBound]), String(code[gap.upperBound...]))
        }, width: width)
    }

    /// Two columns, the second wrapped to `width` and aligned under itself.
    private static func table(_ rows: [(String, String)], width: Int) -> [String] {
        let nameWidth = min(28, rows.map { DisplayWidth.of($0.0) }.max() ?? 0)
        return rows.flatMap { name, help -> [String] in
            let label = "  " + DisplayWidth.pad(name, to: nameWidth) + "  "
            guard DisplayWidth.of(name) <= nameWidth else {
                return ["  " + name] + TextWrapper.wrap(help, width: width, indent: String(repeating: " ", count: nameWidth + 4),
                                                        breaks: .betweenWords)
            }
            return TextWrapper.labeled(label, help, width: width, breaks: .betweenWords)
        }
    }
}

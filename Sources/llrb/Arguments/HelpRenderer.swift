/// Renders `--help` text from the same `CommandSpec` the parser uses, so help never drifts from
/// what the command accepts.
enum HelpRenderer {
    static func render(_ spec: CommandSpec, style: Style, width: Int) -> String {
        var lines: [String] = []
        lines.append("llrb \(spec.name) — \(spec.summary)")
        lines.append("")
        lines.append(style.bold("USAGE"))
        lines += spec.usage.map { "  llrb \(spec.name) \($0)".trimmingTrailingSpaces() }
        if !spec.discussion.isEmpty {
            lines.append("")
            for paragraph in spec.discussion.split(separator: "\n", omittingEmptySubsequences: false) {
                lines += TextWrapper.wrap(String(paragraph), width: width, indent: "  ")
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
                lines.append("  " + example.command)
                lines.append("      " + example.explanation)
            }
        }
        lines.append("")
        lines.append(style.bold("EXIT CODES"))
        lines += (spec.exitCodes.isEmpty ? ExitCode.helpLines : spec.exitCodes).map { "  " + $0 }
        return lines.joined(separator: "\n")
    }

    /// `llrb --help`: what llrb is, every command, where the index lives, exit codes.
    static func overview(_ specs: [CommandSpec], style: Style, width: Int) -> String {
        var lines = [
            "llrb — index, search, read and cite the OCR'd pages of the 吕梁日报 (Lüliang Daily)",
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
        lines += table([
            ("llrb ingest seeds/", "index every .txt page under seeds/"),
            ("llrb search 复工复产", "find articles with the phrase 复工复产"),
            ("llrb show --issue 10906", "the contents of issue 第10906期"),
        ], width: width)
        lines += [
            "",
            style.bold("EXIT CODES"),
        ]
        lines += ExitCode.helpLines.map { "  " + $0 }
        return lines.joined(separator: "\n")
    }

    /// Two columns, the second wrapped to `width` and aligned under itself.
    private static func table(_ rows: [(String, String)], width: Int) -> [String] {
        let nameWidth = min(28, rows.map { DisplayWidth.of($0.0) }.max() ?? 0)
        return rows.flatMap { name, help -> [String] in
            let label = "  " + DisplayWidth.pad(name, to: nameWidth) + "  "
            guard DisplayWidth.of(name) <= nameWidth else {
                return ["  " + name] + TextWrapper.wrap(help, width: width, indent: String(repeating: " ", count: nameWidth + 4))
            }
            return TextWrapper.labeled(label, help, width: width)
        }
    }
}

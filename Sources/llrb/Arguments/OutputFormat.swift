/// Machine-readable output flags (`--json`, `--csv`, `--excel`) exclude each other: one stream,
/// one format.
enum OutputFormat {
    static func requireOne(of flags: [OptionSpec], in arguments: ParsedArguments) throws(CLIError) {
        let given = flags.filter(arguments.flag)
        guard given.count > 1 else { return }
        throw CLIError.usage("choose one output format: " + given.map { "--" + $0.name }.joined(separator: " or "), command: arguments.command)
    }

    /// The CSV of `--csv` for a spreadsheet: Excel reads a CSV file without a byte order mark
    /// in the system's code page, GBK on a Chinese Windows, and garbles every Chinese field. A
    /// flag rather than a guess from where stdout goes, so that a script's file never starts
    /// with a mark it did not ask for.
    static let excel = OptionSpec.flag(
        "excel", "print the CSV of --csv for Excel: UTF-8 with a byte order mark, without which Excel on a Chinese Windows reads it as GBK")

    /// Whether CSV is asked for, by `csv` or by `--excel`.
    static func wantsCSV(_ csv: OptionSpec, in arguments: ParsedArguments) -> Bool {
        arguments.flag(csv) || arguments.flag(excel)
    }

    /// The CSV header row, led by the UTF-8 byte order mark (U+FEFF) for `--excel`.
    static func csvHeader(_ row: String, in arguments: ParsedArguments) -> String {
        arguments.flag(excel) ? "\u{FEFF}" + row : row
    }

    /// CSV lines, the header first, as `csvHeader` gives it.
    static func csvLines(_ lines: [String], in arguments: ParsedArguments) -> [String] {
        guard let header = lines.first else { return lines }
        return [csvHeader(header, in: arguments)] + lines.dropFirst()
    }
}

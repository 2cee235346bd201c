/// Machine-readable output flags (`--json`, `--csv`) exclude each other: one stream, one format.
enum OutputFormat {
    static func requireOne(of flags: [OptionSpec], in arguments: ParsedArguments) throws(CLIError) {
        let given = flags.filter(arguments.flag)
        guard given.count > 1 else { return }
        throw CLIError.usage("choose one output format: " + given.map { "--" + $0.name }.joined(separator: " or "), command: arguments.command)
    }
}

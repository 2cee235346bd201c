/// `llrb help [COMMAND]`: the same text as `llrb COMMAND --help`.
enum HelpCommand: Command {
    static let spec = CommandSpec(
        name: "help",
        summary: "show help for llrb or one command",
        usage: ["[COMMAND]"],
        discussion: "",
        positionals: [PositionalSpec(name: "COMMAND", help: "a command name, e.g. search", optional: true)],
        options: [],
        examples: [Example(command: "llrb help search", explanation: "how to search, with examples")],
        exitCodes: [])

    static func run(_ context: CommandContext) throws -> ExitCode {
        guard let name = context.arguments.positionals.first else {
            context.output.line(HelpRenderer.overview(CommandRegistry.commands.map { $0.spec }, style: context.style, width: context.terminal.width))
            return .success
        }
        guard let command = CommandRegistry.command(named: name) else {
            var message = "no help for '\(name)': it is not an llrb command"
            if let closest = Suggestion.closest(to: name, among: CommandRegistry.names) {
                message += "; did you mean '\(closest)'?"
            }
            throw CLIError(message: message + " (see 'llrb --help')")
        }
        context.output.line(HelpRenderer.render(command.spec, style: context.style, width: context.terminal.width))
        return .success
    }
}

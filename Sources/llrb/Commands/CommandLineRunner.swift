import Foundation

/// From `argv` to an exit code: refuses an argument that is not UTF-8 (`CommandLineText`), finds
/// the command, parses its arguments, handles `--help` and `--version`, runs it, and turns every
/// error into one line on stderr.
enum CommandLineRunner {
    /// `arguments`: the bytes of each argument after the program's name.
    static func run(_ arguments: [[UInt8]], environment: [String: String]) -> ExitCode {
        let output = StandardStream(descriptor: STDOUT_FILENO)
        let errors = StandardStream(descriptor: STDERR_FILENO)
        defer {
            output.flush()
            errors.flush()
        }
        let terminal = Terminal.current(environment: environment)
        do {
            return try dispatch(CommandLineText.text(of: arguments), environment: environment, terminal: terminal, output: output, errors: errors)
        } catch {
            output.flush()
            errors.line("llrb: " + PrintableText.of(ErrorWording.message(for: error)))
            return .failure
        }
    }

    private static func dispatch(
        _ tokens: [String], environment: [String: String], terminal: Terminal,
        output: StandardStream, errors: StandardStream
    ) throws -> ExitCode {
        let style = Style(enabled: terminal.colorsOutput)
        guard let position = ArgumentParser.commandPosition(in: tokens) else {
            let arguments = try ArgumentParser.parse(tokens, for: CommandRegistry.topLevel, among: CommandRegistry.specs)
            if arguments.flag(GlobalOptions.version) {
                output.line(Version.line)
            } else {
                output.line(HelpRenderer.overview(CommandRegistry.specs, style: style, width: terminal.width))
            }
            return .success
        }
        _ = try ArgumentParser.parse(Array(tokens[..<position]).filter { $0 != "--" }, for: CommandRegistry.topLevel, among: CommandRegistry.specs)
        let name = tokens[position]
        guard let command = CommandRegistry.command(named: name) else {
            var message = "'\(name)' is not an llrb command"
            if let closest = Suggestion.closest(to: name, among: CommandRegistry.names) {
                message += "; did you mean '\(closest)'?"
            }
            throw CLIError(message: message + " (see 'llrb --help')")
        }
        var rest = tokens
        rest.remove(at: position)
        if position > 0, tokens[position - 1] == "--" { rest.remove(at: position - 1) }
        let arguments = try ArgumentParser.parse(rest, for: command.spec, among: CommandRegistry.specs)
        if arguments.flag(GlobalOptions.help) {
            output.line(HelpRenderer.render(command.spec, style: style, width: terminal.width))
            return .success
        }
        if arguments.flag(GlobalOptions.version) {
            output.line(Version.line)
            return .success
        }
        try ArgumentParser.validatePositionals(arguments, for: command.spec)
        let context = CommandContext(
            arguments: arguments, environment: environment, terminal: terminal,
            output: output, errors: errors)
        return try command.run(context)
    }
}

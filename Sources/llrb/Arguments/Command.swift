import Foundation

/// One `llrb` subcommand: its declared arguments and what it does with them.
protocol Command: Sendable {
    static var spec: CommandSpec { get }
    static func run(_ context: CommandContext) throws -> ExitCode
}

/// Everything a command needs from the outside world, gathered once so commands stay testable
/// and never reach for globals.
struct CommandContext {
    var arguments: ParsedArguments
    var environment: [String: String]
    var terminal: Terminal
    var output: StandardStream
    var errors: StandardStream

    var style: Style { Style(enabled: terminal.colorsOutput) }

    /// Writes `value` as pretty JSON with sorted keys and `null` for absent values.
    func printJSON<Value: Encodable>(_ value: Value) throws {
        output.line(try JSONTreeEncoder.encode(value).rendered)
    }

    /// A JSON object or array of them built by hand (a correction's, whose keys are the
    /// journal's), written as every `--json` is.
    func printJSONObject(_ object: Any) {
        output.line(JSONValue(foundation: object).rendered)
    }

    /// `show ID` or `cite ID` for an id the index does not hold: most often one saved before
    /// its page was edited or re-saved, since an id follows the page's text.
    func warnUnknownArticle(_ id: String) {
        warn("no article with id '\(id)' in the index (an id changes when its page's text is edited); "
            + "find ids with 'llrb search QUERY'")
    }

    /// A warning or notice on stderr, prefixed like errors so it is clear who speaks.
    func warn(_ message: String) {
        output.flush()
        errors.line("llrb: " + PrintableText.of(message))
        errors.flush()
    }
}

/// What a command accepts, declared once and used three ways: to parse the arguments, to
/// render `--help`, and to find the closest valid name for a typo.
struct CommandSpec: Sendable {
    var name: String
    /// One line for the command list in `llrb --help`.
    var summary: String
    /// Usage lines after `llrb NAME`, e.g. `QUERY [--from D] [--to D]`.
    var usage: [String]
    /// A paragraph or two on what the command does.
    var discussion: String
    var positionals: [PositionalSpec]
    var options: [OptionSpec]
    var examples: [Example]
    /// What the exit codes mean for this command, in order 0, 1, 2 …
    var exitCodes: [String]
}

/// A named command-line option: a flag (`--json`), one that takes a value (`--limit N`), or a
/// flag that may be given a value (`--fuzzy`, `--fuzzy=2`, `--fuzzy 2`).
struct OptionSpec: Sendable, Hashable {
    /// Without the leading dashes: `limit` for `--limit`.
    var name: String
    /// A one-letter alias without its dash, e.g. `h` for `-h`.
    var short: Character?
    /// The value's placeholder (`N`, `DATE`), or nil for a flag.
    var valueName: String?
    var help: String
    /// The value is optional: given as `--name=VALUE`, or as a bare number after the flag
    /// (`--fuzzy 2`); any other word after the flag stays a positional (`--fuzzy 复工复产`).
    var valueIsOptional = false

    static func flag(_ name: String, short: Character? = nil, _ help: String) -> OptionSpec {
        OptionSpec(name: name, short: short, valueName: nil, help: help)
    }

    static func value(_ name: String, _ valueName: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, short: nil, valueName: valueName, help: help)
    }

    static func optionalValue(_ name: String, _ valueName: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, short: nil, valueName: valueName, help: help, valueIsOptional: true)
    }

    /// Whether the option reads the next argument as its value.
    var takesValue: Bool { valueName != nil && !valueIsOptional }

    /// As shown in help: `--limit N`, `-h, --help`, `--fuzzy[=K]`.
    var displayName: String {
        let long = "--" + name + (valueName.map { valueIsOptional ? "[=\($0)]" : " " + $0 } ?? "")
        return short.map { "-\($0), " + long } ?? long
    }
}

/// A positional argument, e.g. `QUERY` or `PATH...`.
struct PositionalSpec: Sendable, Hashable {
    var name: String
    var help: String
    /// Whether several may be given (`PATH...`).
    var repeats = false
    var optional = false
    /// Whether these are a query's words, where `-word` excludes a word: a token such as `-cn`
    /// or `-headline:复产`, which no option is, is then a word rather than an unknown option.
    var isQuery = false
}

/// A worked example for `--help`: the command line and what it does.
struct Example: Sendable, Hashable {
    var command: String
    var explanation: String
}

/// Options every command understands.
enum GlobalOptions {
    static let index = OptionSpec.value(
        "index", "DIR",
        "the index folder (default: $LLRB_INDEX, else $XDG_DATA_HOME/llrb, else ~/.local/share/llrb)")
    static let help = OptionSpec.flag("help", short: "h", "show this help")
    static let version = OptionSpec.flag("version", "print llrb's version")
    static let corrections = OptionSpec.value(
        "corrections", "FILE",
        "the corrections journal (default: $LLRB_CORRECTIONS, else the index folder's path + .corrections)")
    static let all = [index, corrections, help, version]
}

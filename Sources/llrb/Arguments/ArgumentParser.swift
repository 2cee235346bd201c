/// Reads a command line the way git and ripgrep users expect: `--name value`, `--name=value`,
/// `-h`, flags anywhere among the positionals, and `--` to end options. A token is an option only
/// when an ASCII letter follows its dash, so a query such as `-疫情` (exclude 疫情) stays a word;
/// in a query, so does `-cn`, which names no option.
enum ArgumentParser {
    /// The index of the command name in `tokens`: the first token that is neither an option nor
    /// the value of a global option before it.
    static func commandPosition(in tokens: [String]) -> Int? {
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token == "--" { return index + 1 < tokens.count ? index + 1 : nil }
            guard isOption(token) else { return index }
            let name = optionName(of: token)
            let takesValue = GlobalOptions.all.first { $0.name == name }?.takesValue ?? false
            index += takesValue && !token.contains("=") ? 2 : 1
        }
        return nil
    }

    /// Parses `tokens` (the command name already removed) against `spec` plus the global options;
    /// `commands`, every command's spec, name the command an unknown option or word belongs to.
    static func parse(_ tokens: [String], for spec: CommandSpec, among commands: [CommandSpec]) throws(CLIError) -> ParsedArguments {
        let known = spec.options + GlobalOptions.all
        var parsed = ParsedArguments(command: spec.name)
        var index = 0
        var optionsEnded = false
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            if optionsEnded || !isOption(token) {
                parsed.positionals.append(token)
                continue
            }
            if token == "--" {
                optionsEnded = true
                continue
            }
            let name = optionName(of: token)
            guard let option = known.first(where: { matches($0, name: name, token: token) }) else {
                if spec.positionals.contains(where: \.isQuery), isExcludedWord(token), !known.contains(where: { $0.name == name }) {
                    parsed.positionals.append(token)
                    continue
                }
                throw unknownOption(token, name: name, known: known, command: spec.name, among: commands)
            }
            if option.valueIsOptional {
                parsed.flags.insert(option.name)
                if let value = inlineValue(of: token) {
                    parsed.values[option.name, default: []].append(value)
                } else if index < tokens.count, let number = asciiNumber(tokens[index]) {
                    // `--fuzzy 2`: a bare number is the value, never a word to search for; so is
                    // one typed in full-width digits (`２`, as a Chinese input method gives it).
                    parsed.values[option.name, default: []].append(number)
                    index += 1
                }
                continue
            }
            guard option.takesValue else {
                if token.contains("=") {
                    throw CLIError.usage("--\(option.name) takes no value; drop '=\(inlineValue(of: token) ?? "")'", command: spec.name)
                }
                parsed.flags.insert(option.name)
                continue
            }
            // A long option where the value should be (`--svg --index DIR`) means the value was
            // left out: taken as the value, `--index` would become a file's name.
            let next = index < tokens.count && !(tokens[index].hasPrefix("--") && isOption(tokens[index])) ? tokens[index] : nil
            let value = inlineValue(of: token) ?? next
            if inlineValue(of: token) == nil, value != nil { index += 1 }
            guard let value, !value.isEmpty else {
                throw CLIError.usage("--\(option.name) needs a value (\(option.valueName ?? "VALUE"))", command: spec.name)
            }
            parsed.values[option.name, default: []].append(value)
        }
        return parsed
    }

    /// Checks the number of positionals once help and version have had their chance.
    static func validatePositionals(_ parsed: ParsedArguments, for spec: CommandSpec) throws(CLIError) {
        let required = spec.positionals.filter { !$0.optional }
        if parsed.positionals.count < required.count {
            let missing = required[parsed.positionals.count]
            throw CLIError.usage("'\(spec.name)' needs \(missing.name) (\(missing.help))", command: spec.name)
        }
        let repeats = spec.positionals.contains { $0.repeats }
        if !repeats, parsed.positionals.count > spec.positionals.count {
            let extra = parsed.positionals[spec.positionals.count]
            throw CLIError.usage("unexpected argument '\(extra)' for '\(spec.name)'", command: spec.name)
        }
    }

    static func isOption(_ token: String) -> Bool {
        let scalars = Array(token.unicodeScalars.prefix(3))
        guard scalars.count >= 2, scalars[0] == "-" else { return false }
        if scalars[1] == "-" { return scalars.count == 2 || isASCIILetter(scalars[2]) }
        return isASCIILetter(scalars[1])
    }

    /// A single dash and more than one character (`-cn`, `-COVID`, `-body:疫情`): no option is
    /// spelled so (short ones are one letter), so in a query it is a word to exclude, unless it
    /// is a long option's name with one dash (`-json`, `-limit`: the caller checks), which a
    /// script would otherwise see searched instead of obeyed. A lone letter (`-n`) is more
    /// likely a mistyped option, and is reported as one.
    private static func isExcludedWord(_ token: String) -> Bool {
        !token.hasPrefix("--") && token.count > 2
    }

    /// `token` in ASCII when it is a number, in ASCII or full-width digits with perhaps a
    /// decimal point (`2`, `２`, `1.5`), else nil.
    private static func asciiNumber(_ token: String) -> String? {
        var ascii = String.UnicodeScalarView()
        for scalar in token.unicodeScalars {
            switch scalar {
            case "0"..."9", ".": ascii.append(scalar)
            case "０"..."９": ascii.append(Unicode.Scalar(scalar.value - 0xFF10 + 0x30) ?? scalar)
            case "．": ascii.append(".")
            default: return nil
            }
        }
        return ascii.contains(where: { ("0"..."9").contains($0) }) ? String(ascii) : nil
    }

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    /// `--limit=5` gives `limit`, `-h` gives `h`.
    private static func optionName(of token: String) -> String {
        let body = token.hasPrefix("--") ? token.dropFirst(2) : token.dropFirst()
        return String(body.prefix { $0 != "=" })
    }

    private static func inlineValue(of token: String) -> String? {
        guard token.hasPrefix("--"), let equals = token.firstIndex(of: "=") else { return nil }
        return String(token[token.index(after: equals)...])
    }

    private static func matches(_ option: OptionSpec, name: String, token: String) -> Bool {
        if token.hasPrefix("--") { return option.name == name }
        return option.short.map(String.init) == name
    }

    private static func unknownOption(_ token: String, name: String, known: [OptionSpec], command: String,
                                      among commands: [CommandSpec]) -> CLIError {
        let shown = token.prefix { $0 != "=" }
        let message = "unknown option '\(shown)'" + (command.isEmpty ? "" : " for '\(command)'")
        // An option another command has, word for word, is what was meant: `search --full` is
        // `show`'s, not a misspelt `--all`.
        let owners = commands.compactMap { spec -> String? in
            spec.options.contains { $0.name == name } ? spec.name : nil
        }
        if !owners.isEmpty {
            return CLIError.usage(message + "; it is an option of " + owners.map { "'llrb \($0)'" }.joined(separator: ", "), command: command)
        }
        if let closest = Suggestion.closest(to: name, among: known.map(\.name)) {
            return CLIError.usage(message + "; did you mean '--\(closest)'?", command: command)
        }
        if commands.contains(where: { $0.name == name }) {
            return CLIError.usage(message + "; did you mean the command 'llrb \(name)'?", command: command)
        }
        return CLIError.usage(message, command: command)
    }
}

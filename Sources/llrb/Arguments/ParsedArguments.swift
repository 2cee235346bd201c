/// The arguments of one command line, checked against its `CommandSpec`.
struct ParsedArguments: Sendable {
    var positionals: [String] = []
    /// Every value given to each option by name, in order (the last one wins for single values).
    var values: [String: [String]] = [:]
    var flags: Set<String> = []
    /// The command these arguments are for, to name it in error messages.
    var command: String

    func flag(_ option: OptionSpec) -> Bool { flags.contains(option.name) }

    func value(_ option: OptionSpec) -> String? { values[option.name]?.last }

    /// An option's value as a whole number in `range`, or a usage error that says what is wrong.
    func integer(_ option: OptionSpec, in range: ClosedRange<Int>) throws(CLIError) -> Int? {
        guard let text = value(option) else { return nil }
        guard let number = Int(text), range.contains(number) else {
            let bound = range.upperBound == Int.max ? "\(range.lowerBound) or more" : "\(range.lowerBound) to \(range.upperBound)"
            throw CLIError.usage("--\(option.name) needs a whole number \(bound), not '\(text)'", command: command)
        }
        return number
    }

    /// An option's value when it is one of `choices`, else a usage error naming the closest
    /// choice; `what` names the option's values in the message ("citation format").
    func choice(_ option: OptionSpec, among choices: [String], describing what: String) throws(CLIError) -> String? {
        guard let chosen = value(option) else { return nil }
        guard choices.contains(chosen) else {
            let hint = Suggestion.closest(to: chosen, among: choices).map { "; did you mean '\($0)'?" } ?? "; use one of \(choices.joined(separator: ", "))"
            throw CLIError.usage("unknown \(what) '\(chosen)'\(hint)", command: command)
        }
        return chosen
    }

    /// `choice` among the raw values of an enumeration, as its case.
    func choice<Value: RawRepresentable & CaseIterable>(_ option: OptionSpec, describing what: String) throws(CLIError) -> Value?
        where Value.RawValue == String {
        try choice(option, among: Value.allCases.map(\.rawValue), describing: what).flatMap(Value.init(rawValue:))
    }
}

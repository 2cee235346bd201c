import LLRBIndex
import LLRBParser

/// The `--from` / `--to` pair shared by `search`, `timeline` and `issues`.
enum DateRangeOptions {
    static let from = OptionSpec.value("from", "DATE", "only pages dated on or after DATE (YYYY, YYYY-MM or YYYY-MM-DD; a partial date counts from its first day)")
    static let to = OptionSpec.value("to", "DATE", "only pages dated on or before DATE (YYYY, YYYY-MM or YYYY-MM-DD; a partial date counts to its last day)")

    /// The range asked for; a usage error when a date is malformed or `--from` is after `--to`.
    static func range(in arguments: ParsedArguments) throws(CLIError) -> (from: GregorianDate?, to: GregorianDate?) {
        let first = try arguments.value(from).map { text throws(CLIError) in
            try DateArgument.parse(text, bound: .first, option: from.name, command: arguments.command)
        }
        let last = try arguments.value(to).map { text throws(CLIError) in
            try DateArgument.parse(text, bound: .last, option: to.name, command: arguments.command)
        }
        if let first, let last, last < first {
            throw CLIError.usage("--from \(first) is after --to \(last); swap them", command: arguments.command)
        }
        return (first, last)
    }

    /// Whether an ISO date (`YYYY-MM-DD`, or nil) falls in the range; undated pages only when no
    /// bound is set.
    static func contains(_ isoDate: String?, from: GregorianDate?, to: GregorianDate?) -> Bool {
        guard from != nil || to != nil else { return true }
        guard let isoDate, let date = GregorianDate(iso8601: isoDate) else { return false }
        if let from, date < from { return false }
        if let to, to < date { return false }
        return true
    }
}

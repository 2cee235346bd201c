import LLRBParser

/// `--from` and `--to` values: `2020`, `2020-03` or `2020-03-13`. A partial date names a span,
/// so `--from` takes its first day and `--to` its last: `--from 2020 --to 2020` is all of 2020.
enum DateArgument {
    enum Bound {
        case first
        case last
    }

    static func parse(_ text: String, bound: Bound, option: String, command: String) throws(CLIError) -> GregorianDate {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        let numbers = parts.map { Int($0) }
        guard (1...3).contains(parts.count), parts[0].count == 4, !numbers.contains(nil),
              let year = numbers[0] else {
            throw invalid(text, option: option, command: command)
        }
        let month = parts.count > 1 ? numbers[1] ?? 0 : (bound == .first ? 1 : 12)
        guard (1...12).contains(month) else { throw invalid(text, option: option, command: command) }
        let day = parts.count > 2 ? numbers[2] ?? 0 : (bound == .first ? 1 : GregorianDate.daysInMonth(year: year, month: month))
        guard let date = GregorianDate(year: year, month: month, day: day) else {
            throw invalid(text, option: option, command: command)
        }
        return date
    }

    private static func invalid(_ text: String, option: String, command: String) -> CLIError {
        CLIError.usage("--\(option) needs a date as YYYY, YYYY-MM or YYYY-MM-DD (e.g. 2020-03-13), not '\(text)'", command: command)
    }
}

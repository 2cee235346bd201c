import LLRBIndex
import LLRBViews

/// `--place 孝义市`: a county-level division of 吕梁, by its full name or an unambiguous short
/// form, as `search` narrows by it.
enum PlaceOption {
    static let place = OptionSpec.value("place", "PLACE", "only articles naming this county or district of 吕梁: 孝义市 (or 孝义), 兴县, 离石区 … ('llrb places' lists them)")

    static func place(in arguments: ParsedArguments) throws(CLIError) -> Place? {
        guard let text = arguments.value(place) else { return nil }
        guard let found = Place.named(text) else {
            let names = Place.all.map(\.name)
            let hint = Suggestion.closest(to: text, among: names).map { "did you mean '\($0)'?" } ?? "use one of \(names.joined(separator: " "))"
            throw CLIError.usage("'\(text)' is not a county or district of 吕梁; \(hint)", command: arguments.command)
        }
        return found
    }
}

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
            let notOne = "'\(text)' is not one of 吕梁's \(names.count) counties and districts"
            let all = names.joined(separator: " ")
            let message = closest(to: text).map { "\(notOne); did you mean '\($0)'? (all \(names.count): \(all))" } ?? "\(notOne): \(all)"
            throw CLIError.usage(message, command: arguments.command)
        }
        return found
    }

    /// The place `text` likely misspells: the closest of those whose name shares a character
    /// with it besides 县, 市 and 区 (孝义县 → 孝义市), never one merely as short (北京 → 兴县).
    private static func closest(to text: String) -> String? {
        let characters = Set(text).subtracting("县市区")
        let alike = Place.all.map(\.name).filter { !characters.isDisjoint(with: $0) }
        return alike.min { Suggestion.distance(text, $0) < Suggestion.distance(text, $1) }
    }
}

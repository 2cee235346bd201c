/// A correction's JSON object (`Correction.jsonObject`, the journal's keys) as a `JSONValue`,
/// so that `corrections --json`, `--export` and `correct --json` are written as every other
/// `--json` is.
extension JSONValue {
    /// The value of a JSON object built of dictionaries, arrays, strings, integers and Booleans
    /// (`JSONSerialization`'s kinds); anything else is `null`.
    init(foundation value: Any) {
        switch value {
        case let text as String: self = .string(text)
        case let flag as Bool: self = .bool(flag)
        case let number as Int: self = .number(String(number))
        case let items as [Any]: self = .array(items.map(JSONValue.init(foundation:)))
        case let members as [String: Any]: self = .object(members.mapValues(JSONValue.init(foundation:)))
        default: self = .null
        }
    }
}

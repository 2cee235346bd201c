/// A JSON document as a tree, so the CLI decides exactly how it is written: keys sorted,
/// absent values as `null`, non-ASCII text left readable. The bytes are `JSONBytes`'s, the one
/// JSON writer, which `export` drives directly.
indirect enum JSONValue: Equatable {
    case null
    case bool(Bool)
    /// A number already spelled as JSON (`42`, `3.5`).
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Pretty-printed with two-space indents and keys in byte order, ending without a newline.
    var rendered: String {
        rendered(indent: 0)
    }

    /// Rendered as a value nested `indent` levels deep: its inner lines are indented to match,
    /// its first line is not (the caller writes that line's indent and key).
    func rendered(indent: Int) -> String {
        var json = JSONBytes(capacity: 1 << 10)
        json.value(self, indent: indent)
        return String(decoding: json.bytes, as: UTF8.self)
    }

    /// On one line with no spaces, keys in byte order: a line of JSON Lines or of a bulk file.
    var compact: String {
        var json = JSONBytes(capacity: 1 << 10)
        json.value(self)
        return String(decoding: json.bytes, as: UTF8.self)
    }

    /// A JSON number for a double; JSON has no NaN or infinity, so those become `null`.
    static func double(_ value: Double) -> JSONValue {
        guard value.isFinite else { return .null }
        if value == value.rounded(), abs(value) < 1e15 { return .number(String(Int64(value))) }
        return .number("\(value)")
    }
}

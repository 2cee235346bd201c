/// A JSON document as a tree, so the CLI decides exactly how it is written: keys sorted,
/// absent values as `null`, non-ASCII text left readable.
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
        var output = ""
        write(into: &output, indent: indent)
        return output
    }

    /// On one line with no spaces, keys in byte order: a line of JSON Lines or of a bulk file.
    var compact: String {
        var output = ""
        writeCompact(into: &output)
        return output
    }

    private func writeCompact(into output: inout String) {
        switch self {
        case .array(let items):
            output += "["
            for (index, item) in items.enumerated() {
                if index > 0 { output += "," }
                item.writeCompact(into: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, member) in members.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }).enumerated() {
                if index > 0 { output += "," }
                JSONValue.writeString(member.key, into: &output)
                output += ":"
                member.value.writeCompact(into: &output)
            }
            output += "}"
        default:
            write(into: &output, indent: 0)
        }
    }

    private func write(into output: inout String, indent: Int) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .number(let text): output += text
        case .string(let text): JSONValue.writeString(text, into: &output)
        case .array(let items):
            guard !items.isEmpty else { output += "[]"; return }
            output += "[\n"
            for (index, item) in items.enumerated() {
                Self.indent(indent + 1, into: &output)
                item.write(into: &output, indent: indent + 1)
                output += index == items.count - 1 ? "\n" : ",\n"
            }
            Self.indent(indent, into: &output)
            output += "]"
        case .object(let members):
            guard !members.isEmpty else { output += "{}"; return }
            output += "{\n"
            let sorted = members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            for (index, member) in sorted.enumerated() {
                Self.indent(indent + 1, into: &output)
                JSONValue.writeString(member.key, into: &output)
                output += ": "
                member.value.write(into: &output, indent: indent + 1)
                output += index == sorted.count - 1 ? "\n" : ",\n"
            }
            Self.indent(indent, into: &output)
            output += "}"
        }
    }

    /// Two spaces a level, appended in place: a new string of spaces for every line cost a
    /// tenth of `search --json`.
    private static func indent(_ levels: Int, into output: inout String) {
        for _ in 0..<levels { output += "  " }
    }

    private static func writeString(_ text: String, into output: inout String) {
        output += "\""
        // Most strings need no escape: appended whole, not scalar by scalar, which made
        // `search --json` of thousands of hits spend most of its time here.
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F }) else {
            output += text
            output += "\""
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }

    /// A JSON number for a double; JSON has no NaN or infinity, so those become `null`.
    static func double(_ value: Double) -> JSONValue {
        guard value.isFinite else { return .null }
        if value == value.rounded(), abs(value) < 1e15 { return .number(String(Int64(value))) }
        return .number("\(value)")
    }
}

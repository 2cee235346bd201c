/// A `JSONValue` tree written by `JSONBytes`: compact (no spaces, as `export` writes) or
/// pretty-printed (two-space indents, `"key": value`, as every `--json` prints), keys in byte
/// order either way.
extension JSONBytes {
    /// The value on one line with no spaces.
    mutating func value(_ value: JSONValue) {
        switch value {
        case .array(let items):
            beginArray()
            for item in items {
                separate()
                self.value(item)
            }
            endArray()
        case .object(let members):
            beginObject()
            for (key, member) in Self.sorted(members) {
                separate()
                string(key)
                raw(":")
                self.value(member)
            }
            endObject()
        default:
            scalar(value)
        }
    }

    /// The value nested `indent` levels deep: its inner lines indented to match, its first line
    /// not (the caller writes that line's indent and key), no line feed after it.
    mutating func value(_ value: JSONValue, indent: Int) {
        switch value {
        case .array(let items):
            guard !items.isEmpty else { return raw("[]") }
            raw("[\n")
            for (index, item) in items.enumerated() {
                self.indent(indent + 1)
                self.value(item, indent: indent + 1)
                index == items.count - 1 ? raw("\n") : raw(",\n")
            }
            self.indent(indent)
            endArray()
        case .object(let members):
            guard !members.isEmpty else { return raw("{}") }
            raw("{\n")
            let sorted = Self.sorted(members)
            for (index, (key, member)) in sorted.enumerated() {
                self.indent(indent + 1)
                string(key)
                raw(": ")
                self.value(member, indent: indent + 1)
                index == sorted.count - 1 ? raw("\n") : raw(",\n")
            }
            self.indent(indent)
            endObject()
        default:
            scalar(value)
        }
    }

    private mutating func scalar(_ value: JSONValue) {
        switch value {
        case .null: null()
        case .bool(let flag): bool(flag)
        case .number(let text): verbatim(text)
        case .string(let text): string(text)
        case .array, .object: self.value(value)
        }
    }

    private mutating func indent(_ levels: Int) {
        for _ in 0..<levels { raw("  ") }
    }

    private static func sorted(_ members: [String: JSONValue]) -> [(key: String, value: JSONValue)] {
        members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
    }
}

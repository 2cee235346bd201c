/// A request's header fields in the order they came, looked up without regard to case, as
/// HTTP field names are (`headers["if-none-match"]` finds `If-None-Match`).
public struct HTTPHeaders: Sendable, ExpressibleByDictionaryLiteral {
    /// Every field as sent, names in their original case, values with surrounding spaces trimmed.
    public let fields: [(name: String, value: String)]

    public init(_ fields: [(name: String, value: String)] = []) {
        self.fields = fields
    }

    public init(dictionaryLiteral elements: (String, String)...) {
        self.init(elements.map { (name: $0.0, value: $0.1) })
    }

    /// The field's value; several fields of that name are joined with ", ", the one value HTTP
    /// says they are equivalent to, but `Cookie`'s with "; ", its own list separator (RFC 9113
    /// §8.2.3), so that a cookie split over two lines still reads as two cookies. Nil when the
    /// field is absent.
    public subscript(name: String) -> String? {
        let values = self.values(name)
        guard !values.isEmpty else { return nil }
        return values.joined(separator: name.lowercased() == "cookie" ? "; " : ", ")
    }

    /// Each value of the field, one per line it was sent on.
    func values(_ name: String) -> [String] {
        fields.filter { $0.name.lowercased() == name.lowercased() }.map(\.value)
    }
}

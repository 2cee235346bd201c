/// One separately searchable part of an index's documents, as its `FieldSchema` declares it: a
/// query can ask for a word in that field only (`headline:复工`) and ranking weighs each field
/// by the schema's weight. Its code is its place in the schema, the first byte of its terms.
public struct SearchField: Hashable, Sendable, Encodable, CustomStringConvertible {
    public let code: UInt8
    /// The name a query and a hit's JSON give the field.
    public let name: String

    package init(code: UInt8, name: String) {
        self.code = code
        self.name = name
    }

    public var description: String { name }

    /// As its name: a hit's JSON says `"field": "body"`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }

    /// By code alone: a schema's fields differ in it, and hashing the name would cost every
    /// document's field map a string hash at ingest.
    public static func == (lhs: SearchField, rhs: SearchField) -> Bool {
        lhs.code == rhs.code
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
    }
}

/// The search fields of an index's documents, declared once by the index's maker, as tantivy's
/// schema is: the engine stores, searches and weighs fields by this and knows nothing of what
/// they mean. The stored part (`layout`: names, length widths and the records' format) is kept
/// in the manifest, so an index is never read with fields or records other than those it was
/// written with.
public struct FieldSchema: Sendable {
    /// A field as its maker declares it.
    public struct Field: Sendable {
        public var name: String
        /// Other names a query may type for it (`标题` for `headline`).
        public var aliases: [String]
        /// What a match in this field weighs in BM25 against a match elsewhere.
        public var weight: Double
        /// Bytes a document's length of this field takes in the document table (1 to 4); a
        /// longer length saturates there, which only scales BM25.
        public var lengthBytes: Int

        public init(name: String, aliases: [String] = [], weight: Double = 1, lengthBytes: Int = 2) {
            self.name = name
            self.aliases = aliases
            self.weight = weight
            self.lengthBytes = lengthBytes
        }
    }

    public let declared: [Field]
    /// The fields, in code order.
    public let fields: [SearchField]
    package let layout: FieldLayout
    /// Every name and alias, lowercased, with its field.
    private let names: [String: SearchField]

    /// The schema of `fields`, in code order, whose documents' records are coded as `recordFormat`
    /// says (the maker's name for its coding, which changes whenever the coding does; the engine
    /// compares it and refuses an index written with another). Names and aliases are the
    /// maker's constants, so a schema that breaks a rule (none, more than
    /// `FieldLayout.maximumCount`, a width outside 1...4, a name given twice) is a programming error.
    public init(_ fields: [Field], recordFormat: String = "") {
        guard let layout = FieldLayout(names: fields.map(\.name), lengthBytes: fields.map(\.lengthBytes), recordFormat: recordFormat) else {
            preconditionFailure("a schema has 1 to \(FieldLayout.maximumCount) fields, each length 1 to 4 bytes")
        }
        declared = fields
        self.fields = fields.indices.map { SearchField(code: UInt8($0), name: fields[$0].name) }
        self.layout = layout
        var names: [String: SearchField] = [:]
        for (field, declared) in zip(self.fields, fields) {
            for name in [declared.name] + declared.aliases {
                precondition(names.updateValue(field, forKey: name.lowercased()) == nil, "the field name \(name) is given twice")
            }
        }
        self.names = names
    }

    public var count: Int { fields.count }

    /// The field a query names by `name` or one of its aliases, in any case.
    public func field(named name: String) -> SearchField? {
        names[name.lowercased()]
    }

    package func weight(_ field: Int) -> Double {
        declared[field].weight
    }
}

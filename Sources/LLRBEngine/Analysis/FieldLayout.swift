/// What a segment's bytes depend on of its `FieldSchema`: how many fields each document stores,
/// how wide each length is in the document table (docs/FORMAT.md, "Document table"), and how
/// its maker codes a document's stored record, in the maker's words. The manifest keeps it, and
/// an index opened with another is refused before a segment is read.
package struct FieldLayout: Hashable, Sendable {
    /// Term keys give a field one byte; more than this many would only make wide tables.
    package static let maximumCount = 32

    package let names: [String]
    package let lengthBytes: [Int]
    /// The records' format, as `FieldSchema(_:recordFormat:)` was given it: the engine stores records
    /// as its maker codes them and only compares this, so that a maker who codes them another
    /// way says so here rather than in the engine's segment format.
    package let recordFormat: String

    /// Nil unless there are 1 to `maximumCount` fields, each with a name and a length of 1 to 4 bytes.
    package init?(names: [String], lengthBytes: [Int], recordFormat: String) {
        guard (1...Self.maximumCount).contains(names.count), names.count == lengthBytes.count,
              lengthBytes.allSatisfy({ (1...4).contains($0) }) else { return nil }
        self.names = names
        self.lengthBytes = lengthBytes
        self.recordFormat = recordFormat
    }

    /// Whether `other` stores the same fields at the same widths, whatever its records' format.
    package func storesFields(of other: FieldLayout) -> Bool {
        names == other.names && lengthBytes == other.lengthBytes
    }

    package var count: Int { names.count }

    /// Each field as a message names it: `body (3 bytes)`.
    package var described: [String] {
        zip(names, lengthBytes).map { "\($0) (\($1) byte\($1 == 1 ? "" : "s"))" }
    }
}

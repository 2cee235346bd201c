/// What a segment's bytes depend on of its `FieldSchema`: how many fields each document stores
/// and how wide each length is in the document table (docs/FORMAT.md, "Document table"). The
/// manifest keeps it, and an index opened with another is refused before a segment is read.
package struct FieldLayout: Hashable, Sendable {
    /// Term keys give a field one byte; more than this many would only make wide tables.
    package static let maximumCount = 32

    package let names: [String]
    package let lengthBytes: [Int]

    /// Nil unless there are 1 to `maximumCount` fields, each with a name and a length of 1 to 4 bytes.
    package init?(names: [String], lengthBytes: [Int]) {
        guard (1...Self.maximumCount).contains(names.count), names.count == lengthBytes.count,
              lengthBytes.allSatisfy({ (1...4).contains($0) }) else { return nil }
        self.names = names
        self.lengthBytes = lengthBytes
    }

    package var count: Int { names.count }

    /// Each field as a message names it: `body (3 bytes)`.
    package var described: [String] {
        zip(names, lengthBytes).map { "\($0) (\($1) byte\($1 == 1 ? "" : "s"))" }
    }
}

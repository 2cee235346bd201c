/// The stored tables of a segment (`StoredTable`), as the optional last section of a
/// segment file (docs/FORMAT.md, "stored tables"): `varint tableCount`, then per table its
/// name (blob), version, `u32` row ends, one per document, and the rows' bytes. A row is read
/// by two offsets, without decoding any other.
package enum StoredTableSection {
    /// A table's rows as they are added, one per document in segment order.
    package struct Builder {
        let name: String
        let version: UInt32
        private(set) var ends: [UInt32] = []
        private(set) var bytes: [UInt8] = []

        init(name: String, version: UInt32) {
            self.name = name
            self.version = version
        }

        mutating func add<Row: Collection>(_ row: Row) throws(IndexError) where Row.Element == UInt8 {
            guard bytes.count + row.count <= Int(UInt32.max) else {
                throw IndexError(.segmentTooLarge(.storedTable(name: name)))
            }
            bytes.append(contentsOf: row)
            ends.append(UInt32(bytes.count))
        }
    }

    package static func encode(_ tables: [Builder]) -> [UInt8] {
        var writer = ByteWriter()
        writer.appendVarint(tables.count)
        for table in tables {
            writer.appendString(table.name)
            writer.append(table.version)
            for end in table.ends { writer.append(end) }
            writer.appendBlob(table.bytes)
        }
        return writer.bytes
    }

    /// One table of a mapped segment.
    package struct Table {
        package let name: String
        package let version: UInt32
        fileprivate let ends: UnsafeRawBufferPointer
        fileprivate let rows: UnsafeRawBufferPointer

        /// The row of `document`, one of the segment's; its bounds are checked as it is read.
        func row(_ document: UInt32) throws(FormatError) -> UnsafeRawBufferPointer {
            let index = Int(document)
            guard (index + 1) * 4 <= ends.count else { throw FormatError("no row for document \(document) in the stored table \(name)") }
            let start = index == 0 ? 0 : Int(ends.loadUnaligned(fromByteOffset: (index - 1) * 4, as: UInt32.self).littleEndian)
            let end = Int(ends.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self).littleEndian)
            guard start <= end, end <= rows.count else { throw FormatError("the stored table \(name) has a row out of bounds") }
            return UnsafeRawBufferPointer(rebasing: rows[start..<end])
        }
    }

    /// The tables of `section`, each with a row end per document; the rows' bounds are checked
    /// as they are read, so that opening a segment costs nothing per document.
    package static func decode(_ section: UnsafeRawBufferPointer, documentCount: Int) throws(FormatError) -> [Table] {
        var reader = ByteReader(section)
        let count = try reader.readCount(atMost: reader.remaining)
        var tables: [Table] = []
        for _ in 0..<count {
            let name = try reader.readString()
            let version = try reader.readUInt32()
            let ends = try reader.readBytes(documentCount * 4)
            let rows = try reader.readBlob()
            guard !tables.contains(where: { $0.name == name }) else { throw FormatError("the stored table \(name) is stored twice") }
            tables.append(Table(name: name, version: version, ends: ends, rows: rows))
        }
        guard reader.isAtEnd else { throw FormatError("the stored tables have bytes left over") }
        return tables
    }
}

/// The fixed parts of a segment file (docs/FORMAT.md, "Segment files"): magic numbers, the
/// format version, and the order of its sections.
package enum SegmentLayout {
    static let headerMagic: [UInt8] = Array("LLRBSEG\0".utf8)
    static let trailerMagic: [UInt8] = Array("LLRBEND\0".utf8)
    /// The engine's own bytes only: a document's stored record is its maker's, versioned by the
    /// records' format in the manifest (`FieldLayout.recordFormat`). Raised last when the engine
    /// still versioned llrb's records (13: a fifth field).
    package static let version: UInt32 = 13
    /// The version of a segment that holds stored tables (`StoredTable`), one section more:
    /// `version` with `tablesFlag` set, so that a segment without them keeps its version byte for
    /// byte, an llrb that knows no tables refuses one that has them as another format (not as
    /// damage), and raising `version` raises this with it, never onto another format's number.
    static let versionWithTables = version | tablesFlag
    static let tablesFlag: UInt32 = 1 << 8
    /// Magic, version, CRC-32 of both.
    package static let headerSize = 16
    /// Footer CRC, footer length, trailer magic.
    static let trailerSize = 16

    /// In file order. The records come first: their offsets, set in the document table, are
    /// known only once they are coded and written.
    package enum Section: Int, CaseIterable {
        case textCode, records, dictionary, blockIndex, docs, positions, documents, ids, tableChecksums, lengthClasses
        /// Only in a segment of `versionWithTables`.
        case storedTables

        var name: String {
            switch self {
            case .dictionary: "term dictionary"
            case .blockIndex: "dictionary block index"
            case .docs: "document postings"
            case .positions: "position postings"
            case .documents: "document table"
            case .ids: "document ids"
            case .records: "stored documents"
            case .textCode: "stored text code"
            case .tableChecksums: "document table and id checksums"
            case .lengthClasses: "length classes"
            case .storedTables: "stored tables"
            }
        }
    }

    package struct SectionEntry {
        var offset: Int
        var length: Int
        var crc: UInt32
    }

    /// The sections of a segment of `version`, in file order.
    package static func sections(inVersion version: UInt32) -> [Section] {
        version == versionWithTables ? Section.allCases : Section.allCases.filter { $0 != .storedTables }
    }

    package static func header(version: UInt32) -> ByteWriter {
        var writer = ByteWriter()
        writer.append(contentsOf: headerMagic)
        writer.append(version)
        writer.appendChecksum(from: 0)
        return writer
    }
}

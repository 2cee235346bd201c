/// The fixed parts of a segment file (docs/FORMAT.md, "Segment files"): magic numbers, the
/// format version, and the order of its sections.
enum SegmentLayout {
    static let headerMagic: [UInt8] = Array("LLRBSEG\0".utf8)
    static let trailerMagic: [UInt8] = Array("LLRBEND\0".utf8)
    static let version: UInt32 = 10
    /// Magic, version, CRC-32 of both.
    static let headerSize = 16
    /// Footer CRC, footer length, trailer magic.
    static let trailerSize = 16

    /// In file order. The records come first: their offsets, set in the document table, are
    /// known only once they are coded and written.
    enum Section: Int, CaseIterable {
        case textCode, records, dictionary, blockIndex, docs, positions, documents, ids, tableChecksums, lengthClasses

        var name: String {
            switch self {
            case .dictionary: "term dictionary"
            case .blockIndex: "dictionary block index"
            case .docs: "document postings"
            case .positions: "position postings"
            case .documents: "document table"
            case .ids: "article ids"
            case .records: "stored articles"
            case .textCode: "stored text code"
            case .tableChecksums: "document table and id checksums"
            case .lengthClasses: "length classes"
            }
        }
    }

    struct SectionEntry {
        var offset: Int
        var length: Int
        var crc: UInt32
    }

    static func header() -> ByteWriter {
        var writer = ByteWriter()
        writer.append(contentsOf: headerMagic)
        writer.append(version)
        writer.appendChecksum(from: 0)
        return writer
    }
}

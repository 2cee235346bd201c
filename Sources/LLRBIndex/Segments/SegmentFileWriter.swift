/// Assembles a complete segment file in memory: documents are added in id order, then the
/// finished dictionary is laid out with them between a header and a checksummed footer.
struct SegmentFileWriter {
    private var documents = ByteWriter()
    private var idOffsets = ByteWriter()
    private var idBytes = ByteWriter()
    private var records = ByteWriter()
    private var fieldLengthSums = [UInt64](repeating: 0, count: TermKey.fieldCount)
    private(set) var documentCount = 0

    init() {
        idOffsets.append(UInt32(0))
    }

    mutating func addDocument(_ document: StoredDocument) {
        documents.append(document.date)
        documents.append(document.issue)
        for field in 0..<TermKey.fieldCount {
            let length = field < document.fieldLengths.count ? document.fieldLengths[field] : 0
            documents.append(length)
            fieldLengthSums[field] += UInt64(length)
        }
        documents.append(UInt64(records.count))
        records.appendBlob(document.payload)
        records.append(CRC32.checksum(document.payload))
        idBytes.append(contentsOf: document.id.utf8)
        idOffsets.append(UInt32(idBytes.count))
        documentCount += 1
    }

    /// The bytes of the whole file.
    func finish(dictionary: DictionaryWriter) -> [UInt8] {
        var ids = idOffsets
        ids.append(contentsOf: idBytes.bytes)
        let sections: [[UInt8]] = [dictionary.blocks.bytes, dictionary.blockOffsets.bytes, dictionary.docs.bytes,
                                   dictionary.positions.bytes, documents.bytes, ids.bytes, records.bytes]
        var file = SegmentLayout.header()
        file.reserve(sections.reduce(SegmentLayout.headerSize + 512) { $0 + $1.count })
        var footer = ByteWriter()
        footer.append(UInt32(sections.count))
        for section in sections {
            footer.append(UInt64(file.count))
            footer.append(UInt64(section.count))
            footer.append(CRC32.checksum(section))
            file.append(contentsOf: section)
        }
        footer.append(UInt32(documentCount))
        footer.append(UInt64(dictionary.termCount))
        for sum in fieldLengthSums { footer.append(sum) }
        file.append(contentsOf: footer.bytes)
        file.append(CRC32.checksum(footer.bytes))
        file.append(UInt32(footer.count))
        file.append(contentsOf: SegmentLayout.trailerMagic)
        return file.bytes
    }
}

/// Assembles a segment file: documents are added in id order, their stored records going to a
/// `RecordSpill` file rather than memory, then the finished dictionary is written with them
/// between a header and a checksummed footer, section by section.
struct SegmentFileWriter {
    private var documents = ByteWriter()
    private var idOffsets = ByteWriter()
    private var idBytes = ByteWriter()
    private var previousID: [UInt8] = []
    private let records: RecordSpill
    private var fieldLengthSums = [UInt64](repeating: 0, count: TermKey.fieldCount)
    private(set) var documentCount = 0

    /// - Parameter directory: where the records wait, unlinked, until the file is written.
    init(directory: String) {
        records = RecordSpill(directory: directory)
    }

    /// Bytes held in memory per document (the records are on disk).
    var byteCount: Int { documents.bytes.capacity + idOffsets.bytes.capacity + idBytes.bytes.capacity }

    mutating func addDocument(_ document: StoredDocument) throws(IndexError) {
        guard records.count < DocumentTable.recordOffsetLimit else {
            throw IndexError("a segment cannot hold more than \(DocumentTable.recordOffsetLimit) bytes of stored articles; ingest the archive in parts")
        }
        let lengths = DocumentTable.storedLengths(document.fieldLengths)
        DocumentTable.append(date: document.date, issue: document.issue, lengths: lengths, recordOffset: records.count, to: &documents)
        for (field, length) in lengths.enumerated() { fieldLengthSums[field] += UInt64(length) }
        try records.appendRecord(document.payload)
        ArticleIDCoding.append(document.id, document: documentCount, previous: &previousID, groupOffsets: &idOffsets, entries: &idBytes)
        documentCount += 1
    }

    /// Writes the whole file to `path` and fsyncs it. Each section goes to the file from the
    /// buffer it was built in (the ids section from two), never copied into one first.
    func write(dictionary: DictionaryWriter, to path: String) throws(IndexError) {
        // With each section its checksum where the builder kept it already, or where it is taken
        // here on two threads: the two postings streams, the bulk of what is left to sum (nil:
        // summed below, as the section is written).
        let (docsCRC, positionsCRC) = BothAtOnce.run({ CRC32.checksum(dictionary.docs.bytes) },
                                                     { CRC32.checksum(dictionary.positions.bytes) })
        let sections: [(parts: [[UInt8]], checksum: UInt32?)] = [
            ([dictionary.blocks.bytes], dictionary.blocksChecksum), ([dictionary.blockOffsets.bytes], nil),
            ([dictionary.docs.bytes], docsCRC), ([dictionary.positions.bytes], positionsCRC), ([documents.bytes], nil),
            ([idOffsets.bytes, idBytes.bytes], nil)]
        var file = try SegmentFileOutput(path: path)
        try file.write(SegmentLayout.header().bytes)
        var footer = ByteWriter()
        footer.append(UInt32(sections.count + 1))
        for (parts, checksum) in sections {
            footer.append(UInt64(file.count))
            footer.append(UInt64(parts.reduce(0) { $0 + $1.count }))
            var crc: UInt32 = 0
            for part in parts {
                if checksum == nil { crc = part.withUnsafeBytes { CRC32.checksum($0, continuing: crc) } }
                try file.write(part)
            }
            footer.append(checksum ?? crc)
        }
        footer.append(UInt64(file.count))
        footer.append(UInt64(records.count))
        footer.append(records.checksum())
        try records.copy(to: &file)
        footer.append(UInt32(documentCount))
        footer.append(UInt64(dictionary.termCount))
        for sum in fieldLengthSums { footer.append(sum) }
        var trailer = ByteWriter()
        trailer.append(CRC32.checksum(footer.bytes))
        trailer.append(UInt32(footer.count))
        trailer.append(contentsOf: SegmentLayout.trailerMagic)
        try file.write(footer.bytes)
        try file.write(trailer.bytes)
        try file.finish()
    }
}

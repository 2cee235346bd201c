/// Assembles a segment file: documents are added in id order, their stored records going to a
/// `RecordSpill` file rather than memory, then the finished dictionary is written with them
/// between a header and a checksummed footer, section by section. The records' field texts are
/// coded on the way out, in a `TextCode` made for this segment from the characters they use,
/// unless the writer was given a code its documents come coded in already (a merge).
struct SegmentFileWriter {
    private var documents = ByteWriter()
    /// Per field, each document's `LengthClasses` class.
    private var lengthClasses: [[UInt8]]
    private var idOffsets = ByteWriter()
    private var idBytes = ByteWriter()
    private var previousID: [UInt8] = []
    private let records: RecordSpill
    /// The code the added payloads' field texts are in already, or nil: they are UTF-8, and
    /// counted (`countingInterval`) into `characters` for the code they are written in.
    private let givenCode: TextCode?
    private var characters = TextSymbolCounts()
    private var fieldLengthSums: [UInt64]
    private let fieldCount: Int
    private let table: DocumentTable
    private(set) var documentCount = 0
    /// The stored tables' rows (`StoredTable`); none: a segment of `SegmentLayout.version`.
    private var tables: [StoredTableSection.Builder]

    /// The code is built from the characters of every fourth document: a sample is as good a
    /// model of a segment's text as the whole (on the 100 MB benchmark archive the index grew
    /// by 1.4 KB of 120 MB; characters the sample missed are escaped), and counting every
    /// document cost 3.4% of an ingest's instructions, a fourth of them 0.9%.
    private static let countingInterval = 4

    /// Records are written out a chunk at a time.
    private static let recordChunkSize = 1 << 20

    /// - Parameter directory: where the records wait, unlinked, until the file is written.
    /// - Parameter fields: the fields each document stores.
    /// - Parameter textCode: the code the documents' field texts come in (see `givenCode`).
    /// - Parameter tables: the names and versions of the stored tables every document brings a row of.
    init(directory: String, fields: FieldLayout, textCode: TextCode? = nil, tables: [(name: String, version: UInt32)] = []) {
        records = RecordSpill(directory: directory)
        fieldCount = fields.count
        table = DocumentTable(fields)
        lengthClasses = Array(repeating: [], count: fields.count)
        fieldLengthSums = Array(repeating: 0, count: fields.count)
        givenCode = textCode
        self.tables = tables.map { StoredTableSection.Builder(name: $0.name, version: $0.version) }
    }

    /// Bytes held in memory per document (the records are on disk).
    var byteCount: Int {
        documents.bytes.capacity + idOffsets.bytes.capacity + idBytes.bytes.capacity + lengthClasses.reduce(0) { $0 + $1.capacity }
            + tables.reduce(0) { $0 + $1.bytes.capacity + $1.ends.capacity * 4 }
    }

    /// Adds a document whose payload's field texts are UTF-8 (as the archive encodes them), or in
    /// the code the writer was given.
    mutating func addDocument(_ document: StoredDocument) throws(IndexError) {
        guard records.count < DocumentTable.recordOffsetLimit else {
            throw IndexError(.segmentTooLarge(.storedDocuments(bytes: DocumentTable.recordOffsetLimit)))
        }
        let lengths = table.storedLengths(document.fieldLengths)
        // The record offset is set when the records are written (`writeRecords`).
        table.append(date: document.date, number: document.number, lengths: lengths, to: &documents)
        for (field, length) in lengths.enumerated() {
            fieldLengthSums[field] += UInt64(length)
            lengthClasses[field].append(LengthClasses.of(length))
        }
        if givenCode == nil, documentCount % Self.countingInterval == 0 {
            let counted = document.payload.withUnsafeBytes { payload in
                Result { () throws(FormatError) in try DocumentPayload.forEachFieldUTF8(payload, fieldCount: fieldCount) { characters.add($0) } }
            }
            if case .failure(let error) = counted {
                throw IndexError(.writerFault("a document's stored record could not be read back: \(error.reason)"))
            }
        }
        guard document.tableRows.count == tables.count else {
            throw IndexError(.writerFault("a document brings \(document.tableRows.count) stored table rows to a segment of \(tables.count) tables"))
        }
        for index in tables.indices { try tables[index].add(document.tableRows[index]) }
        try records.append(document.payload)
        DocumentIDCoding.append(document.id, document: documentCount, previous: &previousID, groupOffsets: &idOffsets, entries: &idBytes)
        documentCount += 1
    }

    /// Writes the whole file to `path` and fsyncs it. Each section goes to the file from the
    /// buffer it was built in (the ids section from two), never copied into one first.
    mutating func write(dictionary: DictionaryWriter, to path: String) throws(IndexError) {
        let code = givenCode ?? TextCode(counts: characters)
        var codeBytes = ByteWriter()
        code.write(to: &codeBytes)
        var file = try SegmentFileOutput(path: path)
        let version = tables.isEmpty ? SegmentLayout.version : SegmentLayout.versionWithTables
        try file.write(SegmentLayout.header(version: version).bytes)
        var footer = ByteWriter()
        footer.append(UInt32(SegmentLayout.sections(inVersion: version).count))
        func addSection(from start: Int, checksum: UInt32) {
            footer.append(UInt64(start))
            footer.append(UInt64(file.count - start))
            footer.append(checksum)
        }
        var start = file.count
        try file.write(codeBytes.bytes)
        addSection(from: start, checksum: CRC32.checksum(codeBytes.bytes))
        start = file.count
        let recordsCRC = try writeRecords(coding: givenCode == nil ? CodedText.Encoder(code) : nil, to: &file)
        addSection(from: start, checksum: recordsCRC)
        var sections: [(parts: [[UInt8]], checksum: UInt32?)]
        if dictionary.isSpilling {
            // A merge's streams are mostly in their files: each is copied from there, its
            // checksum kept as it was written out.
            for stream in [DictionaryWriter.Stream.blocks, nil, .docs, .positions] {
                start = file.count
                guard let stream else {
                    try file.write(dictionary.blockOffsets.bytes)
                    addSection(from: start, checksum: CRC32.checksum(dictionary.blockOffsets.bytes))
                    continue
                }
                let crc = try dictionary.write(stream, to: &file)
                addSection(from: start, checksum: stream == .blocks ? dictionary.blocksChecksum : crc)
            }
            sections = []
        } else {
            // With each section its checksum where the builder kept it already, or where it is taken
            // here on two threads: the two postings streams, the bulk of what is left to sum (nil:
            // summed below, as the section is written).
            let (docsCRC, positionsCRC) = BothAtOnce.run({ CRC32.checksum(dictionary.docs.bytes) },
                                                         { CRC32.checksum(dictionary.positions.bytes) })
            sections = [([dictionary.blocks.bytes], dictionary.blocksChecksum), ([dictionary.blockOffsets.bytes], nil),
                        ([dictionary.docs.bytes], docsCRC), ([dictionary.positions.bytes], positionsCRC)]
        }
        let tableChecksums = documents.bytes.withUnsafeBytes { table in
            idOffsets.bytes.withUnsafeBytes { offsets in
                idBytes.bytes.withUnsafeBytes { entries in
                    TableChecksums.encode(documents: table, entrySize: self.table.entrySize, ids: TableChecksums.IDSection(groupOffsets: offsets, entries: entries),
                                          documentCount: documentCount)
                }
            }
        }
        sections += [([documents.bytes], nil), ([idOffsets.bytes, idBytes.bytes], nil), ([tableChecksums], nil),
                     ([LengthClasses.encode(columns: lengthClasses, documentCount: documentCount)], nil)]
        if !tables.isEmpty { sections.append(([StoredTableSection.encode(tables)], nil)) }
        for (parts, checksum) in sections {
            start = file.count
            var crc: UInt32 = 0
            for part in parts {
                if checksum == nil { crc = part.withUnsafeBytes { CRC32.checksum($0, continuing: crc) } }
                try file.write(part)
            }
            addSection(from: start, checksum: checksum ?? crc)
        }
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

    /// Writes the records section: each payload read back from the spill with its field texts
    /// coded by `encoder` (nil: they are coded already), as `blob payload, u32 crc`, and its
    /// offset set in the document table. Returns the section's checksum.
    private mutating func writeRecords(coding encoder: CodedText.Encoder?, to file: inout SegmentFileOutput) throws(IndexError) -> UInt32 {
        var crc: UInt32 = 0
        var chunk = ByteWriter()
        chunk.reserve(Self.recordChunkSize + Self.recordChunkSize / 4)
        var scratch: [UInt8] = []
        var flushed = 0
        var document = 0
        try records.forEachPayload { stored throws(IndexError) in
            let offset = flushed + chunk.count
            guard document < documentCount else { throw IndexError(.writerFault("the records being written hold more documents than the segment")) }
            guard offset < DocumentTable.recordOffsetLimit else {
                throw IndexError(.segmentTooLarge(.storedDocuments(bytes: DocumentTable.recordOffsetLimit)))
            }
            table.setRecordOffset(offset, of: document, in: &documents)
            document += 1
            if let encoder {
                let coded = try Self.coding(stored, fieldCount: fieldCount, with: encoder, scratch: &scratch)
                coded.bytes.withUnsafeBytes { Self.appendRecord($0, to: &chunk, crc: &crc) }
            } else {
                Self.appendRecord(stored, to: &chunk, crc: &crc)
            }
            if chunk.count >= Self.recordChunkSize {
                try file.write(chunk.bytes)
                flushed += chunk.count
                chunk.bytes.removeAll(keepingCapacity: true)
            }
        }
        guard document == documentCount else { throw IndexError(.writerFault("the records being written lost \(documentCount - document) documents")) }
        try file.write(chunk.bytes)
        return crc
    }

    /// The payload with its UTF-8 field texts coded.
    private static func coding(_ payload: UnsafeRawBufferPointer, fieldCount: Int, with encoder: CodedText.Encoder,
                               scratch: inout [UInt8]) throws(IndexError) -> ByteWriter {
        do throws(FormatError) {
            return try DocumentPayload.rewritingFields(payload, fieldCount: fieldCount, code: .empty) { utf8, writer in
                writer.appendFieldText(utf8, coding: encoder, scratch: &scratch)
            }
        } catch {
            throw IndexError(.writerFault("a document's stored record could not be read back: \(error.reason)"))
        }
    }

    /// Appends `blob payload, u32 crc` and brings the section's checksum up to date from the
    /// payload's (`CRC32.combine`) rather than by reading the payload again: the records are
    /// most of a segment's bytes.
    private static func appendRecord(_ payload: UnsafeRawBufferPointer, to chunk: inout ByteWriter, crc: inout UInt32) {
        let start = chunk.count
        chunk.appendVarint(payload.count)
        let payloadStart = chunk.count
        chunk.append(contentsOf: payload)
        let payloadCRC = CRC32.checksum(payload)
        chunk.append(payloadCRC)
        crc = chunk.bytes.withUnsafeBytes { bytes in
            let length = CRC32.checksum(UnsafeRawBufferPointer(rebasing: bytes[start..<payloadStart]), continuing: crc)
            let throughPayload = CRC32.combine(length, payloadCRC, lengthOfB: payload.count)
            return CRC32.checksum(UnsafeRawBufferPointer(rebasing: bytes[(bytes.count - 4)...]), continuing: throughPayload)
        }
    }
}

import Glibc

/// One segment file, mapped and validated: header, footer and the small sections are verified on
/// open; dictionary blocks, postings and stored documents each carry a checksum verified when read.
package final class SegmentReader: @unchecked Sendable {
    package let number: UInt64
    package let file: MappedFile
    package let documentCount: Int
    package let termCount: Int
    package let fieldLengthSums: [UInt64]
    /// The fields its documents store, as the manifest says.
    package let fields: FieldLayout
    private let table: DocumentTable
    package let sections: [SegmentLayout.SectionEntry]
    let dictionary: DictionaryReader
    /// The code of the stored field texts.
    package let textCode: TextCode
    private let documents: UnsafeRawBufferPointer
    private let ids: UnsafeRawBufferPointer
    private let records: UnsafeRawBufferPointer
    /// Every read of the document table or the ids verifies its block first (once per process).
    let tableChecksums: TableChecksums
    /// Lower bounds of the field lengths, for bounding scores without reading the table.
    let lengthClasses: LengthClasses
    /// The stored tables (`StoredTable`), their section checksummed when first read.
    package let storedTables: [StoredTableSection.Table]
    private let storedTablesVerified = VerifiedFlags(count: 1)

    package var path: String { file.path }

    /// The size of the records section: how much stored text the segment holds.
    var storedTextBytes: Int { records.count }

    /// The segment the manifest's `entry` names in `directory`, refused as damaged unless it
    /// holds the documents the manifest counts (a segment of another index copied in its place).
    package static func open(_ entry: Manifest.Segment, in directory: String, fields: FieldLayout, checkingTables: Bool = true,
                     remembersChecks: Bool = false) throws(IndexError) -> SegmentReader {
        let reader = try SegmentReader(path: directory + "/" + IndexFiles.segment(entry.number), number: entry.number, fields: fields,
                                       checkingTables: checkingTables, remembersChecks: remembersChecks)
        guard reader.documentCount == entry.documentCount else {
            throw IndexError.corrupt(reader.path, "it holds \(reader.documentCount) documents, the manifest says \(entry.documentCount)")
        }
        return reader
    }

    /// - Parameter checkingTables: verify the document table's and the ids' checksums now, whole
    ///   (a writer, a merge and a check read all of them); a search passes false, and each read
    ///   verifies the entry or block it reads (`TableChecksums`): a count reads none, a ranked page few.
    /// - Parameter remembersChecks: keep a `ChecksumMemo`, so each piece is checksummed once in
    ///   this process (searches); a merge or a check reads each piece once anyway, and a memo
    ///   would only keep pages of bits resident while it runs.
    package init(path: String, number: UInt64, fields: FieldLayout, checkingTables: Bool = true,
                 remembersChecks: Bool = false) throws(IndexError) {
        self.number = number
        self.fields = fields
        table = DocumentTable(fields)
        do {
            file = try MappedFile.shared(path: path)
        } catch {
            // The manifest names this file, so its absence is damage to rebuild from, not a user error.
            if access(path, F_OK) != 0 && errno == ENOENT { throw IndexError.corrupt(path, "the segment file is missing") }
            throw error
        }
        let version = try SegmentHeader.check(file.bytes, path: path)
        do throws(FormatError) {
            let parsed = try Self.parseFooter(file.bytes, sections: SegmentLayout.sections(inVersion: version).count,
                                            fieldCount: fields.count)
            sections = parsed.sections
            documentCount = parsed.documentCount
            termCount = parsed.termCount
            fieldLengthSums = parsed.fieldLengthSums
        } catch {
            throw IndexError.unreadable(path, error, expected: .segment)
        }
        let bytes = file.bytes, entries = sections
        func section(_ kind: SegmentLayout.Section) -> UnsafeRawBufferPointer {
            let entry = entries[kind.rawValue]
            return UnsafeRawBufferPointer(rebasing: bytes[entry.offset..<entry.offset + entry.length])
        }
        dictionary = DictionaryReader(blocks: section(.dictionary), blockOffsets: section(.blockIndex),
                                      docs: section(.docs), positions: section(.positions), memo: remembersChecks ? ChecksumMemo(covering: bytes) : nil,
                                      positionsSlack: bytes.count - entries[SegmentLayout.Section.positions.rawValue].offset
                                          - entries[SegmentLayout.Section.positions.rawValue].length)
        documents = section(.documents)
        ids = section(.ids)
        records = section(.records)
        do throws(FormatError) {
            let codeBytes = section(.textCode)
            guard CRC32.checksum(codeBytes) == entries[SegmentLayout.Section.textCode.rawValue].crc else {
                throw FormatError("the \(SegmentLayout.Section.textCode.name) fails its checksum")
            }
            var code = ByteReader(codeBytes)
            textCode = try TextCode(from: &code)
            guard code.isAtEnd else { throw FormatError("the \(SegmentLayout.Section.textCode.name) has bytes left over") }
        } catch {
            throw IndexError.corrupt(path, error.reason)
        }
        do throws(FormatError) {
            guard let idSection = TableChecksums.IDSection(section: ids, documentCount: documentCount),
                  dictionary.blockOffsets.count % 4 == 0 else {
                throw FormatError("section sizes disagree with the document count")
            }
            tableChecksums = try TableChecksums(section: section(.tableChecksums), documents: documents, entrySize: table.entrySize,
                                                tableChecksum: entries[SegmentLayout.Section.documents.rawValue].crc, ids: idSection,
                                                documentCount: documentCount)
            lengthClasses = try LengthClasses(section: section(.lengthClasses), documentCount: documentCount, fieldCount: fields.count)
            storedTables = entries.count > SegmentLayout.Section.storedTables.rawValue
                ? try StoredTableSection.decode(section(.storedTables), documentCount: documentCount) : []
        } catch {
            throw IndexError.corrupt(path, error.reason)
        }
        try check([.blockIndex] + (checkingTables ? [.documents, .ids, .tableChecksums, .lengthClasses] : []))
        if checkingTables {
            tableChecksums.markEverythingVerified()
            lengthClasses.markEverythingVerified()
        }
    }

    private func check(_ small: [SegmentLayout.Section]) throws(IndexError) {
        for section in small {
            let entry = sections[section.rawValue]
            guard CRC32.checksum(UnsafeRawBufferPointer(rebasing: file.bytes[entry.offset..<entry.offset + entry.length])) == entry.crc else {
                throw IndexError.corrupt(path, "the \(section.name) fails its checksum")
            }
        }
    }

    /// Checks trailer and footer (the header is `SegmentHeader`'s), and that its `count`
    /// sections tile the file with no gap.
    private static func parseFooter(_ bytes: UnsafeRawBufferPointer, sections count: Int, fieldCount: Int) throws(FormatError)
        -> (sections: [SegmentLayout.SectionEntry], documentCount: Int, termCount: Int, fieldLengthSums: [UInt64]) {
        guard bytes.count >= SegmentLayout.headerSize + SegmentLayout.trailerSize else { throw FormatError(.notThisKind) }
        guard Array(bytes.suffix(8)) == SegmentLayout.trailerMagic else { throw FormatError("the file is truncated (no trailer)") }
        var trailer = ByteReader(bytes, at: bytes.count - SegmentLayout.trailerSize)
        let footerCRC = try trailer.readUInt32()
        let footerLength = Int(try trailer.readUInt32())
        let footerStart = bytes.count - SegmentLayout.trailerSize - footerLength
        guard footerStart >= SegmentLayout.headerSize else { throw FormatError("bad footer length") }
        let footerBytes = UnsafeRawBufferPointer(rebasing: bytes[footerStart..<(bytes.count - SegmentLayout.trailerSize)])
        guard CRC32.checksum(footerBytes) == footerCRC else { throw FormatError("the footer fails its checksum") }
        var footer = ByteReader(footerBytes)
        guard try footer.readUInt32() == UInt32(count) else { throw FormatError("unexpected section count") }
        var sections: [SegmentLayout.SectionEntry] = []
        var expectedOffset = SegmentLayout.headerSize
        for _ in 0..<count {
            let offset = try footer.readUInt64(), length = try footer.readUInt64(), crc = try footer.readUInt32()
            guard offset == UInt64(expectedOffset), length <= UInt64(footerStart - expectedOffset) else {
                throw FormatError("section bounds do not tile the file")
            }
            sections.append(.init(offset: Int(offset), length: Int(length), crc: crc))
            expectedOffset += Int(length)
        }
        guard expectedOffset == footerStart else { throw FormatError("section bounds do not tile the file") }
        let documentCount = Int(try footer.readUInt32())
        let termCount = try footer.readUInt64()
        var sums: [UInt64] = []
        for _ in 0..<fieldCount { sums.append(try footer.readUInt64()) }
        guard footer.isAtEnd, termCount < 1 << 40 else { throw FormatError("bad footer") }
        return (sections, documentCount, Int(termCount), sums)
    }

    package func date(_ document: UInt32) throws(IndexError) -> UInt32 {
        try checkEntry(of: document)
        return table.date(document, in: documents)
    }

    /// The document's second key (`StoredDocument.number`), 0 for none.
    package func number(_ document: UInt32) throws(IndexError) -> UInt32 {
        try checkEntry(of: document)
        return table.number(document, in: documents)
    }

    package func fieldLength(_ document: UInt32, field: Int) throws(IndexError) -> UInt32 {
        try checkEntry(of: document)
        return table.fieldLength(document, field: field, in: documents)
    }

    /// The least length the document's field can have (`LengthClasses`).
    @inline(__always)
    func shortestLength(of document: UInt32, field: Int) throws(IndexError) -> UInt32 {
        do throws(FormatError) {
            return try lengthClasses.shortestLength(of: document, field: field)
        } catch {
            throw IndexError.corrupt(path, error.reason)
        }
    }

    /// Verifies every table checksum and length class, and that the classes fit the table (`llrb check`).
    func verifyTableChecks() throws(IndexError) {
        do throws(FormatError) {
            try tableChecksums.verifyEverything()
            try lengthClasses.verifyEverything { document, field in table.fieldLength(document, field: field, in: documents) }
        } catch {
            throw IndexError.corrupt(path, error.reason)
        }
    }

    /// Verifies `document`'s entry of the document table, unless done before.
    @inline(__always)
    private func checkEntry(of document: UInt32) throws(IndexError) {
        do throws(FormatError) {
            try tableChecksums.checkEntry(of: document)
        } catch {
            throw IndexError.corrupt(path, error.reason)
        }
    }

    package func id(_ document: UInt32) throws(IndexError) -> String {
        do throws(FormatError) {
            try tableChecksums.checkID(of: document)
            return try DocumentIDCoding.id(document, documentCount: documentCount, in: ids)
        } catch {
            throw IndexError.corrupt(path, error.reason)
        }
    }

    /// The stored payload of a document, checksum verified.
    package func payload(_ document: UInt32) throws(IndexError) -> UnsafeRawBufferPointer {
        do throws(FormatError) {
            return try checkedPayload(document)
        } catch {
            throw IndexError.corrupt(path, error.reason)
        }
    }

    /// The row of `document` in the stored table `name`, nil when the segment keeps no such
    /// table; the tables' section is checksummed whole the first time any row is read.
    package func storedTableRow(_ document: UInt32, table name: String) throws(IndexError) -> UnsafeRawBufferPointer? {
        try verifyStoredTables()
        guard let table = storedTables.first(where: { $0.name == name }) else { return nil }
        do throws(FormatError) {
            return try table.row(document)
        } catch {
            throw IndexError.corrupt(path, error.reason)
        }
    }

    /// Checksums the stored tables' section the first time it is asked for: a damaged name or
    /// version is reported, not taken for a table the segment does not keep.
    package func verifyStoredTables() throws(IndexError) {
        guard sections.count > SegmentLayout.Section.storedTables.rawValue, !storedTablesVerified.contains(0) else { return }
        try check([.storedTables])
        storedTablesVerified.insert(0)
    }

    /// Where a document's stored record starts in the file, for releasing what a stream of
    /// records has passed (`MappedFile.release`).
    package func recordFileOffset(_ document: UInt32) -> Int {
        sections[SegmentLayout.Section.records.rawValue].offset
            + Int(min(table.recordOffset(document, in: documents), UInt64(records.count)))
    }

    package func checkedPayload(_ document: UInt32) throws(FormatError) -> UnsafeRawBufferPointer {
        try tableChecksums.checkEntry(of: document)
        let offset = table.recordOffset(document, in: documents)
        guard offset < UInt64(records.count) else { throw FormatError("a stored document offset is out of bounds") }
        var reader = ByteReader(records, at: Int(offset))
        let payload = try reader.readBlob()
        guard try reader.readUInt32() == CRC32.checksum(payload) else { throw FormatError("a stored document fails its checksum") }
        return payload
    }

    package func postings(_ key: [UInt8]) throws(IndexError) -> PostingList? {
        do throws(FormatError) {
            return try dictionary.lookup(key)
        } catch {
            throw IndexError.corrupt(path, error.reason)
        }
    }
}

import Glibc

/// One segment file, mapped and validated: header, footer and the small sections are verified on
/// open; dictionary blocks, postings and stored articles each carry a checksum verified when read.
final class SegmentReader: @unchecked Sendable {
    let number: UInt64
    let file: MappedFile
    let documentCount: Int
    let termCount: Int
    let fieldLengthSums: [UInt64]
    let sections: [SegmentLayout.SectionEntry]
    let dictionary: DictionaryReader
    /// The code of the stored field texts.
    let textCode: TextCode
    private let documents: UnsafeRawBufferPointer
    private let ids: UnsafeRawBufferPointer
    private let records: UnsafeRawBufferPointer
    /// Every read of the document table or the ids verifies its block first (once per process).
    let tableChecksums: TableChecksums
    /// Lower bounds of the field lengths, for bounding scores without reading the table.
    let lengthClasses: LengthClasses
    /// The article tables (`ArticleTable`), their section checksummed when first read.
    let articleTables: [ArticleTableSection.Table]
    private let articleTablesVerified = VerifiedFlags(count: 1)

    var path: String { file.path }

    /// The size of the records section: how much stored text the segment holds.
    var storedTextBytes: Int { records.count }

    /// The segment the manifest's `entry` names in `directory`, refused as damaged unless it
    /// holds the articles the manifest counts (a segment of another index copied in its place).
    static func open(_ entry: Manifest.Segment, in directory: String, checkingTables: Bool = true,
                     remembersChecks: Bool = false) throws(IndexError) -> SegmentReader {
        let reader = try SegmentReader(path: directory + "/" + IndexFiles.segment(entry.number), number: entry.number,
                                       checkingTables: checkingTables, remembersChecks: remembersChecks)
        guard reader.documentCount == entry.documentCount else {
            throw IndexError.corrupt(reader.path, "it holds \(reader.documentCount) articles, the manifest says \(entry.documentCount)")
        }
        return reader
    }

    /// - Parameter checkingTables: verify the document table's and the ids' checksums now, whole
    ///   (a writer, a merge and a check read all of them); a search passes false, and each read
    ///   verifies the entry or block it reads (`TableChecksums`): a count reads none, a ranked page few.
    /// - Parameter remembersChecks: keep a `ChecksumMemo`, so each piece is checksummed once in
    ///   this process (searches); a merge or a check reads each piece once anyway, and a memo
    ///   would only keep pages of bits resident while it runs.
    init(path: String, number: UInt64, checkingTables: Bool = true, remembersChecks: Bool = false) throws(IndexError) {
        self.number = number
        do {
            file = try MappedFile.shared(path: path)
        } catch {
            // The manifest names this file, so its absence is damage to rebuild from, not a user error.
            if access(path, F_OK) != 0 && errno == ENOENT { throw IndexError.corrupt(path, "the segment file is missing") }
            throw error
        }
        let version = try SegmentHeader.check(file.bytes, path: path)
        do throws(FormatError) {
            let parsed = try Self.parseFooter(file.bytes, sections: SegmentLayout.sections(inVersion: version).count)
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
            tableChecksums = try TableChecksums(section: section(.tableChecksums), documents: documents,
                                                tableChecksum: entries[SegmentLayout.Section.documents.rawValue].crc, ids: idSection,
                                                documentCount: documentCount)
            lengthClasses = try LengthClasses(section: section(.lengthClasses), documentCount: documentCount)
            articleTables = entries.count > SegmentLayout.Section.articleTables.rawValue
                ? try ArticleTableSection.decode(section(.articleTables), documentCount: documentCount) : []
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
    private static func parseFooter(_ bytes: UnsafeRawBufferPointer, sections count: Int) throws(FormatError)
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
        for _ in 0..<TermKey.fieldCount { sums.append(try footer.readUInt64()) }
        guard footer.isAtEnd, termCount < 1 << 40 else { throw FormatError("bad footer") }
        return (sections, documentCount, Int(termCount), sums)
    }

    func date(_ document: UInt32) throws(IndexError) -> UInt32 {
        try checkEntry(of: document)
        return DocumentTable.date(document, in: documents)
    }

    /// The issue number plus one, 0 for none.
    func issue(_ document: UInt32) throws(IndexError) -> UInt32 {
        try checkEntry(of: document)
        return DocumentTable.issue(document, in: documents)
    }

    func fieldLength(_ document: UInt32, field: Int) throws(IndexError) -> UInt32 {
        try checkEntry(of: document)
        return DocumentTable.fieldLength(document, field: field, in: documents)
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
            try lengthClasses.verifyEverything { document, field in DocumentTable.fieldLength(document, field: field, in: documents) }
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

    func id(_ document: UInt32) throws(IndexError) -> String {
        do throws(FormatError) {
            try tableChecksums.checkID(of: document)
            return try ArticleIDCoding.id(document, documentCount: documentCount, in: ids)
        } catch {
            throw IndexError.corrupt(path, error.reason)
        }
    }

    /// The stored payload of a document, checksum verified.
    func payload(_ document: UInt32) throws(IndexError) -> UnsafeRawBufferPointer {
        do throws(FormatError) {
            return try checkedPayload(document)
        } catch {
            throw IndexError.corrupt(path, error.reason)
        }
    }

    /// Pages already read, by the document that stores them.
    typealias PageCache = [UInt32: StoredPage]

    /// The stored article of a document. Articles of one page share their page: pass the same
    /// cache when reading many, so each page is decoded once.
    func record(_ document: UInt32, pages: inout PageCache) throws(IndexError) -> ArticleRecord {
        let id = try id(document)
        do throws(FormatError) {
            return try StoredPayload.record(try checkedPayload(document), document: document, id: id, code: textCode) { holder throws(FormatError) in
                try storedPage(holder, cache: &pages)
            }
        } catch {
            throw IndexError.corrupt(path, error.reason)
        }
    }

    /// The field texts of a document and what its hit shows.
    func fieldsAndSummary(_ document: UInt32) throws(IndexError) -> (fields: [String], summary: HitSummary) {
        var pages = PageCache()
        do throws(FormatError) {
            return try StoredPayload.fieldsAndSummary(try checkedPayload(document), document: document, code: textCode) { holder throws(FormatError) in
                try storedPage(holder, cache: &pages)
            }
        } catch {
            throw IndexError.corrupt(path, error.reason)
        }
    }

    /// The row of `document` in the article table `name`, nil when the segment keeps no such
    /// table; the tables' section is checksummed whole the first time any row is read.
    func articleTableRow(_ document: UInt32, table name: String) throws(IndexError) -> UnsafeRawBufferPointer? {
        try verifyArticleTables()
        guard let table = articleTables.first(where: { $0.name == name }) else { return nil }
        do throws(FormatError) {
            return try table.row(document)
        } catch {
            throw IndexError.corrupt(path, error.reason)
        }
    }

    /// Checksums the article tables' section the first time it is asked for: a damaged name or
    /// version is reported, not taken for a table the segment does not keep.
    func verifyArticleTables() throws(IndexError) {
        guard sections.count > SegmentLayout.Section.articleTables.rawValue, !articleTablesVerified.contains(0) else { return }
        try check([.articleTables])
        articleTablesVerified.insert(0)
    }

    /// A document's credits and date, its texts left undecoded (`StoredCredits`).
    func credits(_ document: UInt32) throws(IndexError) -> StoredCredits {
        do throws(FormatError) {
            return try StoredPayload.credits(try checkedPayload(document))
        } catch {
            throw IndexError.corrupt(path, error.reason)
        }
    }

    /// The page stored by document `holder`, from the cache when it holds it (the cache then keeps only it).
    private func storedPage(_ holder: UInt32, cache: inout PageCache) throws(FormatError) -> StoredPage {
        if let page = cache[holder] { return page }
        let page = try StoredPayload.page(in: try checkedPayload(holder))
        cache = [holder: page]
        return page
    }

    /// The document that holds this document's page: itself or an earlier article of its page.
    func pageHolder(_ document: UInt32) throws(IndexError) -> UInt32 {
        do throws(FormatError) {
            let back = try StoredPayload.pageBackReference(try checkedPayload(document))
            guard back <= UInt64(document) else { throw FormatError("a stored article points to a page that is not there") }
            return document - UInt32(back)
        } catch {
            throw IndexError.corrupt(path, error.reason)
        }
    }

    /// The page a page-holding document stores, and its file.
    func storedPage(_ holder: UInt32) throws(IndexError) -> StoredPage {
        do throws(FormatError) {
            return try StoredPayload.page(in: try checkedPayload(holder))
        } catch {
            throw IndexError.corrupt(path, error.reason)
        }
    }

    func record(_ document: UInt32) throws(IndexError) -> ArticleRecord {
        var pages = PageCache()
        return try record(document, pages: &pages)
    }

    /// Where a document's stored record starts in the file, for releasing what a stream of
    /// records has passed (`MappedFile.release`).
    func recordFileOffset(_ document: UInt32) -> Int {
        sections[SegmentLayout.Section.records.rawValue].offset
            + Int(min(DocumentTable.recordOffset(document, in: documents), UInt64(records.count)))
    }

    func checkedPayload(_ document: UInt32) throws(FormatError) -> UnsafeRawBufferPointer {
        try tableChecksums.checkEntry(of: document)
        let offset = DocumentTable.recordOffset(document, in: documents)
        guard offset < UInt64(records.count) else { throw FormatError("a stored article offset is out of bounds") }
        var reader = ByteReader(records, at: Int(offset))
        let payload = try reader.readBlob()
        guard try reader.readUInt32() == CRC32.checksum(payload) else { throw FormatError("a stored article fails its checksum") }
        return payload
    }

    func postings(_ key: [UInt8]) throws(IndexError) -> PostingList? {
        do throws(FormatError) {
            return try dictionary.lookup(key)
        } catch {
            throw IndexError.corrupt(path, error.reason)
        }
    }
}

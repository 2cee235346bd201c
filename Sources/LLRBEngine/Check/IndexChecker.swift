/// Verifies a whole index: every checksum of every file, and every cross-reference between the
/// manifest, the segments' dictionaries, postings, document tables and stored documents.
package struct IndexChecker {
    package let directory: String
    /// The fields the maker's schema stores: an index of others is reported, not read.
    let fields: FieldLayout
    /// Reads every stored document of a segment as its maker does, which the engine cannot:
    /// each payload is checksummed as it is read (`SegmentReader.payload`), and damage the
    /// checksums do not see shows there. The engine does not read the payloads a second time.
    let verifyDocuments: (SegmentReader) throws(IndexError) -> Void

    package init(directory: String, schema: FieldSchema, verifyDocuments: @escaping (SegmentReader) throws(IndexError) -> Void) {
        self.directory = directory
        fields = schema.layout
        self.verifyDocuments = verifyDocuments
    }

    package func problems() -> [IndexProblem] {
        let manifestPath = directory + "/" + IndexFiles.manifest
        let loaded: ManifestStore.Published?
        do {
            loaded = try ManifestStore.load(directory: directory)
        } catch {
            return [IndexProblem(file: manifestPath, finding: .unreadable(error))]
        }
        let manifest = loaded?.manifest ?? Manifest()
        do throws(IndexError) {
            try manifest.checkFields(fields, directory: directory)
        } catch {
            return [IndexProblem(file: manifestPath, finding: .unreadable(error))]
        }
        var problems: [IndexProblem] = []
        var documentCounts: [UInt64: Int] = [:]
        for entry in manifest.segments {
            let path = directory + "/" + IndexFiles.segment(entry.number)
            do {
                let reader = try SegmentReader(path: path, number: entry.number, fields: fields)
                documentCounts[entry.number] = reader.documentCount
                if reader.documentCount != entry.documentCount {
                    problems.append(IndexProblem(file: path, finding: .disagreement("holds \(reader.documentCount) documents, the manifest says \(entry.documentCount)")))
                }
                try SegmentChecker(reader: reader).check()
                try verifyDocuments(reader)
            } catch {
                problems.append(IndexProblem(file: path, finding: .unreadable(error)))
            }
        }
        do throws(FormatError) {
            try checkFiles(loaded?.files ?? FileTable(), of: manifest, documentCounts: documentCounts, problems: &problems)
        } catch {
            problems.append(IndexProblem(file: manifestPath, finding: .unreadable(ManifestStore.corrupt(error, directory: directory))))
        }
        return problems
    }

    /// Every block of the file table against its checksum, its paths in order, and every file's
    /// documents live in a listed segment.
    private func checkFiles(_ files: FileTable, of manifest: Manifest, documentCounts: [UInt64: Int],
                            problems: inout [IndexProblem]) throws(FormatError) {
        let manifestPath = directory + "/" + IndexFiles.manifest
        let segments = Dictionary(manifest.segments.map { ($0.number, $0) }, uniquingKeysWith: { first, _ in first })
        var cursor = files.makeCursor()
        var previous: [UInt8] = []
        var isFirst = true
        while try cursor.next() {
            let path = cursor.path
            guard isFirst || PathOrder.compare(previous, path) < 0 else { throw FormatError("the file table's paths are out of order") }
            isFirst = false
            previous = path
            let entry = cursor.entry
            guard entry.documentCount > 0 else { continue }
            guard let live = segments[entry.segment] else {
                problems.append(IndexProblem(file: manifestPath, finding: .disagreement("\(String(decoding: path, as: UTF8.self)) points to segment \(entry.segment), which the manifest does not list")))
                continue
            }
            guard let count = documentCounts[entry.segment] else { continue }
            if Int(entry.documents.upperBound) > count || Self.anyDeleted(in: entry.documents, deleted: live.deleted) {
                problems.append(IndexProblem(file: manifestPath, finding: .disagreement("the documents of \(String(decoding: path, as: UTF8.self)) are out of range or deleted in segment \(entry.segment)")))
            }
        }
    }

    /// Whether `deleted` (ascending) holds an id in `documents`: a binary search, as a segment
    /// of a 10 GB archive has a deleted list per replaced page.
    private static func anyDeleted(in documents: Range<UInt32>, deleted: [UInt32]) -> Bool {
        var low = 0, high = deleted.count
        while low < high {
            let middle = (low + high) / 2
            if deleted[middle] < documents.lowerBound { low = middle + 1 } else { high = middle }
        }
        return low < deleted.count && documents.contains(deleted[low])
    }
}

/// Reads every byte of one segment and checks it against the format.
struct SegmentChecker {
    let reader: SegmentReader

    func check() throws(IndexError) {
        for (index, entry) in reader.sections.enumerated() {
            guard let section = SegmentLayout.Section(rawValue: index) else { continue }
            let bytes = UnsafeRawBufferPointer(rebasing: reader.file.bytes[entry.offset..<entry.offset + entry.length])
            if CRC32.checksum(bytes) != entry.crc { throw IndexError.corrupt(reader.path, "the \(section.name) fails its checksum") }
        }
        try reader.verifyTableChecks()
        do throws(FormatError) {
            try checkTerms()
        } catch {
            throw IndexError.corrupt(reader.path, error.reason)
        }
        for document in 0..<UInt32(reader.documentCount) {
            for table in reader.storedTables { _ = try reader.storedTableRow(document, table: table.name) }
            _ = try reader.id(document)
        }
    }

    private func checkTerms() throws(FormatError) {
        var cursor = TermCursor(reader.dictionary)
        var previous: [UInt8]?
        var terms = 0, docsLength = 0, positionsLength = 0
        var extended: Set<[UInt8]> = []
        while let entry = try cursor.next() {
            if let previous, TermKey.compare(previous, cursor.key) >= 0 { throw FormatError("dictionary keys out of order") }
            guard cursor.key.count >= 2, cursor.key[0] < UInt8(reader.fields.count),
                  (TermKey.bigram...TermKey.trigram).contains(cursor.key[1]) else { throw FormatError("a malformed term key") }
            previous = cursor.key
            terms += 1
            let list = try entry.verified()
            if entry.crc != nil {
                docsLength += list.docs.count
                positionsLength += list.positions.count
            }
            try Self.checkPostings(list, withPositions: TermKey.hasPositions(cursor.key[1]), documentCount: reader.documentCount)
            try Self.checkNeighbourTrigramKey(cursor.key, list: list, extended: &extended)
        }
        guard terms == reader.termCount else { throw FormatError("the dictionary has \(terms) terms, the footer says \(reader.termCount)") }
        guard docsLength == reader.dictionary.docs.count, positionsLength == reader.dictionary.positions.count else {
            throw FormatError("the postings streams hold bytes no term points to")
        }
    }

    /// An `extendedBigram` is a bigram of two three-byte characters whose postings are the first
    /// document once; a `trigram` is three two-byte scalars, one of whose bigrams the segment
    /// extends (a field's markers come before its trigrams). A search takes a trigram it finds for
    /// complete, so one made without its marker would lose hits unseen.
    private static func checkNeighbourTrigramKey(_ key: [UInt8], list: PostingList, extended: inout Set<[UInt8]>) throws(FormatError) {
        switch key[1] {
        case TermKey.extendedBigram:
            guard key.count == 8, list.documentFrequency == 1, try list.decodeDocuments(documentCount: 1).documents == [0] else {
                throw FormatError("a malformed extended bigram")
            }
            extended.insert(key)
        case TermKey.trigram:
            guard TermKey.extendedBigramKeys(ofTrigram: key).contains(where: extended.contains) else {
                throw FormatError("a trigram of no extended bigram")
            }
        default:
            break
        }
    }

    /// Decodes every document and position of a list: each block against its checksum, ids
    /// ascending and in range, every block's positions exactly its frequencies, the streams
    /// used up.
    private static func checkPostings(_ list: PostingList, withPositions: Bool, documentCount: Int) throws(FormatError) {
        guard withPositions || list.positions.isEmpty else { throw FormatError("a term's positions do not match its frequencies") }
        var postings = try PostingsCursor(list, documentCount: documentCount)
        var positions: [UInt32] = []
        var documents = 0
        while try postings.next() {
            documents += 1
            if withPositions { try postings.readPositions(into: &positions) }
        }
        guard documents == list.documentFrequency else { throw FormatError("a term's postings do not match its document frequency") }
    }
}

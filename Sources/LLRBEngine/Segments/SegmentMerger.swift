import Glibc

/// Merges segments into one, dropping deleted documents: the documents are copied in order
/// with new ids, and the dictionaries are merged term by term, the postings re-encoded.
enum SegmentMerger {
    package struct Source {
        var reader: SegmentReader
        var deleted: [UInt32]
    }

    package struct Result {
        /// For each source, each old document's new id, or nil when it was deleted.
        var newIDs: [[UInt32?]]
        var documentCount: Int
        /// The most bytes of the new segment's dictionary and postings held in memory at once.
        var largestHeldBytes = 0
    }

    /// A merge's dictionary and postings streams leave memory for their files past this many
    /// bytes each (`DictionaryWriter.init(spillingTo:spillLimit:)`): a merge of any size holds
    /// about three times this of them, where one that held them all took 0.4 GB at 1 GB of pages.
    static let spillLimit = 4 << 20

    /// Writes the merged segment to `path`, durably; `directory` is the index's. The merged
    /// segment keeps the text code of the source with the most stored text, whose records
    /// (and those of any source with the same code) are copied as they are; the others' texts
    /// are decoded and coded again in it, characters it lacks escaped. Archive text is much the
    /// same from month to month, so that code fits the rest nearly as well as a new one, and a
    /// merge does not code again what it merged before.
    /// `tables`: the stored tables the writer builds now (`WriterOptions.tables`), which the
    /// merged segment keeps, exactly: the sources' rows of the same name and version, an empty
    /// row where a source has none; a table no longer built, or of an older version, goes.
    /// A stage of an ingest in bench/stages: kept a function of its own in the profile.
    @inline(never)
    static func merge(_ sources: [Source], to path: String, directory: String, fields: FieldLayout, tables: [(name: String, version: UInt32)] = [],
                      spillLimit: Int = Self.spillLimit) throws(IndexError) -> Result {
        let code = sources.max { $0.reader.storedTextBytes < $1.reader.storedTextBytes }?.reader.textCode ?? .empty
        let recoding = Recoding(code: code)
        var file = SegmentFileWriter(directory: directory, fields: fields, textCode: code, tables: tables)
        var newIDs: [[UInt32?]] = []
        var pages = SourcePages(sources.map(\.reader))
        for (index, source) in sources.enumerated() {
            let deleted = Set(source.deleted)
            let keepsCode = source.reader.textCode == code
            var map: [UInt32?] = []
            map.reserveCapacity(source.reader.documentCount)
            for document in 0..<UInt32(source.reader.documentCount) {
                guard !deleted.contains(document) else {
                    map.append(nil)
                    continue
                }
                map.append(UInt32(file.documentCount))
                var copied = try copy(document, of: source.reader, recoding: keepsCode ? nil : recoding)
                copied.tableRows = try tables.map { table throws(IndexError) in
                    // Rows of another version of the table mean other things: none rather than wrong ones.
                    guard source.reader.storedTables.contains(where: { $0.name == table.name && $0.version == table.version }) else { return [] }
                    return try source.reader.storedTableRow(document, table: table.name).map(Array.init) ?? []
                }
                try file.addDocument(copied)
                // A source's records are ~40% of it: read through its mapping to the end before
                // giving the pages back, two merges of 1.6 GB sources held 0.7 GB at 10 GB.
                pages.read(copied.payload.count, of: index)
            }
            newIDs.append(map)
            pages.release(index)
        }
        let dictionary = try mergeTerms(sources.map(\.reader), newIDs: newIDs, pages: &pages,
                                        into: DictionaryWriter(spillingTo: directory, spillLimit: spillLimit))
        try file.write(dictionary: dictionary, to: path)
        return Result(newIDs: newIDs, documentCount: file.documentCount, largestHeldBytes: dictionary.largestHeldBytes)
    }

    /// The merged segment's text code, and how texts are coded in it.
    private final class Recoding {
        let code: TextCode
        let encoder: CodedText.Encoder
        var scratch: [UInt8] = []

        init(code: TextCode) {
            self.code = code
            encoder = CodedText.Encoder(code)
        }

        /// The payload with its field texts coded again in the merged code.
        func payload(_ stored: UnsafeRawBufferPointer, of reader: SegmentReader) throws(IndexError) -> [UInt8] {
            do throws(FormatError) {
                return try DocumentPayload.rewritingFields(stored, fieldCount: reader.fields.count, code: reader.textCode) { utf8, writer in
                    writer.appendFieldText(utf8, coding: encoder, scratch: &scratch)
                }.bytes
            } catch {
                throw IndexError.corrupt(reader.path, error.reason)
            }
        }
    }

    /// The document as the merged segment stores it; `recoding` nil: its source has the merged
    /// code already, and the payload is copied as it is.
    private static func copy(_ document: UInt32, of reader: SegmentReader, recoding: Recoding?) throws(IndexError) -> StoredDocument {
        let stored = try reader.payload(document)
        return StoredDocument(id: try reader.id(document), date: try reader.date(document), number: try reader.number(document),
                              fieldLengths: try (0..<reader.fields.count).map { field throws(IndexError) in try reader.fieldLength(document, field: field) },
                              payload: try recoding?.payload(stored, of: reader) ?? Array(stored))
    }

    private static func mergeTerms(_ readers: [SegmentReader], newIDs: [[UInt32?]], pages: inout SourcePages,
                                   into dictionary: consuming DictionaryWriter) throws(IndexError) -> DictionaryWriter {
        var trigrams = try MergedTrigrams(readers: readers, newIDs: newIDs, pages: &pages)
        var cursors = readers.map { TermCursor($0.dictionary) }
        var current: [DictionaryEntry?] = []
        for index in cursors.indices { current.append(try advance(&cursors[index], readers[index])) }
        var dictionary = dictionary
        var positions: [UInt32] = []
        var encoder = PostingsEncoder()
        // One cursor for every list, whose block buffer is kept from one to the next.
        var cursor = PostingsCursor()
        while true {
            // Found without building arrays: a merge visits every term of every source.
            var first: Int?
            for index in cursors.indices where current[index] != nil {
                if let smallest = first, TermKey.compare(cursors[index].key, cursors[smallest].key) >= 0 { continue }
                first = index
            }
            let derivedKey = trigrams.nextDerivedKey(smallestKey: first.map { cursors[$0].key })
            if let derivedKey, first.map({ TermKey.compare(derivedKey, cursors[$0].key) < 0 }) ?? true {
                trigrams.addDerived(before: nil, to: &encoder)
                trigrams.finishDerivedKey()
                dictionary.add(key: derivedKey, postings: &encoder)
                continue
            }
            guard let first else { break }
            let key = cursors[first].key
            let kind = key.count > 1 ? key[1] : 0
            let hasDerived = derivedKey == key
            if kind == TermKey.extendedBigram || kind == TermKey.trigram && !hasDerived && !trigrams.keeps(key) {
                if kind == TermKey.extendedBigram, trigrams.keepsMarker(key) {
                    var marker = Self.markerPostings()
                    dictionary.add(key: key, postings: &marker)
                }
                for index in first..<cursors.count where current[index] != nil && cursors[index].key == key {
                    current[index] = try advance(&cursors[index], readers[index])
                }
                continue
            }
            let withPositions = TermKey.hasPositions(kind)
            for index in first..<cursors.count where cursors[index].key == key {
                guard let entry = current[index] else { continue }
                if hasDerived { trigrams.addDerived(before: index, to: &encoder) }
                let neighbours = trigrams.neighbourWork(ofBigram: key, source: index)
                do throws(FormatError) {
                    try cursor.restart(on: try entry.verified(), documentCount: readers[index].documentCount)
                    while try cursor.next() {
                        guard let newID = newIDs[index][Int(cursor.document)] else { continue }
                        encoder.addDocument(newID, termFrequency: Int(cursor.frequency))
                        guard withPositions else { continue }
                        let copied = try copyPositions(of: &cursor, into: &encoder, buffer: &positions)
                        if let neighbours {
                            positions.withUnsafeBufferPointer { buffer in
                                trigrams.derive(neighbours, sourceDocument: cursor.document, document: newID,
                                                positions: UnsafeBufferPointer(rebasing: buffer[..<copied]))
                            }
                        }
                    }
                } catch {
                    throw IndexError.corrupt(readers[index].path, error.reason)
                }
                pages.read(entry.list.docs.count + (withPositions ? entry.list.positions.count : 0), of: index)
                current[index] = try advance(&cursors[index], readers[index])
            }
            if hasDerived {
                trigrams.addDerived(before: nil, to: &encoder)
                trigrams.finishDerivedKey()
            }
            if encoder.documentFrequency > 0 { dictionary.add(key: key, postings: &encoder) }
        }
        dictionary.finish()
        return dictionary
    }

    /// An `extendedBigram`'s postings: the segment's first document, once.
    private static func markerPostings() -> PostingsEncoder {
        var encoder = PostingsEncoder()
        encoder.addDocument(0, termFrequency: 1)
        return encoder
    }

    /// Hands the cursor's current positions to the encoder through `buffer`, which only ever
    /// grows: filling a fresh array for each document cost 7% of a merge. Returns their count,
    /// the part of `buffer` they fill.
    @inline(__always)
    private static func copyPositions(of cursor: inout PostingsCursor, into encoder: inout PostingsEncoder,
                                      buffer: inout [UInt32]) throws(FormatError) -> Int {
        let count = try cursor.checkedPositionCount()
        if buffer.count < count { buffer = [UInt32](repeating: 0, count: max(count, 2 * buffer.count)) }
        try buffer.withUnsafeMutableBufferPointer { buffer throws(FormatError) in
            guard let base = buffer.baseAddress else { return }
            try cursor.readPositions(filling: base)
            encoder.addPositions(UnsafeBufferPointer(start: base, count: count))
        }
        return count
    }

    private static func advance(_ cursor: inout TermCursor, _ reader: SegmentReader) throws(IndexError) -> DictionaryEntry? {
        do throws(FormatError) {
            return try cursor.next()
        } catch {
            throw IndexError.corrupt(reader.path, error.reason)
        }
    }
}

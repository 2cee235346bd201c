/// One term's postings in a segment, as stored: where to find its two streams.
package struct PostingList {
    var documentFrequency: Int
    package var docs: UnsafeRawBufferPointer
    package var positions: UnsafeRawBufferPointer
    /// How many bytes after `positions` lie in the same mapping, so that the positions reader
    /// may load eight bytes at any of the list's bits, its last block's included, and check
    /// only the list's own end: a segment's lists sit in its positions section, which the
    /// footer and trailer follow (`DictionaryReader.positionsSlack`). Zero where nothing is known.
    var positionsSlack = 0
    /// The segment's record of verified checksums; nil checks every block on every read.
    var memo: ChecksumMemo? = nil

    /// The positions with the bytes after them that the mapping holds (`positionsSlack`):
    /// what the positions reader may load from, never what it decodes.
    var readablePositions: UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: positions.baseAddress, count: positions.count + positionsSlack)
    }

    /// True when the documents stream starts with a skip table: the list has several blocks.
    var hasSkipTable: Bool { documentFrequency > PostingsEncoder.blockSize }

    /// Documents and term frequencies, decoded; ids ascending and below `documentCount`, or a FormatError.
    func decodeDocuments(documentCount: Int) throws(FormatError) -> (documents: [UInt32], frequencies: [UInt32]) {
        var documents = [UInt32](), frequencies = [UInt32]()
        documents.reserveCapacity(documentFrequency)
        frequencies.reserveCapacity(documentFrequency)
        var cursor = try PostingsCursor(self, documentCount: documentCount)
        while let block = try cursor.nextBlock() {
            documents.append(contentsOf: block.documents)
            frequencies.append(contentsOf: block.frequencies)
        }
        return (documents, frequencies)
    }

    /// The checksum the dictionary keeps for a list stored outside it: of both streams for a
    /// list of one block; of the skip table alone for a longer one, whose blocks carry their
    /// own checksums in it, so that a search verifies only the blocks it decodes. Nil when the
    /// table's length does not fit the stream.
    func dictionaryChecksum() -> UInt32? {
        guard hasSkipTable else { return CRC32.checksum(positions, continuing: CRC32.checksum(docs)) }
        var reader = ByteReader(docs)
        guard let code = try? reader.readVarint(), code >> 1 <= UInt64(reader.remaining) else { return nil }
        return CRC32.checksum(UnsafeRawBufferPointer(rebasing: docs[..<(reader.offset + Int(code >> 1))]))
    }
}

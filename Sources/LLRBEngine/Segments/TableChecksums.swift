import Synchronization

/// The checksums a segment keeps per entry of its document table and per block of its ids
/// (docs/FORMAT.md, "Table checksums"), and which of them this process has verified. A search
/// reads the table entries of the documents it scores, filters or shows, and the ids of the hits
/// it shows: it verifies those and nothing else, once each, where format 8 verified every
/// segment's whole document table and ids before a search could read any (85 MB at 10 GB of
/// pages: ~45 ms that even a query with no hits paid). A ranked page of `的` at 1 GB scores
/// 8,000 documents spread over the whole table: blocks of 256 entries had it checksum nearly all
/// of them, entries of their own 0.2 MB.
///
/// Unchecked Sendable: its buffers are the segment's mapping, never written, and its state atomic.
final class TableChecksums: @unchecked Sendable {
    /// Documents an ids block covers: 16 groups of 16, about a kilobyte.
    static let idBlockSize = 1 << idBlockShift
    private static let idBlockShift = 8

    /// The ids blocks of a segment of `documentCount` documents.
    static func idBlockCount(documentCount: Int) -> Int {
        (documentCount + idBlockSize - 1) / idBlockSize
    }

    /// The section's length for `documentCount` documents.
    static func sectionSize(documentCount: Int) -> Int {
        4 * (documentCount + idBlockCount(documentCount: documentCount))
    }

    /// The section for a finished table and ids: each entry's checksum, then each ids block's.
    static func encode(documents: UnsafeRawBufferPointer, entrySize: Int, ids: IDSection, documentCount: Int) -> [UInt8] {
        var writer = ByteWriter()
        writer.reserve(sectionSize(documentCount: documentCount))
        for document in 0..<documentCount {
            writer.append(CRC32.checksum(entryBytes(of: document, in: documents, entrySize: entrySize)))
        }
        for block in 0..<idBlockCount(documentCount: documentCount) {
            writer.append(ids.checksum(ofBlock: block) ?? 0)
        }
        return writer.bytes
    }

    /// The bytes of a document's table entry.
    @inline(__always)
    static func entryBytes(of document: Int, in documents: UnsafeRawBufferPointer, entrySize: Int) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: documents.baseAddress.map { $0 + document * entrySize }, count: entrySize)
    }

    /// The ids section as its two parts, group offsets then entries: the writer holds them apart.
    struct IDSection {
        var groupOffsets: UnsafeRawBufferPointer
        var entries: UnsafeRawBufferPointer

        /// Splits a whole ids section of `documentCount` ids; nil when it is too short for its offsets.
        init?(section: UnsafeRawBufferPointer, documentCount: Int) {
            let offsetsSize = DocumentIDCoding.groupOffsetsSize(documentCount: documentCount)
            guard offsetsSize <= section.count else { return nil }
            groupOffsets = UnsafeRawBufferPointer(rebasing: section[..<offsetsSize])
            entries = UnsafeRawBufferPointer(rebasing: section[offsetsSize...])
        }

        init(groupOffsets: UnsafeRawBufferPointer, entries: UnsafeRawBufferPointer) {
            self.groupOffsets = groupOffsets
            self.entries = entries
        }

        /// The checksum of a block's group offsets followed by its groups' entries, which run
        /// from its first group's offset to the next block's first (the section's end after the
        /// last block); nil when those offsets do not bound a range of the entries.
        func checksum(ofBlock block: Int) -> UInt32? {
            let groupsPerBlock = TableChecksums.idBlockSize / DocumentIDCoding.groupSize
            let groups = groupOffsets.count / 4
            let first = block * groupsPerBlock, end = min(groups, first + groupsPerBlock)
            guard first < end else { return nil }
            func offset(ofGroup group: Int) -> Int {
                group < groups ? Int(groupOffsets.loadUnaligned(fromByteOffset: group * 4, as: UInt32.self).littleEndian) : entries.count
            }
            let start = offset(ofGroup: first), stop = offset(ofGroup: end)
            guard start <= stop, stop <= entries.count else { return nil }
            let crc = CRC32.checksum(UnsafeRawBufferPointer(rebasing: groupOffsets[(first * 4)..<(end * 4)]))
            return CRC32.checksum(UnsafeRawBufferPointer(rebasing: entries[start..<stop]), continuing: crc)
        }
    }

    private let section: UnsafeRawBufferPointer
    private let documents: UnsafeRawBufferPointer
    private let ids: IDSection
    private let documentCount: Int
    private let entrySize: Int
    /// The footer's checksum of the whole document table.
    private let tableChecksum: UInt32
    /// One flag per table entry, then one per ids block.
    private let verified: VerifiedFlags
    /// Entries verified one at a time so far.
    private let entriesVerified = Atomic<Int>(0)

    /// Once a reader has verified this share of a table's entries one at a time, it verifies the
    /// rest at once against the footer's checksum of the whole table: an entry alone costs ~150
    /// instructions (a `的` page scoring every match at 1 GB took 241 M instructions against 177 M
    /// with the whole table summed first), the whole table 3.1 a byte, 68 an entry. Scoring,
    /// filtering or a timeline over most of a segment's documents then costs what format 8's
    /// check did, and a ranked page that scores a few far less.
    private static let wholeTableShare = 16

    /// The checks of one segment's table (whose whole checksum is `tableChecksum`) and ids
    /// against `section`. Throws when the sizes do not fit the document count. The section itself
    /// is not checked first: a damaged checksum fails the entry or block it stands for, as
    /// damage to rebuild from.
    init(section: UnsafeRawBufferPointer, documents: UnsafeRawBufferPointer, entrySize: Int, tableChecksum: UInt32, ids: IDSection,
         documentCount: Int) throws(FormatError) {
        guard section.count == Self.sectionSize(documentCount: documentCount), documents.count == documentCount * entrySize else {
            throw FormatError("section sizes disagree with the document count")
        }
        self.section = section
        self.documents = documents
        self.tableChecksum = tableChecksum
        self.ids = ids
        self.documentCount = documentCount
        self.entrySize = entrySize
        verified = VerifiedFlags(count: documentCount + Self.idBlockCount(documentCount: documentCount))
    }

    /// Verifies, unless done before, `document`'s entry of the table.
    @inline(__always)
    func checkEntry(of document: UInt32) throws(FormatError) {
        let flag = Int(document)
        guard flag < documentCount else { throw FormatError("document \(document) does not exist") }
        guard !verified.contains(flag) else { return }
        try verifyEntryOrTable(flag)
    }

    /// Verifies, unless done before, the ids block that holds `document`'s id.
    @inline(__always)
    func checkID(of document: UInt32) throws(FormatError) {
        guard Int(document) < documentCount else { throw FormatError("document \(document) has no id") }
        let block = Int(document &>> UInt32(Self.idBlockShift))
        guard !verified.contains(documentCount &+ block) else { return }
        try verifyIDBlock(block)
    }

    /// Verifies every entry and block now, whatever was verified before (`llrb check`).
    func verifyEverything() throws(FormatError) {
        for document in 0..<documentCount { try verifyEntry(document) }
        for block in 0..<Self.idBlockCount(documentCount: documentCount) { try verifyIDBlock(block) }
    }

    /// Takes the whole table and ids as verified: a reader that checked their sections' checksums.
    func markEverythingVerified() {
        verified.insertAll(below: documentCount + Self.idBlockCount(documentCount: documentCount))
    }

    /// Verifies an entry, or the whole table when this one makes the share (`wholeTableShare`)
    /// and the table is whole; a damaged table leaves each entry to its own checksum.
    private func verifyEntryOrTable(_ document: Int) throws(FormatError) {
        let earlier = entriesVerified.wrappingAdd(1, ordering: .relaxed).oldValue
        if earlier == documentCount / Self.wholeTableShare, CRC32.checksum(documents) == tableChecksum {
            verified.insertAll(below: documentCount)
            return
        }
        try verifyEntry(document)
    }

    private func verifyEntry(_ document: Int) throws(FormatError) {
        guard CRC32.checksum(Self.entryBytes(of: document, in: documents, entrySize: entrySize)) == storedChecksum(document) else {
            throw FormatError("the \(SegmentLayout.Section.documents.name) fails its checksum (document \(document))")
        }
        verified.insert(document)
    }

    private func verifyIDBlock(_ block: Int) throws(FormatError) {
        guard let crc = ids.checksum(ofBlock: block), crc == storedChecksum(documentCount + block) else {
            throw FormatError("the \(SegmentLayout.Section.ids.name) fails its checksum (block \(block))")
        }
        verified.insert(documentCount + block)
    }

    private func storedChecksum(_ index: Int) -> UInt32 {
        section.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self).littleEndian
    }
}

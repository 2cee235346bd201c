/// Each document's field lengths as one byte each, a lower bound of the length (docs/FORMAT.md,
/// "Length classes"): what a ranked page bounds scores with before it reads a document's entry
/// of the document table. BM25 falls as a field grows, so a bound taken at the field's least
/// possible length was loose by half for a word in a body of average length, and `瓷器` at 10 GB
/// scored every one of its 36,000 matches, each a read of the table somewhere in 85 MB: a file
/// page mapped at ~13 µs, 11 ms of the page. One byte a field and document, in a column per
/// field, is 4 MB a field at 10 GB, checksummed in blocks of 4,096 documents.
///
/// Unchecked Sendable: its buffer is the segment's mapping, never written, and its state atomic.
final class LengthClasses: @unchecked Sendable {
    /// Documents a checksummed block of a column covers.
    static let blockSize = 4096

    /// The class of a length: itself below 128, above it the number of the widest threshold it
    /// reaches, plus 128.
    static func of(_ length: UInt32) -> UInt8 {
        guard length >= 128 else { return UInt8(length) }
        var low = 0, high = thresholds.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if thresholds[middle] <= length { low = middle } else { high = middle }
        }
        return UInt8(128 + low)
    }

    /// The least length of a class.
    @inline(__always)
    static func shortest(_ lengthClass: UInt8) -> UInt32 {
        lengthClass < 128 ? UInt32(lengthClass) : thresholds[Int(lengthClass) - 128]
    }

    /// The least length of classes 128 to 255, each about 9% above the one before (integers, so
    /// that every build agrees): a bound from a class is at most that much looser than one from
    /// the length, up to 7.7 M tokens, beyond any document.
    static let thresholds: [UInt32] = {
        var thresholds: [UInt32] = [128]
        while thresholds.count < 128 {
            let last = thresholds[thresholds.count - 1]
            thresholds.append(last + max(1, last / 11))
        }
        return thresholds
    }()

    static func blockCount(documentCount: Int) -> Int {
        (documentCount + blockSize - 1) / blockSize
    }

    /// The section's length for `documentCount` documents: a column per field and their checksums.
    static func sectionSize(documentCount: Int, fieldCount: Int) -> Int {
        fieldCount * (documentCount + 4 * blockCount(documentCount: documentCount))
    }

    /// The section for `columns` (one per field, a class per document): the columns, then each
    /// column's block checksums.
    static func encode(columns: [[UInt8]], documentCount: Int) -> [UInt8] {
        var writer = ByteWriter()
        writer.reserve(sectionSize(documentCount: documentCount, fieldCount: columns.count))
        for column in columns { writer.append(contentsOf: column) }
        for column in columns {
            column.withUnsafeBytes { column in
                for block in 0..<blockCount(documentCount: documentCount) {
                    writer.append(CRC32.checksum(UnsafeRawBufferPointer(rebasing: column[blockRange(block, documentCount: documentCount)])))
                }
            }
        }
        return writer.bytes
    }

    private static func blockRange(_ block: Int, documentCount: Int) -> Range<Int> {
        block * blockSize..<min(documentCount, (block + 1) * blockSize)
    }

    private let section: UnsafeRawBufferPointer
    private let documentCount: Int
    private let fieldCount: Int
    private let blocks: Int
    private let verified: VerifiedFlags

    /// The classes of a segment of `documentCount` documents; throws when the section's size
    /// does not fit it.
    init(section: UnsafeRawBufferPointer, documentCount: Int, fieldCount: Int) throws(FormatError) {
        guard section.count == Self.sectionSize(documentCount: documentCount, fieldCount: fieldCount) else {
            throw FormatError("section sizes disagree with the document count")
        }
        self.section = section
        self.documentCount = documentCount
        self.fieldCount = fieldCount
        blocks = Self.blockCount(documentCount: documentCount)
        verified = VerifiedFlags(count: fieldCount * blocks)
    }

    /// The least length `document`'s field `field` can have, its block verified first (once).
    @inline(__always)
    func shortestLength(of document: UInt32, field: Int) throws(FormatError) -> UInt32 {
        guard Int(document) < documentCount else { throw FormatError("document \(document) does not exist") }
        let flag = field &* blocks &+ Int(document) / Self.blockSize
        if !verified.contains(flag) { try verify(flag) }
        return Self.shortest(section.load(fromByteOffset: field &* documentCount &+ Int(document), as: UInt8.self))
    }

    /// Verifies every block now, and that each class is the class of the length the document
    /// table holds (`llrb check`).
    func verifyEverything(lengths: (_ document: UInt32, _ field: Int) -> UInt32) throws(FormatError) {
        for flag in 0..<fieldCount * blocks { try verify(flag) }
        for field in 0..<fieldCount {
            for document in 0..<UInt32(documentCount) {
                let stored = section.load(fromByteOffset: field * documentCount + Int(document), as: UInt8.self)
                guard stored == Self.of(lengths(document, field)) else {
                    throw FormatError("the \(SegmentLayout.Section.lengthClasses.name) disagree with the document table (document \(document))")
                }
            }
        }
    }

    /// Takes every block as verified: a reader that checked the section's checksum.
    func markEverythingVerified() {
        verified.insertAll(below: fieldCount * blocks)
    }

    private func verify(_ flag: Int) throws(FormatError) {
        let (field, block) = flag.quotientAndRemainder(dividingBy: blocks)
        let range = Self.blockRange(block, documentCount: documentCount)
        let bytes = UnsafeRawBufferPointer(rebasing: section[(field * documentCount + range.lowerBound)..<(field * documentCount + range.upperBound)])
        let stored = section.loadUnaligned(fromByteOffset: fieldCount * documentCount + 4 * flag, as: UInt32.self).littleEndian
        guard CRC32.checksum(bytes) == stored else {
            throw FormatError("the \(SegmentLayout.Section.lengthClasses.name) fail their checksum (block \(block) of field \(field))")
        }
        verified.insert(flag)
    }
}

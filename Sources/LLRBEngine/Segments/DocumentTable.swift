/// The fixed-size entry a segment keeps per document (docs/FORMAT.md, "Document table"): what
/// filters and ranking read for every candidate, so it is read in place by document id. Field
/// lengths only scale BM25, so each is stored in the width its field needs and saturates there;
/// 24 bytes a document instead of 40 shrinks the table that a ranked search reads and checksums.
enum DocumentTable {
    static let entrySize = 24
    /// Where each field's length sits and how wide it is, in TermKey field order: headline,
    /// byline, body (a long document can pass 65,535 tokens), caption, original.
    private static let fieldSlots: [(offset: Int, width: Int)] = [(8, 2), (10, 2), (12, 3), (15, 2), (17, 2)]
    private static let recordSlot = (offset: 19, width: 5)

    /// The longest record offset an entry can hold: segments stay far below a terabyte.
    static let recordOffsetLimit = 1 << (8 * recordSlot.width)

    /// Each length clamped to what its slot holds: what the table will report for it.
    static func storedLengths(_ lengths: [UInt32]) -> [UInt32] {
        fieldSlots.indices.map { field in
            let length = field < lengths.count ? lengths[field] : 0
            return min(length, UInt32((1 << (8 * fieldSlots[field].width)) - 1))
        }
    }

    /// Appends one entry, its record offset 0 until `setRecordOffset`; `lengths` must come from
    /// `storedLengths`.
    static func append(date: UInt32, issue: UInt32, lengths: [UInt32], to writer: inout ByteWriter) {
        writer.append(date)
        writer.append(issue)
        for (slot, length) in zip(fieldSlots, lengths) { appendLittleEndian(UInt64(length), width: slot.width, to: &writer) }
        appendLittleEndian(0, width: recordSlot.width, to: &writer)
    }

    /// Sets the record offset of an entry already appended (below `recordOffsetLimit`): offsets
    /// are known only once the segment's records are coded, after every entry is in the table.
    static func setRecordOffset(_ recordOffset: Int, of document: Int, in writer: inout ByteWriter) {
        let start = document * entrySize + recordSlot.offset
        for index in 0..<recordSlot.width {
            writer.bytes[start + index] = UInt8(truncatingIfNeeded: UInt64(recordOffset) >> UInt64(8 * index))
        }
    }

    static func date(_ document: UInt32, in table: UnsafeRawBufferPointer) -> UInt32 {
        word(table, document, offset: 0)
    }

    static func issue(_ document: UInt32, in table: UnsafeRawBufferPointer) -> UInt32 {
        word(table, document, offset: 4)
    }

    /// Read as one 4-byte load, masked to the slot's width: scoring calls it for every candidate.
    static func fieldLength(_ document: UInt32, field: Int, in table: UnsafeRawBufferPointer) -> UInt32 {
        let slot = fieldSlots[field]
        return word(table, document, offset: slot.offset) & UInt32(truncatingIfNeeded: (1 << (8 * slot.width)) - 1)
    }

    static func recordOffset(_ document: UInt32, in table: UnsafeRawBufferPointer) -> UInt64 {
        read(table, document, offset: recordSlot.offset, width: recordSlot.width)
    }

    private static func appendLittleEndian(_ value: UInt64, width: Int, to writer: inout ByteWriter) {
        for index in 0..<width { writer.append(UInt8(truncatingIfNeeded: value >> UInt64(8 * index))) }
    }

    /// The 4 bytes at `offset` of an entry: from any slot but the record offset they stay inside it.
    private static func word(_ table: UnsafeRawBufferPointer, _ document: UInt32, offset: Int) -> UInt32 {
        table.loadUnaligned(fromByteOffset: Int(document) * entrySize + offset, as: UInt32.self).littleEndian
    }

    private static func read(_ table: UnsafeRawBufferPointer, _ document: UInt32, offset: Int, width: Int) -> UInt64 {
        let start = Int(document) * entrySize + offset
        var value: UInt64 = 0
        for index in (0..<width).reversed() { value = value << 8 | UInt64(table[start + index]) }
        return value
    }
}

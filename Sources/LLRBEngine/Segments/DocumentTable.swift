/// The fixed-size entry a segment keeps per document (docs/FORMAT.md, "Document table"): what
/// filters and ranking read for every candidate, so it is read in place by document id. Field
/// lengths only scale BM25, so each is stored in the width its schema gives it
/// (`FieldSchema.Field.lengthBytes`) and saturates there: llrb's articles take 24 bytes a
/// document instead of 40, which shrinks the table that a ranked search reads and checksums.
struct DocumentTable: Sendable {
    /// Where each field's length sits and how wide it is, in field-code order, after the two
    /// 4-byte keys.
    private let fieldSlots: [(offset: Int, width: Int)]
    private let recordSlot: (offset: Int, width: Int)
    let entrySize: Int

    /// The longest record offset an entry can hold: segments stay far below a terabyte.
    static let recordOffsetLimit = 1 << (8 * 5)

    init(_ layout: FieldLayout) {
        var offset = 8
        fieldSlots = layout.lengthBytes.map { width in
            defer { offset += width }
            return (offset, width)
        }
        recordSlot = (offset, 5)
        entrySize = offset + 5
    }

    /// Each length clamped to what its slot holds: what the table will report for it.
    func storedLengths(_ lengths: [UInt32]) -> [UInt32] {
        fieldSlots.indices.map { field in
            let length = field < lengths.count ? lengths[field] : 0
            return min(length, UInt32((1 << (8 * fieldSlots[field].width)) - 1))
        }
    }

    /// Appends one entry, its record offset 0 until `setRecordOffset`; `lengths` must come from
    /// `storedLengths`.
    func append(date: UInt32, number: UInt32, lengths: [UInt32], to writer: inout ByteWriter) {
        writer.append(date)
        writer.append(number)
        for (slot, length) in zip(fieldSlots, lengths) { Self.appendLittleEndian(UInt64(length), width: slot.width, to: &writer) }
        Self.appendLittleEndian(0, width: recordSlot.width, to: &writer)
    }

    /// Sets the record offset of an entry already appended (below `recordOffsetLimit`): offsets
    /// are known only once the segment's records are coded, after every entry is in the table.
    func setRecordOffset(_ recordOffset: Int, of document: Int, in writer: inout ByteWriter) {
        let start = document * entrySize + recordSlot.offset
        for index in 0..<recordSlot.width {
            writer.bytes[start + index] = UInt8(truncatingIfNeeded: UInt64(recordOffset) >> UInt64(8 * index))
        }
    }

    func date(_ document: UInt32, in table: UnsafeRawBufferPointer) -> UInt32 {
        word(table, document, offset: 0)
    }

    func number(_ document: UInt32, in table: UnsafeRawBufferPointer) -> UInt32 {
        word(table, document, offset: 4)
    }

    /// Read as one 4-byte load, masked to the slot's width: scoring calls it for every candidate.
    func fieldLength(_ document: UInt32, field: Int, in table: UnsafeRawBufferPointer) -> UInt32 {
        let slot = fieldSlots[field]
        return word(table, document, offset: slot.offset) & UInt32(truncatingIfNeeded: (1 << (8 * slot.width)) - 1)
    }

    func recordOffset(_ document: UInt32, in table: UnsafeRawBufferPointer) -> UInt64 {
        read(table, document, offset: recordSlot.offset, width: recordSlot.width)
    }

    private static func appendLittleEndian(_ value: UInt64, width: Int, to writer: inout ByteWriter) {
        for index in 0..<width { writer.append(UInt8(truncatingIfNeeded: value >> UInt64(8 * index))) }
    }

    /// The 4 bytes at `offset` of an entry: from any slot but the record offset they stay inside it.
    private func word(_ table: UnsafeRawBufferPointer, _ document: UInt32, offset: Int) -> UInt32 {
        table.loadUnaligned(fromByteOffset: Int(document) * entrySize + offset, as: UInt32.self).littleEndian
    }

    private func read(_ table: UnsafeRawBufferPointer, _ document: UInt32, offset: Int, width: Int) -> UInt64 {
        let start = Int(document) * entrySize + offset
        var value: UInt64 = 0
        for index in (0..<width).reversed() { value = value << 8 | UInt64(table[start + index]) }
        return value
    }
}

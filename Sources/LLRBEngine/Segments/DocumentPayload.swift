/// A document's stored payload as the engine reads it (docs/FORMAT.md, "Stored documents"): a
/// flags byte, a back-reference to the document that stores the group record this document
/// shares (0: this one, which holds the record as a blob), the text of each search field in
/// field order, then what the archive stores of its own. The engine reads and codes only the
/// field texts (phrase verification, snippets, the segment's `TextCode`); the flags other than
/// `groupStoredHere`, the group record and the rest are the archive's.
package enum DocumentPayload {
    /// The document stores its group's record itself.
    package static let groupStoredHere: UInt8 = 2

    /// The archive's flags a payload may carry: every bit but `groupStoredHere`.
    package static let makerFlags: UInt8 = ~groupStoredHere

    /// Starts a payload in `writer`: the flags (the maker's `flags`, and `groupStoredHere` when
    /// `groupBackReference` is 0), the back-reference, the group record (`groupRecord()`, asked
    /// only when this document holds it) and each field's text, as UTF-8 for the segment writer
    /// to code: `fields` holds one text per field of the schema, in code order. What the maker
    /// stores of its own follows.
    package static func begin(_ writer: inout ByteWriter, flags: UInt8, groupBackReference: Int,
                              groupRecord: () -> [UInt8], fields: [String]) {
        writer.append(flags & makerFlags | (groupBackReference == 0 ? groupStoredHere : 0))
        writer.appendVarint(groupBackReference)
        if groupBackReference == 0 { writer.appendBlob(groupRecord()) }
        for var text in fields {
            text.withUTF8 { writer.appendUTF8Text($0) }
        }
    }

    /// A reader after the field texts, where the maker's own bytes start, with the payload's
    /// flags and group back-reference.
    package static func makerReader(_ payload: UnsafeRawBufferPointer, fieldCount: Int) throws(FormatError)
        -> (reader: ByteReader, flags: UInt8, backReference: UInt64) {
        var (reader, flags, backReference) = try fieldsReader(payload)
        for _ in 0..<fieldCount { _ = try reader.readStoredText() }
        return (reader, flags, backReference)
    }

    /// A reader at the payload's first field text, the payload's flags and group back-reference.
    package static func fieldsReader(_ payload: UnsafeRawBufferPointer) throws(FormatError)
        -> (reader: ByteReader, flags: UInt8, backReference: UInt64) {
        var reader = ByteReader(payload)
        let flags = try reader.readByte()
        let backReference = try reader.readVarint()
        guard (flags & groupStoredHere != 0) == (backReference == 0) else {
            throw FormatError("a stored document points to a group record that is not there")
        }
        if flags & groupStoredHere != 0 { _ = try reader.readBlob() }
        return (reader, flags, backReference)
    }

    /// The group record a payload stores, and a reader after its field texts.
    package static func groupRecord(in payload: UnsafeRawBufferPointer, fieldCount: Int) throws(FormatError)
        -> (record: UnsafeRawBufferPointer, rest: ByteReader) {
        var reader = ByteReader(payload)
        guard try reader.readByte() & groupStoredHere != 0, try reader.readVarint() == 0 else {
            throw FormatError("a stored document points to a group record that is not there")
        }
        let record = try reader.readBlob()
        for _ in 0..<fieldCount { _ = try reader.readStoredText() }
        return (record, reader)
    }

    /// The document that stores the group record of `document`, whose payload gives
    /// `backReference`: itself or an earlier one.
    package static func holder(of document: UInt32, _ backReference: UInt64) throws(FormatError) -> UInt32 {
        guard backReference <= UInt64(document) else { throw FormatError("a stored document points to a group record that is not there") }
        return document - UInt32(backReference)
    }

    /// Calls `body` with one field's stored text as UTF-8, without making a String; `code` is
    /// the segment's.
    static func withFieldUTF8<Result>(_ payload: UnsafeRawBufferPointer, field: SearchField, code: TextCode,
                                      _ body: (UnsafeBufferPointer<UInt8>) -> Result) throws(FormatError) -> Result {
        var reader = try fieldsReader(payload).reader
        for _ in 0..<TermKey.code(field) { _ = try reader.readStoredText() }
        return try reader.readFieldText(code: code).withUTF8(body)
    }

    /// The payload with each field text, read in `code`, written anew by `writeField`: the
    /// writer codes a segment's texts this way, and a merge codes again the texts of a source
    /// whose code is not the merged segment's.
    static func rewritingFields(_ payload: UnsafeRawBufferPointer, fieldCount: Int, code: TextCode,
                                        _ writeField: (UnsafeBufferPointer<UInt8>, inout ByteWriter) -> Void) throws(FormatError) -> ByteWriter {
        var reader = try fieldsReader(payload).reader
        var writer = ByteWriter()
        writer.reserve(payload.count)
        writer.append(contentsOf: UnsafeRawBufferPointer(rebasing: payload[0..<reader.offset]))
        for _ in 0..<fieldCount {
            try reader.readFieldText(code: code).withUTF8 { writeField($0, &writer) }
        }
        writer.append(contentsOf: UnsafeRawBufferPointer(rebasing: payload[reader.offset...]))
        return writer
    }

    /// Calls `body` with each field text of a payload whose texts are UTF-8 (as the archive
    /// encodes them).
    static func forEachFieldUTF8(_ payload: UnsafeRawBufferPointer, fieldCount: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Void) throws(FormatError) {
        var reader = try fieldsReader(payload).reader
        for _ in 0..<fieldCount { try reader.readFieldText(code: .empty).withUTF8(body) }
    }

    /// How many documents back the group record of this payload's document is stored (0: here).
    package static func groupBackReference(_ payload: UnsafeRawBufferPointer) throws(FormatError) -> UInt64 {
        try fieldsReader(payload).backReference
    }
}

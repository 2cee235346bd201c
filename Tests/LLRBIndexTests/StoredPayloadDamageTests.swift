@testable import LLRBEngine
import LLRBParser
import XCTest
@testable import LLRBIndex

/// Checksums catch damage before a record is decoded; the decoder is the second line: a payload
/// damaged anywhere decodes to an error or to some record, never to a crash or a hang, whether
/// its field texts are UTF-8 (as ingest leaves them) or coded (as a segment holds them).
final class StoredPayloadDamageTests: XCTestCase {
    func testEveryDamagedByteOfAPayloadGivesAnErrorOrARecord() throws {
        let documents = DocumentBuilder.documents(for: RecordFixtures.fullPage(), file: "page.txt", contentHash: 1)
        try assertDamageIsSurvived(StoredPayload.encode(documents), code: .empty)
    }

    func testEveryDamagedByteOfACodedPayloadGivesAnErrorOrARecord() throws {
        let documents = DocumentBuilder.documents(for: RecordFixtures.fullPage(), file: "page.txt", contentHash: 1)
        let payloads = StoredPayload.encode(documents)
        var counts = TextSymbolCounts()
        for payload in payloads {
            try payload.withUnsafeBytes { bytes in try DocumentPayload.forEachFieldUTF8(bytes, fieldCount: FieldSchema.articles.count) { counts.add($0) } }
        }
        let code = TextCode(counts: counts)
        let encoder = CodedText.Encoder(code)
        var scratch: [UInt8] = []
        let coded = try payloads.map { payload in
            try payload.withUnsafeBytes { bytes in
                try DocumentPayload.rewritingFields(bytes, fieldCount: FieldSchema.articles.count, code: .empty) { utf8, writer in
                    writer.appendFieldText(utf8, coding: encoder, scratch: &scratch)
                }.bytes
            }
        }
        XCTAssertLessThan(coded.map(\.count).reduce(0, +), payloads.map(\.count).reduce(0, +) * 3 / 4, "the field texts are coded")
        try assertDamageIsSurvived(coded, code: code)
    }

    private func assertDamageIsSurvived(_ payloads: [[UInt8]], code: TextCode, line: UInt = #line) throws {
        let page = try payloads[0].withUnsafeBytes { bytes throws(FormatError) in try StoredPayload.page(in: bytes) }
        var failures = 0, decoded = 0
        for (document, payload) in payloads.enumerated() {
            for offset in payload.indices {
                for replacement: UInt8 in [0x00, 0x7F, 0x80, 0xFF, payload[offset] ^ 0x01] where replacement != payload[offset] {
                    var damaged = payload
                    damaged[offset] = replacement
                    damaged.withUnsafeBytes { bytes in
                        do throws(FormatError) {
                            _ = try StoredPayload.record(bytes, document: UInt32(document), id: "x", code: code) { _ throws(FormatError) in page }
                            _ = try StoredPayload.fieldsAndSummary(bytes, document: UInt32(document), code: code) { _ throws(FormatError) in page }
                            decoded += 1
                        } catch {
                            failures += 1
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(failures, 0, "some damage must be noticed", line: line)
        XCTAssertGreaterThan(decoded, 0, "damage inside a text decodes to another text", line: line)
    }
}

import LLRBParser
import XCTest
@testable import LLRBIndex

/// Checksums catch damage before a record is decoded; the decoder is the second line: a payload
/// damaged anywhere decodes to an error or to some record, never to a crash or a hang.
final class StoredPayloadDamageTests: XCTestCase {
    func testEveryDamagedByteOfAPayloadGivesAnErrorOrARecord() throws {
        let documents = DocumentBuilder.documents(for: RecordFixtures.fullPage(), file: "page.txt", contentHash: 1)
        let payloads = StoredPayload.encode(documents)
        let page = try payloads[0].withUnsafeBytes { bytes throws(FormatError) in try StoredPayload.page(in: bytes) }
        var failures = 0, decoded = 0
        for (document, payload) in payloads.enumerated() {
            for offset in payload.indices {
                for replacement: UInt8 in [0x00, 0x7F, 0x80, 0xFF, payload[offset] ^ 0x01] where replacement != payload[offset] {
                    var damaged = payload
                    damaged[offset] = replacement
                    damaged.withUnsafeBytes { bytes in
                        do throws(FormatError) {
                            _ = try StoredPayload.record(bytes, document: UInt32(document), id: "x") { _ throws(FormatError) in page }
                            _ = try StoredPayload.fieldsAndSummary(bytes, document: UInt32(document)) { _ throws(FormatError) in page }
                            decoded += 1
                        } catch {
                            failures += 1
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(failures, 0, "some damage must be noticed")
        XCTAssertGreaterThan(decoded, 0, "damage inside a text decodes to another text")
    }
}

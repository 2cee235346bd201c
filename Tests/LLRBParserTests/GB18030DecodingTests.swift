import Foundation
import XCTest
@testable import LLRBParser

/// The table-driven GB18030 decoder reads what Foundation's converter reads: every two-byte
/// code, the seeds written in GB18030, and pages with a four-byte code (left to Foundation).
final class GB18030DecodingTests: XCTestCase {
    private func gb18030(_ text: String) throws -> Data {
        try XCTUnwrap(text.data(using: TextDecoder.gb18030))
    }

    func testEveryTwoByteCodeDecodesAsFoundationDecodesIt() throws {
        var bytes: [UInt8] = []
        for lead in UInt8(0x81)...0xFE {
            for trail in UInt8(0x40)...0xFE where trail != 0x7F {
                bytes += [lead, trail, 0x20]
            }
        }
        let expected = try XCTUnwrap(String(data: Data(bytes), encoding: TextDecoder.gb18030))
        let decoded = try XCTUnwrap(bytes.withUnsafeBufferPointer(GB18030Decoding.string))
        XCTAssertEqual(decoded.unicodeScalars.count, 126 * 190 * 2)
        XCTAssertEqual(decoded, expected)
    }

    func testTheSeedsWrittenInGB18030ReadAsTheirUTF8() throws {
        for seed in Seeds.all {
            let text = try Seeds.text(seed)
            let data = try gb18030(text)
            XCTAssertEqual(try TextDecoder.decode(data, source: seed), LineEndings.normalized(text), seed)
            let page = try PageParser.parse(data: data, source: seed)
            XCTAssertEqual(page.articles.map(\.headline), try Seeds.page(seed).articles.map(\.headline), seed)
        }
    }

    func testAPageWithAFourByteCodeIsLeftToFoundation() throws {
        let text = "本报讯 𠀀字和😀都在四字节区。\r\n复工复产"
        let data = try gb18030(text)
        XCTAssertTrue(zip(data, data.dropFirst()).contains { $0 >= 0x81 && (0x30...0x39).contains($1) },
                      "a four-byte code has a digit as its second byte")
        XCTAssertNil(Array(data).withUnsafeBufferPointer(GB18030Decoding.string))
        XCTAssertEqual(try TextDecoder.decode(data, source: "a"), "本报讯 𠀀字和😀都在四字节区。\n复工复产")
    }

    func testCRLFAndLoneBytesInGB18030() throws {
        let data = try gb18030("吕梁日报\r\n第10906期\r今日8版")
        XCTAssertEqual(try TextDecoder.decode(data, source: "a"), "吕梁日报\n第10906期\n今日8版")
        XCTAssertNil([0xC2, 0xC0, 0xC1].withUnsafeBufferPointer(GB18030Decoding.string), "a lead byte last")
    }
}

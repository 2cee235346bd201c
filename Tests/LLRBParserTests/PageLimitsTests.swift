import Foundation
import XCTest
@testable import LLRBParser

/// `PageLimits`: a file past the size or the lines a page may have is refused with its limit
/// named, before it is decoded; one at the limits is read.
final class PageLimitsTests: XCTestCase {
    func testAFileOverTheSizeLimitIsRefusedBeforeItIsDecoded() {
        let data = Data(repeating: UInt8(ascii: "a"), count: PageLimits.maximumBytes + 1)
        XCTAssertThrowsError(try TextDecoder.decode(data, source: "big.txt")) { error in
            XCTAssertEqual(error as? PageDecodingError, .tooLarge(source: "big.txt", bytes: PageLimits.maximumBytes + 1))
            XCTAssertEqual("\(error)", "big.txt: 4.1 MB, more than the 4 MB a page file may hold; split it into its pages, a file each")
        }
        XCTAssertNoThrow(try TextDecoder.decode(Data(repeating: UInt8(ascii: "a"), count: PageLimits.maximumBytes), source: "full.txt"))
    }

    func testAFileOverTheLineLimitIsRefusedAndOneAtItIsRead() throws {
        let atLimit = String(repeating: "复\n", count: PageLimits.maximumLines - 1) + "复"
        XCTAssertEqual(try TextDecoder.decode(Data(atLimit.utf8), source: "at.txt").utf8.count, atLimit.utf8.count)
        XCTAssertNoThrow(try TextDecoder.decode(Data((atLimit + "\n").utf8), source: "ended.txt"), "a last line feed makes no line")
        XCTAssertThrowsError(try TextDecoder.decode(Data((atLimit + "\n复").utf8), source: "over.txt")) { error in
            XCTAssertEqual(error as? PageDecodingError, .tooManyLines(source: "over.txt"))
            XCTAssertTrue("\(error)".contains("more than the 50,000 lines a page file may hold"), "\(error)")
        }
    }

    func testLinesEndedByCarriageReturnsCountAsLines() {
        let old = String(repeating: "复\r", count: PageLimits.maximumLines + 1)
        XCTAssertThrowsError(try TextDecoder.decode(Data(old.utf8), source: "mac.txt"))
    }
}

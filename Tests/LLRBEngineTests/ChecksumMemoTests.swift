@testable import LLRBEngine
import XCTest

/// A segment's pieces are checksummed once per process: a piece that matched is not checked
/// again, one that failed is checked (and fails) every time, and a piece outside the file the
/// memo covers is always checked.
final class ChecksumMemoTests: XCTestCase {
    func testAPieceThatMatchedIsNotCheckedAgainAndOneThatFailedIs() {
        let file = [UInt8](repeating: 7, count: 1000)
        file.withUnsafeBytes { bytes in
            let memo = ChecksumMemo(covering: bytes)
            let good = UnsafeRawBufferPointer(rebasing: bytes[100..<200])
            let bad = UnsafeRawBufferPointer(rebasing: bytes[300..<400])
            var checks = 0
            XCTAssertTrue(memo.verify(good) { checks += 1; return true })
            XCTAssertTrue(memo.verify(good) { checks += 1; return false }, "remembered as verified")
            XCTAssertEqual(checks, 1)
            XCTAssertFalse(memo.verify(bad) { checks += 1; return false })
            XCTAssertFalse(memo.verify(bad) { checks += 1; return false }, "a failure is not remembered")
            XCTAssertEqual(checks, 3)
        }
        let other = [UInt8](repeating: 1, count: 10)
        other.withUnsafeBytes { outside in
            let memo = ChecksumMemo(covering: UnsafeRawBufferPointer(rebasing: outside[0..<5]))
            var checks = 0
            let piece = UnsafeRawBufferPointer(rebasing: outside[6..<10])
            XCTAssertTrue(memo.verify(piece) { checks += 1; return true })
            XCTAssertTrue(memo.verify(piece) { checks += 1; return true })
            XCTAssertEqual(checks, 2, "a piece outside the covered bytes is checked every time")
        }
    }
}

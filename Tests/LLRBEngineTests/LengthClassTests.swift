@testable import LLRBEngine
import XCTest

/// A length class stands for the least length it holds, so a score bounded with it is never
/// below the score itself: lengths below 128 are their own class, longer ones fall in classes
/// about 9% apart, and a longer field never has a lower class.
final class LengthClassTests: XCTestCase {
    func testAClassIsNeverLongerThanTheLengthsInIt() {
        var previous: UInt8 = 0
        var length: UInt32 = 0
        while length < 1 << 24 {
            let lengthClass = LengthClasses.of(length)
            XCTAssertLessThanOrEqual(LengthClasses.shortest(lengthClass), length, "\(length)")
            XCTAssertGreaterThanOrEqual(lengthClass, previous, "\(length)")
            if length < 128 { XCTAssertEqual(LengthClasses.shortest(lengthClass), length) }
            previous = lengthClass
            length += length < 4096 ? 1 : length / 97
        }
    }

    func testClassesStayWithinAboutTenPercentOfTheLength() {
        for length in stride(from: UInt32(128), to: 7_000_000, by: 997) {
            let shortest = LengthClasses.shortest(LengthClasses.of(length))
            XCTAssertGreaterThan(Double(shortest) * 1.1, Double(length), "\(length)")
        }
        XCTAssertEqual(LengthClasses.of(UInt32(1) << 24 - 1), 255)
    }
}

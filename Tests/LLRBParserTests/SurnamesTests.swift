@testable import LLRBParser
import XCTest

/// One list of surnames for every reader of names, each entry marked with its readers.
final class SurnamesTests: XCTestCase {
    func testEachSurnameIsListedOnceWithItsReaders() {
        let listed = Surnames.singles.flatMap { Array($0.characters.filter { !$0.isWhitespace }) }
        XCTAssertEqual(listed.count, Set(listed).count, "a character in two groups would take the last group's readers")
        XCTAssertEqual(Surnames.single.count, listed.count)
    }

    func testEachReaderKeepsItsOwnSurnames() {
        // The letter-spaced bylines' commonest, 向 among them; 文 never (it credits the text).
        XCTAssertTrue(Surnames.isSurname("向", for: .letterSpaced))
        XCTAssertFalse(Surnames.isSurname("文", for: .letterSpaced))
        // After a title: 文 is a surname, 向 (far more often a word there) is not.
        XCTAssertTrue(Surnames.isSurname("文", for: .afterTitle))
        XCTAssertFalse(Surnames.isSurname("向", for: .afterTitle))
        // 区 is only sorted: no reader reads a name by it.
        XCTAssertNotNil(Surnames.single["区"])
        XCTAssertFalse(Surnames.isSurname("区", for: [.letterSpaced]) || Surnames.isSurname("区", for: .afterTitle))
        XCTAssertTrue(Surnames.isCompound("欧阳文涛", for: .byline))
        XCTAssertFalse(Surnames.isCompound("万俟卨", for: .byline))
        XCTAssertTrue(Surnames.isCompound("万俟卨", for: .afterTitle))
    }
}

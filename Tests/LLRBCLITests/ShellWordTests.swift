@testable import llrb
import XCTest

final class ShellWordTests: XCTestCase {
    func testPlainPathsStayAsTheyAre() {
        XCTAssertEqual(ShellWord.quoted("/home/me/.local/share/llrb"), "/home/me/.local/share/llrb")
        XCTAssertEqual(ShellWord.quoted("../index-2020_v1.2"), "../index-2020_v1.2")
    }

    func testAnythingAShellReadsIsQuoted() {
        XCTAssertEqual(ShellWord.quoted("/tmp/my index"), "'/tmp/my index'")
        XCTAssertEqual(ShellWord.quoted("it's"), #"'it'\''s'"#)
        XCTAssertEqual(ShellWord.quoted("/数据/吕梁日报"), "'/数据/吕梁日报'")
        XCTAssertEqual(ShellWord.quoted("$HOME/*"), "'$HOME/*'")
        XCTAssertEqual(ShellWord.quoted(""), "''")
    }
}

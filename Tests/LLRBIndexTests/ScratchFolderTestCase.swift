import Foundation
import XCTest

/// A test case with a new empty folder for each test (`folder`), from `WriterTestSupport`, all
/// removed when the class's tests are done.
class ScratchFolderTestCase: XCTestCase {
    private(set) var folder: URL!

    override func setUp() {
        super.setUp()
        folder = WriterTestSupport.temporaryDirectory()
    }

    override class func tearDown() {
        WriterTestSupport.removeTemporaryDirectories()
        super.tearDown()
    }
}

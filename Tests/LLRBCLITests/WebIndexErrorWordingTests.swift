import Glibc
import LLRBEngine
import LLRBIndex
import XCTest
@testable import llrb

/// A visitor of the web reader is told in Chinese what kind of trouble the index is in, never
/// where it lies on the server.
final class WebIndexErrorWordingTests: XCTestCase {
    private func reason(_ kind: IndexError.Kind) -> String {
        WebIndexErrorWording.reason(for: IndexError(kind))
    }

    func testDamageSaysTheIndexMustBeRebuilt() {
        XCTAssertEqual(reason(.damaged(path: "/srv/idx/MANIFEST", damage: "the manifest is truncated")), "索引已损坏或格式不符，重建后才能检索。")
        XCTAssertEqual(reason(.otherFormat(path: "/srv/idx/segment-00000001.llrb", version: 2, reads: 5)), "索引已损坏或格式不符，重建后才能检索。")
    }

    func testAFileThatCannotBeReadIsToldFromAnIndexThatIsGone() {
        XCTAssertTrue(reason(.systemCall(path: "/srv/idx/MANIFEST", operation: .open, errno: EACCES, isFolder: false)).contains("权限"))
        XCTAssertTrue(reason(.noIndex(directory: "/srv/idx")).contains("移走"))
        XCTAssertTrue(reason(.systemCall(path: "/srv/idx/MANIFEST", operation: .open, errno: ENOENT, isFolder: false)).contains("移走"))
    }

    func testNoReasonNamesAPathOfTheServer() {
        for kind: IndexError.Kind in [.damaged(path: "/srv/idx/MANIFEST", damage: "x"), .noIndex(directory: "/srv/idx"),
                                      .locked(directory: "/srv/idx", lockFile: "/srv/idx/LOCK", holder: .oneFile)] {
            XCTAssertFalse(reason(kind).contains("/srv"), reason(kind))
        }
    }
}

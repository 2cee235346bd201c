import LLRBEngine
import XCTest
import LLRBIndex
@testable import llrb

/// A correction recorded but not yet searchable is said on the terminal, each reason in one
/// line that says when it will be applied and what applies it sooner.
final class CorrectionPendingWordingTests: XCTestCase {
    func testEachReasonSaysWhenTheCorrectionWillBeApplied() {
        XCTAssertEqual(CorrectionPending.pageNotRead(reason: "permission denied").description(number: 3),
                       "correction 3 is recorded, but its page could not be indexed again (permission denied); "
                       + "the next ingest that reads the page applies it")
        XCTAssertEqual(CorrectionPending.ingestRunning.description(number: 3),
                       "correction 3 is recorded; an ingest is running on the index and applies it when it publishes")
        XCTAssertEqual(CorrectionPending.heldByCorrections(seconds: 30).description(number: 3),
                       "correction 3 is recorded, but other corrections held the index for 30 s; run 'llrb ingest' on its page to apply it")
        let failed = CorrectionPending.indexFailed(.index(IndexError(.damaged(path: "/x/MANIFEST", damage: "bad")))).description(number: 3)
        XCTAssertTrue(failed.hasPrefix("correction 3 is recorded but not yet applied ("), failed)
        XCTAssertTrue(failed.hasSuffix("); run 'llrb ingest' on its page to apply it"), failed)
        for pending in [CorrectionPending.ingestRunning, .heldByCorrections(seconds: 30), .pageNotRead(reason: "x")] {
            XCTAssertFalse(pending.description(number: 1).contains("\n"))
        }
    }
}

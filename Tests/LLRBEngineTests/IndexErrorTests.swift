import Glibc
import LLRBEngine
import XCTest

/// The index's errors are facts: what a user should type next is the fronts' to say.
final class IndexErrorTests: XCTestCase {
    func testTheIndexDescribesItsErrorsWithoutCommandsOrOptions() {
        let kinds: [IndexError.Kind] = [
            .damaged(path: "/idx/MANIFEST", damage: "the manifest is truncated"),
            .otherFormat(path: "/idx/segment-00000001.llrb", version: 2, reads: 5),
            .systemCall(path: "/idx", operation: .open, errno: EACCES, isFolder: true),
            .locked(directory: "/idx", lockFile: "/idx/LOCK", holder: .ingest), .noIndex(directory: "/idx"),
            .lostManifest(directory: "/idx", segmentFiles: 2), .query(.onlyExclusions),
            .segmentTooLarge(.termDictionary), .segmentTooLarge(.storedDocuments(bytes: 1 << 40)),
            .otherFields(directory: "/idx", stored: ["a"], expected: ["b"]),
            .otherRecords(directory: "/idx", stored: "letters 1", expected: "letters 2"),
        ]
        for kind in kinds {
            let description = IndexError(kind).description
            for word in [" --", " llrb ", "rm -rf", "chmod"] {
                XCTAssertFalse(description.contains(word), description)
            }
        }
    }
}

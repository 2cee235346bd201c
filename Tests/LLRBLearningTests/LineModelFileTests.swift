import Foundation
import LLRBLearning
import LLRBParser
import XCTest

/// The learned reader's model is data beside the bench (`bench/realistic/line-model.crf`), read
/// from its file: it decodes, says what it was trained on, and a file that is missing or damaged
/// is refused with what to do. Nothing here asks for a retrain when the parser changes: the
/// learned reader is research, scored by `llrb-bench learn crossvalidate`.
final class LineModelFileTests: XCTestCase {
    static let modelFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("bench/realistic/line-model.crf")

    func testTheModelFileDecodesAndSaysWhatItWasTrainedOn() throws {
        let model = try PageParser.lineModel(contentsOf: Self.modelFile)
        XCTAssertEqual(model.labels, LineLabel.all.map(\.name))
        XCTAssertTrue(model.metadata.contains("\"sets\""), model.metadata)
        let description = PageParser.lineModelDescription(of: model)
        XCTAssertTrue(description.hasPrefix(model.metadata) && description.contains("digest"), description)
    }

    func testAMissingModelFileIsRefusedWithWhatToDo() {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-model-\(UUID().uuidString).crf")
        XCTAssertThrowsError(try PageParser.lineModel(contentsOf: missing)) { error in
            XCTAssertEqual(error as? ModelFormatError, .unreadable(path: missing.path))
            XCTAssertTrue("\(error)".contains("tools/train-model"), "\(error)")
        }
    }

    func testADamagedModelFileIsRefused() throws {
        let bytes = try Data(contentsOf: Self.modelFile)
        let cut = FileManager.default.temporaryDirectory.appendingPathComponent("cut-model-\(UUID().uuidString).crf")
        try bytes.prefix(bytes.count / 2).write(to: cut)
        defer { try? FileManager.default.removeItem(at: cut) }
        XCTAssertThrowsError(try PageParser.lineModel(contentsOf: cut)) { error in
            guard case .truncated? = error as? ModelFormatError else { return XCTFail("\(error)") }
        }
    }
}

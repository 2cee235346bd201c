import Foundation
import LLRBIndex
import XCTest

final class DiscoveryTests: XCTestCase {
    private var root = ""

    override func setUpWithError() throws {
        root = NSTemporaryDirectory() + "llrb-discovery-\(UUID().uuidString)"
        let manager = FileManager.default
        for folder in ["a/b", "c", ".hidden"] {
            try manager.createDirectory(atPath: "\(root)/\(folder)", withIntermediateDirectories: true)
        }
        for file in ["a/2.txt", "a/b/1.txt", "a/b/notes.md", "c/3.TXT", "c/.secret.txt", ".hidden/4.txt", "top.txt"] {
            try Data("复工复产".utf8).write(to: URL(fileURLWithPath: "\(root)/\(file)"))
        }
        try manager.createSymbolicLink(atPath: "\(root)/a/b/loop", withDestinationPath: "\(root)/a")
        try manager.createSymbolicLink(atPath: "\(root)/c/dangling.txt", withDestinationPath: "\(root)/nowhere.txt")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: root)
    }

    private func relative(_ files: [SourceFile]) -> [String] {
        files.map { String($0.path.dropFirst(root.count + 1)) }
    }

    func testWalksFoldersRecursivelySortedTakingOnlyTheExtension() {
        let (files, _) = SourceDiscovery.files(in: [root])
        XCTAssertEqual(relative(files), ["a/2.txt", "a/b/1.txt", "c/3.TXT", "top.txt"])
        XCTAssertEqual(files.first?.byteCount, "复工复产".utf8.count)
    }

    func testSymbolicLinkLoopAndBrokenLinkAreReportedNotFatal() {
        let (files, problems) = SourceDiscovery.files(in: [root + "/"])
        XCTAssertEqual(files.count, 4)
        XCTAssertTrue(problems.contains { $0.path.hasSuffix("a/b/loop") && $0.reason.contains("loop") }, "\(problems)")
        XCTAssertTrue(problems.contains { $0.path.hasSuffix("dangling.txt") && $0.reason.contains("broken") }, "\(problems)")
    }

    func testAFileNamedExplicitlyIsTakenWhateverItsExtension() {
        let (files, problems) = SourceDiscovery.files(in: ["\(root)/a/b/notes.md", "\(root)/top.txt"])
        XCTAssertEqual(relative(files), ["a/b/notes.md", "top.txt"])
        XCTAssertEqual(problems, [])
    }

    func testMissingPathIsAProblemAndTheRestIsStillFound() {
        let (files, problems) = SourceDiscovery.files(in: ["\(root)/missing", "\(root)/c"])
        XCTAssertEqual(relative(files), ["c/3.TXT"])
        XCTAssertEqual(problems.first?.path, "\(root)/missing")
        XCTAssertTrue(problems.first?.description.contains("no such file") ?? false, "\(problems)")
    }

    func testOtherExtensionsAndOverlappingRootsGiveEachFileOnce() {
        let (files, _) = SourceDiscovery.files(in: [root, "\(root)/a"], extensions: ["md", ".txt"])
        XCTAssertEqual(relative(files), ["a/2.txt", "a/b/1.txt", "a/b/notes.md", "c/3.TXT", "top.txt"])
    }
}

import Foundation
@testable import LLRBEngine
import XCTest
@testable import LLRBIndex

/// Every index file is checksummed end to end: a single flipped byte anywhere is reported by
/// `check()`, and a search on the damaged index either answers as before or throws a clear
/// IndexError naming the file — never a crash, never a different answer.
final class CorruptionTests: XCTestCase {
    override class func tearDown() {
        WriterTestSupport.removeTemporaryDirectories()
        super.tearDown()
    }

    private func indexFiles(_ directory: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { IndexFiles.isSegment($0) || $0 == IndexFiles.manifest }
            .sorted()
            .map { directory.appendingPathComponent($0) }
    }

    private func answers(_ directory: URL) throws -> [[String]] {
        let index = try ArchiveIndex.open(at: directory)
        return try ["复工复产", "吕", "29个"].map { query in
            try index.search(SearchRequest(query: query, limit: 5)).hits.map { "\($0.id) \($0.snippet.text)" }
        }
    }

    /// Positions to damage: every byte of a small file, an even spread plus both ends of a large one.
    private func positions(count: Int) -> [Int] {
        guard count > 400 else { return Array(0..<count) }
        return Array(Set((0..<24).map { $0 } + (0..<24).map { count - 1 - $0 } + stride(from: 0, to: count, by: count / 60)))
            .sorted()
    }

    func testAFlippedByteInAnyIndexFileIsDetected() throws {
        let directory = WriterTestSupport.temporaryDirectory()
        let writer = try IndexWriter.open(at: directory, schema: .articles, options: WriterOptions(memoryLimit: 1))
        for url in try WriterTestSupport.seedURLs().prefix(2) {
            let seed = try WriterTestSupport.seedDocuments(url)
            try writer.add(seed.documents, for: seed.file)
        }
        try writer.commit()
        writer.close()
        let expected = try answers(directory)
        let files = try indexFiles(directory)
        XCTAssertEqual(files.count, 3, "a manifest and two segments")
        for file in files {
            let original = try Data(contentsOf: file)
            for position in positions(count: original.count) {
                var damaged = original
                damaged[position] ^= 0x10
                try damaged.write(to: file)
                let problems = ArchiveIndex.check(at: directory)
                XCTAssertFalse(problems.isEmpty, "\(file.lastPathComponent) byte \(position) flipped goes unnoticed")
                XCTAssertTrue(problems.allSatisfy { $0.file == file.path }, "\(problems)")
                switch Result(catching: { try answers(directory) }) {
                case let .success(answers):
                    XCTAssertEqual(answers, expected, "\(file.lastPathComponent) byte \(position)")
                case let .failure(error):
                    XCTAssertEqual((error as? IndexError)?.needsRebuild, true, "\(error)")
                    XCTAssertTrue("\(error)".contains(file.path), "\(error)")
                }
            }
            try original.write(to: file)
        }
        XCTAssertEqual(ArchiveIndex.check(at: directory), [])
    }

    func testAForeignFileInPlaceOfASegmentIsRefusedByName() throws {
        let directory = try WriterTestSupport.seedIndex()
        let segment = try XCTUnwrap(try indexFiles(directory).first { IndexFiles.isSegment($0.lastPathComponent) })
        try Data("%PDF-1.4 not an index".utf8).write(to: segment)
        XCTAssertThrowsError(try ArchiveIndex.open(at: directory)) { error in
            XCTAssertEqual((error as? IndexError)?.kind, .notIndexFile(path: segment.path, expected: .segment))
        }
        XCTAssertEqual(ArchiveIndex.check(at: directory).count, 1)
    }

    /// A file that is no manifest at all, and a manifest of a version this build does not read,
    /// are told as such, each to rebuild.
    func testAForeignOrOtherVersionManifestIsToldFromDamage() throws {
        let directory = try WriterTestSupport.seedIndex()
        let manifest = directory.appendingPathComponent(IndexFiles.manifest)
        var bytes = try Data(contentsOf: manifest)
        bytes[8] = UInt8(ManifestCodec.version + 1)
        try bytes.write(to: manifest)
        XCTAssertThrowsError(try ArchiveIndex.open(at: directory)) { error in
            XCTAssertEqual((error as? IndexError)?.kind, .otherManifestFormat(path: manifest.path, version: ManifestCodec.version + 1,
                                                                               reads: ManifestCodec.version...ManifestCodec.version))
        }
        try Data("notes, not a manifest".utf8).write(to: manifest)
        XCTAssertThrowsError(try ArchiveIndex.open(at: directory)) { error in
            XCTAssertEqual((error as? IndexError)?.kind, .notIndexFile(path: manifest.path, expected: .manifest))
        }
        XCTAssertEqual(ArchiveIndex.check(at: directory).map(\.needsRebuild), [true])
    }

    /// A folder where a segment or the manifest should be is damage to rebuild, not a file
    /// system that cannot map files.
    func testAFolderInPlaceOfAnIndexFileIsDamageToRebuild() throws {
        for isManifest in [false, true] {
            let directory = try WriterTestSupport.seedIndex()
            let file = try XCTUnwrap(try indexFiles(directory).first {
                isManifest ? $0.lastPathComponent == "MANIFEST" : IndexFiles.isSegment($0.lastPathComponent)
            })
            try FileManager.default.removeItem(at: file)
            try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
            XCTAssertThrowsError(try ArchiveIndex.open(at: directory)) { error in
                XCTAssertEqual((error as? IndexError)?.kind,
                               .damaged(path: file.path, damage: "a folder or other non-file stands where an index file should be"))
            }
            XCTAssertEqual(ArchiveIndex.check(at: directory).map(\.needsRebuild), [true])
        }
    }

    func testATruncatedSegmentIsRefused() throws {
        let directory = try WriterTestSupport.seedIndex()
        let segment = try XCTUnwrap(try indexFiles(directory).first { IndexFiles.isSegment($0.lastPathComponent) })
        let bytes = try Data(contentsOf: segment)
        try bytes.prefix(bytes.count / 2).write(to: segment)
        XCTAssertThrowsError(try ArchiveIndex.open(at: directory))
        XCTAssertFalse(ArchiveIndex.check(at: directory).isEmpty)
    }
}

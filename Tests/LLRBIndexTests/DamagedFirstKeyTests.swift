import Foundation
@testable import LLRBEngine
import XCTest
@testable import LLRBIndex

/// A dictionary lookup binary-searches the blocks' first keys before it verifies the block it
/// chooses. A first key damaged to read greater than the term sent the search to the block
/// before, which is whole and lacks the term: the search answered without it, silently (found
/// by `CorruptionTests` once format 9 moved its flipped bytes). The block after the one scanned
/// is now verified before a term is called absent at its end.
final class DamagedFirstKeyTests: XCTestCase {
    override class func tearDown() {
        WriterTestSupport.removeTemporaryDirectories()
        super.tearDown()
    }

    func testAFirstKeyDamagedToReadGreaterFailsTheLookupInsteadOfMissingTheTerm() throws {
        let directory = try WriterTestSupport.seedIndex()
        let name = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted().first(where: IndexFiles.isSegment))
        let segment = directory.appendingPathComponent(name)
        let reader = try SegmentReader(path: segment.path, number: 0, fields: FieldSchema.articles.layout)
        // A block after the first whose first key is a bigram of the body: `body:` that bigram looks it up.
        var cursor = TermCursor(reader.dictionary)
        var chosen: (block: Int, bigram: String)?
        var block = -1
        while try cursor.next() != nil, chosen == nil {
            defer { block = cursor.block }
            guard cursor.block != block, cursor.block > 0, cursor.key.count == 8, cursor.key[0] == TermKey.code(.body),
                  cursor.key[1] == TermKey.bigram else { continue }
            chosen = (cursor.block, String(decoding: cursor.key[2...], as: UTF8.self))
        }
        let (damaged, bigram) = try XCTUnwrap(chosen)
        let query = "body:" + bigram
        XCTAssertGreaterThan(try WriterTestSupport.search(directory, query).total, 0)

        // The block's first key: after three varints (entry count, two offsets), a 0 (nothing
        // shared) and the key's length; its field byte raised reads greater than the bigram.
        let dictionary = reader.sections[SegmentLayout.Section.dictionary.rawValue].offset
        var position = dictionary + Int(reader.dictionary.blockOffsets.loadUnaligned(fromByteOffset: damaged * 4, as: UInt32.self).littleEndian)
        var bytes = try Data(contentsOf: segment)
        for _ in 0..<3 {
            while bytes[position] >= 0x80 { position += 1 }
            position += 1
        }
        XCTAssertEqual(bytes[position], 0)
        XCTAssertEqual(bytes[position + 2], TermKey.code(.body))
        bytes[position + 2] = TermKey.code(.caption)
        try bytes.write(to: segment)

        XCTAssertThrowsError(try WriterTestSupport.search(directory, query)) { error in
            guard case .damaged(let path, _)? = (error as? IndexError)?.kind else { return XCTFail("\(error)") }
            XCTAssertEqual(path, segment.path)
        }
        XCTAssertFalse(ArchiveIndex.check(at: directory).isEmpty)
    }
}

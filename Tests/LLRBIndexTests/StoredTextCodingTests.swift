import Foundation
import XCTest
@testable import LLRBIndex

/// Stored field texts are written in a per-segment Huffman code (`TextCode`): they must come
/// back exactly, whatever characters they hold, through writing, merging and reading, and the
/// code must actually make them smaller.
final class StoredTextCodingTests: XCTestCase {
    override class func tearDown() {
        WriterTestSupport.removeTemporaryDirectories()
        super.tearDown()
    }

    /// Characters from every corner a page can hold: ASCII, CJK, full-width and general
    /// punctuation, Latin-1, Greek, a supplementary ideograph, an emoji, a combining mark.
    private let unusual = "鑫垚 Ωμ é·× “引”…—— ＡＢ① 𠀀𪚥 🙂 e\u{301} \t tab"

    /// Each text written as a field text in `code` and read back; `coded`: how many of them
    /// were written coded rather than as UTF-8.
    private func roundTrip(_ texts: [String], code: TextCode, coded: UnsafeMutablePointer<Int>? = nil) throws -> [String] {
        let encoder = CodedText.Encoder(code)
        var scratch: [UInt8] = []
        return try texts.map { text in
            var writer = ByteWriter()
            var text = text
            text.withUTF8 { writer.appendFieldText($0, coding: encoder, scratch: &scratch) }
            if let coded, writer.bytes.first.map({ $0 & 1 == 1 }) == true { coded.pointee += 1 }
            return try writer.bytes.withUnsafeBytes { bytes in
                var reader = ByteReader(bytes)
                let decoded = try reader.readFieldText(code: code).string
                XCTAssertTrue(reader.isAtEnd)
                return decoded
            }
        }
    }

    private func code(for texts: [String]) -> TextCode {
        var counts = TextSymbolCounts()
        for var text in texts { text.withUTF8 { counts.add($0) } }
        return TextCode(counts: counts)
    }

    func testTextsComeBackExactlyInTheirOwnCodeAndInACodeThatLacksTheirCharacters() throws {
        let seeds = try WriterTestSupport.seedURLs().map { String(decoding: try Data(contentsOf: $0), as: UTF8.self) }
        let texts = seeds + [unusual, "", "a", "的", String(repeating: "发展", count: 3000)]
        XCTAssertEqual(try roundTrip(texts, code: code(for: texts)), texts)
        // A code made from the seeds alone lacks most of `unusual`: in a seed page with it
        // appended, those characters are escaped, and the page is still written coded.
        var coded = 0
        let withUnusual = seeds.map { $0 + unusual }
        XCTAssertEqual(try roundTrip(texts + withUnusual, code: code(for: seeds), coded: &coded), texts + withUnusual)
        XCTAssertGreaterThanOrEqual(coded, 2 * seeds.count)
        // A code made from one character only escapes nearly everything, and still round-trips.
        XCTAssertEqual(try roundTrip(texts, code: code(for: ["的"])), texts)
    }

    func testACodeSurvivesBeingWrittenAndReadBack() throws {
        let seeds = try WriterTestSupport.seedURLs().map { String(decoding: try Data(contentsOf: $0), as: UTF8.self) }
        let original = code(for: seeds + [unusual])
        var writer = ByteWriter()
        original.write(to: &writer)
        let read = try writer.bytes.withUnsafeBytes { bytes in
            var reader = ByteReader(bytes)
            return try TextCode(from: &reader)
        }
        XCTAssertEqual(read, original)
        XCTAssertEqual(try roundTrip(seeds, code: read), seeds)
    }

    func testCodedSeedsTakeLittleMoreThanHalfTheirCompactForm() throws {
        let seeds = try WriterTestSupport.seedURLs().map { String(decoding: try Data(contentsOf: $0), as: UTF8.self) }
        let encoder = CodedText.Encoder(code(for: seeds))
        var coded = ByteWriter(), compact = ByteWriter(), scratch: [UInt8] = []
        for var text in seeds {
            text.withUTF8 { coded.appendFieldText($0, coding: encoder, scratch: &scratch) }
            compact.appendText(text)
        }
        XCTAssertLessThan(Double(coded.count), 0.7 * Double(compact.count), "coded \(coded.count) bytes, compact \(compact.count)")
    }

    /// A merge keeps the code of its largest source; the smaller source's characters that code
    /// never saw must come through it intact, and stay searchable.
    func testAMergeKeepsEveryCharacterOfASourceWhoseCharactersTheKeptCodeLacks() throws {
        let directory = WriterTestSupport.temporaryDirectory()
        let writer = try IndexWriter.open(at: directory, options: WriterOptions(memoryLimit: 1, maxSegments: 1))
        var expected: [ArticleRecord] = []
        for url in try WriterTestSupport.seedURLs() {
            let (file, documents) = try WriterTestSupport.seedDocuments(url)
            try writer.add(documents, for: file)
            expected += documents.map(\.record)
        }
        let rare = WriterTestSupport.documents(text: "## 稀见字 \(unusual)\n正文里有\(unusual)和鑫垚。\n", file: "rare/page.txt",
                                               date: "2020-03-14", issue: 9896)
        try writer.add(rare, for: IndexedFile(path: "rare/page.txt", contentHash: 7, byteCount: 100, articleCount: rare.count))
        expected += rare.map(\.record)
        try writer.commit()
        writer.close()

        let segments = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter(IndexFiles.isSegment)
        XCTAssertEqual(segments.count, 1, "merged into one segment")
        let index = try ArchiveIndex.open(at: directory)
        XCTAssertEqual(index.check(), [])
        XCTAssertEqual(Set(try index.records()), Set(expected))
        XCTAssertEqual(try WriterTestSupport.search(directory, "𠀀𪚥").total, 1)
        XCTAssertEqual(try WriterTestSupport.search(directory, "鑫垚").total, 1)
    }
}

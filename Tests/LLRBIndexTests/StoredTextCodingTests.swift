import Foundation
@testable import LLRBEngine
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

    /// Real archives use thousands of characters, many rare: codes longer than the decoder's
    /// table (11 bits) must decode as exactly as short ones.
    func testThousandsOfCharactersOfVeryUnequalFrequencyRoundTrip() throws {
        var generator = SplitMix(seed: 5)
        let characters = (0..<6000).compactMap { Unicode.Scalar(0x4E00 + $0).map(Character.init) }
        // Zipf-like: the character of rank r drawn with weight 1/r, by inverse transform.
        let texts = (0..<40).map { _ in
            String((0..<2000).map { _ in
                characters[min(characters.count - 1, Int(pow(Double(characters.count), Double(generator.next() % 10_000) / 10_000)) - 1)]
            })
        }
        let code = code(for: texts)
        var longest = 0
        code.forEachCode { _, _, length in longest = max(longest, length) }
        XCTAssertGreaterThan(longest, 14, "the sample must have long codes")
        XCTAssertEqual(try roundTrip(texts, code: code), texts)
    }

    /// Bytes that are no character (a surrogate, a value past U+10FFFF) are coded as U+FFFD:
    /// a merge codes its sources' stored bytes again, and a code may name only real characters.
    func testBytesThatSpellNoCharacterAreCodedAsTheReplacementCharacter() throws {
        let bytes: [UInt8] = [0xED, 0xA0, 0x80] + Array("的".utf8) + [0xF4, 0x90, 0x80, 0x80]
        var counts = TextSymbolCounts()
        bytes.withUnsafeBufferPointer { counts.add($0) }
        let code = TextCode(counts: counts)
        var writer = ByteWriter(), scratch: [UInt8] = []
        bytes.withUnsafeBufferPointer { writer.appendFieldText($0, coding: CodedText.Encoder(code), scratch: &scratch) }
        var serialized = ByteWriter()
        code.write(to: &serialized)
        let decoded = try serialized.bytes.withUnsafeBytes { codeBytes in
            var codeReader = ByteReader(codeBytes)
            let read = try TextCode(from: &codeReader)
            return try writer.bytes.withUnsafeBytes { textBytes in
                var reader = ByteReader(textBytes)
                return try reader.readFieldText(code: read).string
            }
        }
        XCTAssertEqual(decoded, "\u{FFFD}的\u{FFFD}")
    }

    /// A text code section built to overflow the reader's arithmetic is refused, not a crash.
    func testAHostileTextCodeIsRefused() throws {
        var hostile = ByteWriter()
        hostile.appendVarint(2)
        for _ in 2...TextCode.maximumLength { hostile.appendVarint(0) }
        hostile.appendVarint(0)
        hostile.appendVarint(UInt64.max)
        XCTAssertThrowsError(try hostile.bytes.withUnsafeBytes { bytes in
            var reader = ByteReader(bytes)
            return try TextCode(from: &reader)
        })
    }

    /// A merge keeps the code of its largest source; the smaller source's characters that code
    /// never saw must come through it intact, and stay searchable.
    func testAMergeKeepsEveryCharacterOfASourceWhoseCharactersTheKeptCodeLacks() throws {
        let directory = WriterTestSupport.temporaryDirectory()
        let writer = try IndexWriter.open(at: directory, schema: .articles, options: WriterOptions(memoryLimit: 1, maxSegments: 1))
        var expected: [ArticleRecord] = []
        for url in try WriterTestSupport.seedURLs() {
            let (file, documents) = try WriterTestSupport.seedDocuments(url)
            try writer.add(documents, for: file)
            expected += documents.map(\.record)
        }
        let rare = WriterTestSupport.documents(text: "## 稀见字 \(unusual)\n正文里有\(unusual)和鑫垚。\n", file: "rare/page.txt",
                                               date: "2020-03-14", issue: 9896)
        try writer.add(rare, for: IndexedFile(path: "rare/page.txt", contentHash: 7, byteCount: 100, documentCount: rare.count))
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

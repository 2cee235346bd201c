import Foundation
import LLRBEngine
import XCTest

/// The engine stores, searches and weighs whatever fields its maker declares: a schema with no
/// newspaper in it, written, read back, searched and checked through the engine alone.
final class FieldSchemaTests: XCTestCase {
    private let letters = FieldSchema([
        .init(name: "title", aliases: ["题名"], weight: 2, lengthBytes: 1),
        .init(name: "text", lengthBytes: 4),
        .init(name: "note"),
    ], recordFormat: "letters 1")

    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("llrb-schema-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    /// One document a text per field of `letters`, in code order.
    private static let documents: [(id: String, texts: [String])] = [
        ("a", [String(repeating: "书信", count: 200), String(repeating: "往来", count: 40_000), ""]),
        ("b", ["家书", "复工的消息", "抄本"]),
        ("c", ["日记", "家书一封", ""]),
    ]

    private func write() throws {
        let writer = try IndexWriter.open(at: directory, schema: letters)
        var lengths: [[UInt32]] = []
        let terms = PostingsCollector.collect(expectedEntries: 1 << 17) { collector in
            for document in Self.documents {
                var fieldLengths = [UInt32](repeating: 0, count: letters.count)
                for (code, var text) in document.texts.enumerated() where !text.isEmpty {
                    text.withUTF8 { collector.addField(UInt8(code), utf8: $0) }
                    fieldLengths[code] = collector.fieldLength
                }
                collector.finishDocument()
                lengths.append(fieldLengths)
            }
        }
        let stored = zip(Self.documents, lengths).map { document, lengths in
            var payload = ByteWriter()
            DocumentPayload.begin(&payload, flags: 0, groupBackReference: 0, groupRecord: { [] }, fields: document.texts)
            return StoredDocument(id: document.id, date: 0, number: 0, fieldLengths: lengths, payload: payload.bytes)
        }
        try writer.add(PreparedDocuments(terms: terms, stored: stored),
                       for: IndexedFile(path: "letters.txt", contentHash: 1, byteCount: 100, documentCount: stored.count))
        try writer.commit()
        writer.close()
    }

    private func segments() throws -> [OpenSegment] {
        let manifest = try ManifestStore.loadSegments(directory: directory.path).manifest
        return try manifest.segments.map { entry in
            OpenSegment(reader: try SegmentReader.open(entry, in: directory.path, fields: letters.layout), deleted: entry.deleted)
        }
    }

    private func ids(_ query: String) throws -> [String] {
        let plan = QueryPlan(try QueryParser.parse(query, schema: letters), schema: letters, analyzer: Analyzer())
        return try segments().flatMap { segment in
            try SegmentEvaluation(plan: plan, segment: segment, analyzer: Analyzer(), countsOccurrences: true).documents
                .map { try segment.reader.id($0) }
        }
    }

    func testAQueryNamesTheMakersFieldsByNameOrAliasAndSearchesEachApart() throws {
        try write()
        XCTAssertEqual(try ids("家书"), ["b", "c"])
        XCTAssertEqual(try ids("title:家书"), ["b"])
        XCTAssertEqual(try ids("题名：家书"), ["b"])
        XCTAssertEqual(try ids("TEXT:家书"), ["c"])
        XCTAssertEqual(try ids("note:抄本"), ["b"])
        XCTAssertEqual(try ids("headline:家书"), [], "a name of no field of this schema is text to search")
        XCTAssertEqual(QueryPlan(try QueryParser.parse("复工", schema: letters), schema: letters, analyzer: Analyzer()).leaves[0].fields,
                       letters.fields, "a phrase named to no field searches every field of the schema")
    }

    func testEachLengthIsStoredInTheWidthItsFieldDeclaresAndSaturatesThere() throws {
        try write()
        let reader = try XCTUnwrap(try segments().first?.reader)
        XCTAssertEqual(try reader.fieldLength(0, field: 0), 255, "a title of 400 characters in one byte")
        XCTAssertGreaterThan(try reader.fieldLength(0, field: 1), 65_535, "a text of 80,000 characters in four")
        XCTAssertEqual(reader.fieldLengthSums.count, letters.count)
    }

    func testTheManifestKeepsTheFieldsAndAnIndexOfOthersIsRefused() throws {
        try write()
        let other = FieldSchema([.init(name: "title", lengthBytes: 2), .init(name: "text", lengthBytes: 4), .init(name: "note")])
        XCTAssertThrowsError(try IndexWriter.open(at: directory, schema: other)) { error in
            guard case .otherFields(_, let stored, let expected)? = (error as? IndexError)?.kind else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(stored, ["title (1 byte)", "text (4 bytes)", "note (2 bytes)"])
            XCTAssertEqual(expected, ["title (2 bytes)", "text (4 bytes)", "note (2 bytes)"], "the same names with another width are other fields")
            XCTAssertTrue((error as? IndexError)?.needsRebuild ?? false)
        }
        let problems = IndexChecker(directory: directory.path, schema: other) { _ throws(IndexError) in }.problems()
        XCTAssertEqual(problems.count, 1)
        XCTAssertEqual(IndexChecker(directory: directory.path, schema: letters) { reader throws(IndexError) in
            for document in 0..<UInt32(reader.documentCount) { _ = try reader.payload(document) }
        }.problems().count, 0)
    }

    /// The maker's name for how it codes a record is the maker's version, not the engine's: an
    /// index whose records it named otherwise is refused, though its fields are the same.
    func testAnIndexOfRecordsCodedAnotherWayIsRefused() throws {
        try write()
        let recodedLetters = FieldSchema(letters.declared, recordFormat: "letters 2")
        XCTAssertThrowsError(try IndexWriter.open(at: directory, schema: recodedLetters)) { error in
            XCTAssertEqual((error as? IndexError)?.kind, .otherRecords(directory: directory.path, stored: "letters 1", expected: "letters 2"))
            XCTAssertTrue((error as? IndexError)?.needsRebuild ?? false)
        }
        XCTAssertEqual(IndexChecker(directory: directory.path, schema: recodedLetters) { _ throws(IndexError) in }.problems().count, 1)
    }
}

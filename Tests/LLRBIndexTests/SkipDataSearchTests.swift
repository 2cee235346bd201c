import Foundation
@testable import LLRBEngine
import Synchronization
import XCTest
@testable import LLRBIndex

/// Phrase search over posting lists of many blocks: common bigrams in nearly every article,
/// rare ones in a few, phrases of both, with some articles deleted; every answer is compared
/// with a scan of the stored text, so leaping through skip tables can never lose or invent a hit.
final class SkipDataSearchTests: XCTestCase {
    override class func tearDown() {
        WriterTestSupport.removeTemporaryDirectories()
        super.tearDown()
    }

    private static let common = ["发展", "建设", "工作", "社会", "全面", "建成", "经济", "质量", "高效", "推进"]
    private static let rare = ["全面建成小康社会", "高质量发展", "小康", "乡村振兴"]

    /// 60 pages of 25 articles: each a run of common words cut by punctuation, with a rare
    /// phrase in some; the same seed gives the same archive.
    private static func pages(variant: UInt64 = 0) -> [(file: String, text: String)] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15 &+ variant
        func random(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        return (0..<60).map { page in
            var lines: [String] = []
            for article in 0..<25 {
                lines.append("## 标题\(page)-\(article)")
                var body = ""
                for _ in 0..<(8 + random(30)) {
                    body += common[random(common.count)]
                    if random(9) == 0 { body += rare[random(rare.count)] }
                    if random(4) == 0 { body += random(2) == 0 ? "，" : "。" }
                }
                lines.append(body)
                lines.append("")
            }
            return ("page-\(page).txt", lines.joined(separator: "\n"))
        }
    }

    private func write(_ pages: [(file: String, text: String)], into directory: URL) throws {
        let writer = try IndexWriter.open(at: directory, schema: .articles, options: WriterOptions())
        for (file, text) in pages {
            let documents = WriterTestSupport.documents(text: text, file: file, date: "2023-03-06", issue: 1)
            let hash = UInt64(truncatingIfNeeded: text.hashValue)
            try writer.add(documents, for: IndexedFile(path: file, contentHash: hash, byteCount: text.utf8.count, documentCount: documents.count))
        }
        try writer.commit()
        writer.close()
    }

    func testPhrasesOverLongListsMatchAScanOfTheStoredText() throws {
        let directory = WriterTestSupport.temporaryDirectory()
        let original = Self.pages()
        try write(original, into: directory)
        let replaced = Self.pages(variant: 1).enumerated().filter { $0.offset % 7 == 3 }.map { (original[$0.offset].file, $0.element.text) }
        try write(replaced, into: directory)
        XCTAssertEqual(ArchiveIndex.check(at: directory), [], "every block verifies and decodes")

        let index = try ArchiveIndex.open(at: directory)
        let records = try index.records()
        XCTAssertEqual(records.count, 1500)
        let analyzer = Analyzer()
        let queries = Self.rare + ["建设发展", "社会发展", "发展工作", "小康社会", "经济建设推进", "质量发展", "设工", "展建成小"]
        for query in queries {
            let tokens = analyzer.tokens(in: query)
            let expected = Set(records.filter { !analyzer.occurrences(of: tokens, in: $0.article.bodyText).isEmpty }.map(\.id))
            let found = try index.search(SearchRequest(query: query, limit: 5000))
            XCTAssertEqual(Set(found.hits.map(\.id)), expected, query)
            XCTAssertEqual(try index.search(SearchRequest(query: query, countOnly: true)).total, expected.count, query)
        }
        try assertFrequencies(of: queries, in: index, records: records)
        let longest = try index.search(SearchRequest(query: "发展", countOnly: true)).total
        XCTAssertGreaterThan(longest, 3 * PostingsEncoder.blockSize, "the common bigrams span several blocks")
    }

    /// A walk long enough to keep a segment busy for tens of microseconds (a common word twice
    /// over: its list, in nearly all 1,500 articles, walked at two offsets) asks the fan-out for
    /// its second thread before it starts; a phrase whose rarest bigram is in a few articles
    /// (where two words meet), or one list read whole, never does.
    func testLongWalksAskForTheSecondThread() throws {
        let directory = WriterTestSupport.temporaryDirectory()
        try write(Self.pages(), into: directory)
        let index = try ArchiveIndex.open(at: directory)
        let analyzer = Analyzer()
        func asksForHelp(_ query: String) throws -> Bool {
            let calls = Mutex(0)
            let plan = QueryPlan(try QueryParser.parse(query, schema: .articles), schema: .articles, analyzer: analyzer)
            for segment in index.segments {
                _ = try SegmentEvaluation(plan: plan, segment: segment, analyzer: analyzer, countsOccurrences: false,
                                          helper: SegmentFanOut.Helper { calls.withLock { $0 += 1 } })
            }
            return calls.withLock { $0 } > 0
        }
        XCTAssertTrue(try asksForHelp("发展发展"))
        XCTAssertTrue(try asksForHelp("社会社会"))
        XCTAssertFalse(try asksForHelp("社会工作社会"))
        XCTAssertFalse(try asksForHelp("小康乡村"))
        XCTAssertFalse(try asksForHelp("振兴高质量"))
        XCTAssertFalse(try asksForHelp("发展"))
    }

    /// Ranking gets each body's number of occurrences, as a scan of its text counts them; a count
    /// gets the same documents, and may stop at the first occurrence.
    private func assertFrequencies(of queries: [String], in index: ArchiveIndex, records: [ArticleRecord]) throws {
        let analyzer = Analyzer()
        let bodies = Dictionary(records.map { ($0.id, $0.article.bodyText) }, uniquingKeysWith: { first, _ in first })
        let body = Int(TermKey.code(SearchField.body))
        for query in queries {
            let plan = QueryPlan(try QueryParser.parse(query, schema: .articles), schema: .articles, analyzer: analyzer)
            let tokens = plan.leaves[0].tokens
            for segment in index.segments {
                let ranked = try SegmentEvaluation(plan: plan, segment: segment, analyzer: analyzer, countsOccurrences: true)
                let counted = try SegmentEvaluation(plan: plan, segment: segment, analyzer: analyzer, countsOccurrences: false)
                let match = try XCTUnwrap(ranked.matches[0][body]), first = try XCTUnwrap(counted.matches[0][body])
                XCTAssertEqual(first.documents, match.documents, query)
                for (stopped, all) in zip(first.frequencies, match.frequencies) { XCTAssertTrue(stopped == 1 || stopped == all, query) }
                for (document, frequency) in zip(match.documents, match.frequencies) {
                    let text = try XCTUnwrap(bodies[try segment.reader.id(document)])
                    XCTAssertEqual(Int(frequency), analyzer.occurrences(of: tokens, in: text).count, "\(query) in document \(document)")
                }
            }
        }
    }
}

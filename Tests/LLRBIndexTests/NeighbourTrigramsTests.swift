import Foundation
@testable import LLRBEngine
import XCTest
@testable import LLRBIndex

/// A segment indexes the trigrams around its densest bigrams, and phrases read them instead of
/// the dense bigram's list: the answers must be exactly those of the text, in one segment, in
/// a merge of segments that all extend the bigram, and in a merge where one does not (the
/// merged segment then drops them, and phrases read the bigram again).
final class NeighbourTrigramsTests: XCTestCase {
    override class func tearDown() {
        WriterTestSupport.removeTemporaryDirectories()
        super.tearDown()
    }

    /// Characters the phrases do not use, so that a phrase is where an insertion put it or
    /// where insertions and filler happen to spell it, which the truth counts too.
    private static let filler = Array("山水田林草木花石云天风雨日月星春秋冬夏江河湖海")
    private static let insertions = ["发展", "高质量发展", "发展经济", "推动发展", "经济发展"]
    private static let phrases = ["高质量发展", "发展经济", "推动发展", "经济发展", "高质量发展经济", "量发展经", "发展", "展经济",
                                  "发展发展", "山发展", "发展水", "发展质量", "推动发展经济发展"]

    /// A page of `articles` articles, each a headline line and a body of filler with `uses`
    /// insertions, then `plain` articles of filler alone; and each article's headline and body,
    /// for the truth.
    private func page(articles: Int, uses: Int, seed: UInt64, plain: Int = 0) -> (text: String, fields: [String]) {
        var random = SplitMix(seed: seed)
        var text = "", fields: [String] = []
        for article in 0..<(articles + plain) {
            var body = ""
            for _ in 0..<(article < articles ? uses : 2) {
                for _ in 0..<Int.random(in: 20...60, using: &random) { body.append(Self.filler.randomElement(using: &random) ?? "山") }
                if article < articles { body += Self.insertions.randomElement(using: &random) ?? "发展" }
            }
            let headline = "第\(article)篇"
            text += "## \(headline)\n\(body)\n\n"
            fields += [headline, body]
        }
        return (text, fields)
    }

    /// Writes `pages` (files `page<firstNumber>.txt` on) in one writer session, a segment each.
    private func write(_ pages: [(text: String, fields: [String])], into directory: URL, maxSegments: Int, firstNumber: Int = 0) throws {
        let writer = try IndexWriter.open(at: directory, schema: .articles, options: WriterOptions(memoryLimit: 1, maxSegments: maxSegments))
        for (number, page) in zip(firstNumber..., pages) {
            let path = "page\(number).txt"
            let documents = WriterTestSupport.documents(text: page.text, file: path, date: "2021-05-0\(number + 1)", issue: number + 1)
            try writer.add(documents, for: IndexedFile(path: path, contentHash: UInt64(number), byteCount: page.text.utf8.count,
                                                        documentCount: documents.count))
        }
        try writer.commit()
        writer.close()
    }

    /// Each segment's answer to whether it extends the body's `bigram`.
    private func extends(_ bigram: String, in directory: URL) throws -> [Bool] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter(IndexFiles.isSegment).sorted().map { name in
            let reader = try SegmentReader(path: directory.appendingPathComponent(name).path, number: 0, fields: FieldSchema.articles.layout)
            return try reader.dictionary.lookup([TermKey.code(.body), TermKey.extendedBigram] + Array(bigram.utf8)) != nil
        }
    }

    private func assertAnswersMatchTheText(_ directory: URL, pages: [(text: String, fields: [String])],
                                           file: StaticString = #filePath, line: UInt = #line) throws {
        let articles = pages.flatMap { page in stride(from: 0, to: page.fields.count, by: 2).map { Array(page.fields[$0..<$0 + 2]) } }
        for phrase in Self.phrases {
            let truth = articles.filter { fields in fields.contains { $0.contains(phrase) } }.count
            XCTAssertEqual(try WriterTestSupport.search(directory, phrase, limit: 10_000).total, truth, phrase, file: file, line: line)
            XCTAssertEqual(try WriterTestSupport.search(directory, "\"\(phrase)\"", limit: 1).total, truth, phrase, file: file, line: line)
        }
        XCTAssertEqual(try ArchiveIndex.open(at: directory).check(), [], file: file, line: line)
    }

    func testADenseBigramsPhrasesReadItsTrigramsAndFindWhatTheTextHas() throws {
        let directory = WriterTestSupport.temporaryDirectory()
        let pages = [page(articles: 300, uses: 6, seed: 1)]
        try write(pages, into: directory, maxSegments: 8)
        XCTAssertEqual(try extends("发展", in: directory), [true])
        XCTAssertEqual(try extends("山水", in: directory), [false])
        try assertAnswersMatchTheText(directory, pages: pages)
    }

    func testAMergeOfSegmentsThatAllExtendABigramKeepsItsTrigrams() throws {
        let directory = WriterTestSupport.temporaryDirectory()
        let pages = [page(articles: 200, uses: 6, seed: 2), page(articles: 150, uses: 6, seed: 3)]
        try write(pages, into: directory, maxSegments: 1)
        XCTAssertEqual(try extends("发展", in: directory), [true])
        try assertAnswersMatchTheText(directory, pages: pages)
    }

    /// The second page has 发展 in one article of six: too rare there to be extended, so its
    /// trigrams were never made. Merged with the first, where 发展 is dense, 发展 is dense in the
    /// merge too: the merge derives the second segment's trigrams from its positions and keeps
    /// the bigram extended.
    func testAMergeWithASegmentThatDoesNotExtendADenseBigramDerivesItsTrigrams() throws {
        let single = WriterTestSupport.temporaryDirectory()
        let pages = [page(articles: 200, uses: 6, seed: 4), page(articles: 1, uses: 1, seed: 5, plain: 5)]
        try write(pages, into: single, maxSegments: 8)
        XCTAssertEqual(try extends("发展", in: single), [true, false])
        try assertAnswersMatchTheText(single, pages: pages)

        let merged = WriterTestSupport.temporaryDirectory()
        try write(pages, into: merged, maxSegments: 1)
        XCTAssertEqual(try extends("发展", in: merged), [true])
        try assertAnswersMatchTheText(merged, pages: pages)
    }

    /// Merged with a segment of many articles that rarely say 发展, the bigram is no longer
    /// dense: the merge drops the marker and the first segment's trigrams, and phrases read the
    /// bigram's list again.
    func testAMergeWhereABigramIsNoLongerDenseDropsItsTrigrams() throws {
        let directory = WriterTestSupport.temporaryDirectory()
        let pages = [page(articles: 150, uses: 6, seed: 10), page(articles: 3, uses: 1, seed: 11, plain: 2_000),
                     page(articles: 0, uses: 0, seed: 12, plain: 1)]
        try write(Array(pages[0...1]), into: directory, maxSegments: 8)
        XCTAssertEqual(try extends("发展", in: directory), [true, false])
        try write([pages[2]], into: directory, maxSegments: 1, firstNumber: 2)
        XCTAssertEqual(try extends("发展", in: directory), [false])
        try assertAnswersMatchTheText(directory, pages: pages)
    }

    /// A segment of fewer articles than a posting block picks no bigram, however dense (its picks
    /// would be inherited by every later segment); a later, larger ingest picks its own, and
    /// merging the two derives the small segment's trigrams.
    func testASmallFirstIngestExtendsNothingAndAMergeDerivesItsTrigrams() throws {
        let directory = WriterTestSupport.temporaryDirectory()
        let pages = [page(articles: 20, uses: 6, seed: 13), page(articles: 200, uses: 6, seed: 14),
                     page(articles: 0, uses: 0, seed: 15, plain: 1)]
        try write([pages[0]], into: directory, maxSegments: 8)
        XCTAssertEqual(try extends("发展", in: directory), [false])
        try write([pages[1]], into: directory, maxSegments: 8, firstNumber: 1)
        XCTAssertEqual(try extends("发展", in: directory), [false, true])
        try assertAnswersMatchTheText(directory, pages: Array(pages[0...1]))
        try write([pages[2]], into: directory, maxSegments: 1, firstNumber: 2)
        XCTAssertEqual(try extends("发展", in: directory), [true])
        try assertAnswersMatchTheText(directory, pages: pages)
    }

    /// A later ingest's segment extends what the index's largest segment extends, however rare
    /// the bigram is in it (发展 in one article of six), so that merging the two keeps the trigrams.
    func testASmallIngestExtendsWhatTheLargestSegmentExtendsSoAMergeKeepsTheTrigrams() throws {
        let directory = WriterTestSupport.temporaryDirectory()
        let pages = [page(articles: 200, uses: 6, seed: 6), page(articles: 1, uses: 1, seed: 7, plain: 5),
                     page(articles: 1, uses: 1, seed: 8, plain: 5)]
        try write([pages[0]], into: directory, maxSegments: 8)
        try write([pages[1]], into: directory, maxSegments: 8, firstNumber: 1)
        XCTAssertEqual(try extends("发展", in: directory), [true, true])
        XCTAssertEqual(try extends("山水", in: directory), [false, false])
        try assertAnswersMatchTheText(directory, pages: Array(pages[0...1]))

        try write([pages[2]], into: directory, maxSegments: 1, firstNumber: 2)
        XCTAssertEqual(try extends("发展", in: directory), [true])
        try assertAnswersMatchTheText(directory, pages: pages)
    }

    /// Segments written in three sessions over a twelve-character alphabet, each session's text
    /// favouring another character so that each picks other dense bigrams, one page replaced
    /// (its old articles deleted), then merged into one, which derives trigrams: every phrase of
    /// two to six characters finds exactly the articles whose text has it.
    func testMergesOfSegmentsThatPickedOtherBigramsAnswerEveryPhraseAsTheTextDoes() throws {
        let alphabet = Array("甲乙丙丁戊己庚辛壬癸子丑")
        func skewedPage(seed: UInt64, favourite: Character) -> (text: String, fields: [String]) {
            var random = SplitMix(seed: seed)
            var text = "", fields: [String] = []
            for article in 0..<140 {
                var body = ""
                for _ in 0..<Int.random(in: 40...90, using: &random) {
                    body.append(Int.random(in: 0..<100, using: &random) < 15 ? favourite : alphabet.randomElement(using: &random) ?? "甲")
                    if Int.random(in: 0..<30, using: &random) == 0 { body.append("，") }
                }
                let headline = "第\(seed)页第\(article)篇"
                text += "## \(headline)\n\(body)\n\n"
                fields += [headline, body]
            }
            return (text, fields)
        }
        let directory = WriterTestSupport.temporaryDirectory()
        var pages = [skewedPage(seed: 20, favourite: "甲"), skewedPage(seed: 21, favourite: "甲")]
        try write(pages, into: directory, maxSegments: 8)
        pages[1] = skewedPage(seed: 22, favourite: "丙")
        pages.append(skewedPage(seed: 23, favourite: "戊"))
        try write(Array(pages[1...2]), into: directory, maxSegments: 8, firstNumber: 1)
        let pickedBeforeTheMerge = try ["甲甲", "丙丙", "戊戊"].map { try extends($0, in: directory) }
        // A segment a page; the second session's two inherit 甲甲 from the first's largest.
        XCTAssertEqual(pickedBeforeTheMerge, [[true, true, true], [false, true, false], [false, false, true]])
        pages.append(skewedPage(seed: 24, favourite: "丁"))
        try write([pages[3]], into: directory, maxSegments: 1, firstNumber: 3)
        XCTAssertEqual(try ["甲甲", "丙丙", "戊戊"].map { try extends($0, in: directory) }, [[true], [true], [true]])

        let articles = pages.flatMap { page in stride(from: 0, to: page.fields.count, by: 2).map { page.fields[$0 + 1] } }
        var random = SplitMix(seed: 25)
        for trial in 0..<200 {
            let length = Int.random(in: 2...6, using: &random)
            let phrase: String
            if trial % 4 == 0 {
                phrase = String((0..<length).map { _ in alphabet.randomElement(using: &random) ?? "甲" })
            } else {
                let text = Array(articles.randomElement(using: &random) ?? "")
                let start = Int.random(in: 0...(text.count - length), using: &random)
                phrase = String(text[start..<start + length])
            }
            guard !phrase.contains("，") else { continue }
            let truth = articles.filter { $0.contains(phrase) }.count
            XCTAssertEqual(try WriterTestSupport.search(directory, phrase, limit: 1).total, truth, phrase)
        }
        XCTAssertEqual(try ArchiveIndex.open(at: directory).check(), [])
    }

    /// A search takes a trigram it finds for complete, which only the marker of one of its
    /// bigrams vouches for: a segment with trigrams but no markers (copied here term by term,
    /// the markers left out) fails `check`, and the same copy with them passes.
    func testCheckFindsTrigramsWithoutTheMarkerOfEitherBigram() throws {
        let directory = WriterTestSupport.temporaryDirectory()
        try write([page(articles: 150, uses: 6, seed: 9)], into: directory, maxSegments: 8)
        let name = try XCTUnwrap(FileManager.default.contentsOfDirectory(atPath: directory.path).first(where: IndexFiles.isSegment))
        let source = try SegmentReader(path: directory.appendingPathComponent(name).path, number: 0, fields: FieldSchema.articles.layout)
        for leavesOutMarkers in [false, true] {
            let path = WriterTestSupport.temporaryDirectory().appendingPathComponent("segment-00000001.llrb").path
            try copy(source, to: path, leavingOut: leavesOutMarkers ? TermKey.extendedBigram : nil)
            let check = { try SegmentChecker(reader: SegmentReader(path: path, number: 1, fields: FieldSchema.articles.layout)).check() }
            if leavesOutMarkers {
                XCTAssertThrowsError(try check()) { XCTAssert("\($0)".contains("a trigram of no extended bigram"), "\($0)") }
            } else {
                XCTAssertNoThrow(try check())
            }
        }
    }

    /// Writes a copy of `source` to `path`, term by term, without the terms of kind `kind`.
    private func copy(_ source: SegmentReader, to path: String, leavingOut kind: UInt8?) throws {
        var file = SegmentFileWriter(directory: (path as NSString).deletingLastPathComponent, fields: FieldSchema.articles.layout, textCode: source.textCode)
        for document in 0..<UInt32(source.documentCount) {
            try file.addDocument(StoredDocument(id: try source.id(document), date: try source.date(document), number: try source.number(document),
                                                fieldLengths: try (0..<FieldSchema.articles.count).map { try source.fieldLength(document, field: $0) },
                                                payload: Array(try source.payload(document))))
        }
        var dictionary = DictionaryWriter(), encoder = PostingsEncoder(), positions: [UInt32] = []
        var terms = TermCursor(source.dictionary)
        while let entry = try terms.next() {
            guard terms.key[1] != kind else { continue }
            var postings = try PostingsCursor(try entry.verified(), documentCount: source.documentCount)
            while try postings.next() {
                encoder.addDocument(postings.document, termFrequency: Int(postings.frequency))
                guard TermKey.hasPositions(terms.key[1]) else { continue }
                try postings.readPositions(into: &positions)
                positions.withUnsafeBufferPointer { encoder.addPositions($0) }
            }
            dictionary.add(key: terms.key, postings: &encoder)
        }
        dictionary.finish()
        try file.write(dictionary: dictionary, to: path)
    }
}

import Foundation
import LLRBEngine
import XCTest

final class BM25Tests: XCTestCase {
    let bm25 = BM25()

    func testAbsentTermScoresZero() {
        XCTAssertEqual(bm25.score(termFrequency: 0, fieldLength: 10, averageFieldLength: 10,
                                  documentFrequency: 3, documentCount: 100), 0)
    }

    func testRareTermOutscoresCommonTerm() {
        let rare = bm25.score(termFrequency: 1, fieldLength: 10, averageFieldLength: 10,
                              documentFrequency: 1, documentCount: 100)
        let common = bm25.score(termFrequency: 1, fieldLength: 10, averageFieldLength: 10,
                                documentFrequency: 90, documentCount: 100)
        XCTAssertGreaterThan(rare, common)
        XCTAssertGreaterThan(common, 0, "a term in almost every article still counts a little")
    }

    func testRepetitionHelpsButSaturates() {
        func score(_ tf: Int) -> Double {
            bm25.score(termFrequency: tf, fieldLength: 100, averageFieldLength: 100,
                       documentFrequency: 5, documentCount: 100)
        }
        XCTAssertGreaterThan(score(2), score(1))
        XCTAssertLessThan(score(100) - score(50), score(2) - score(1))
        let idf = bm25.inverseDocumentFrequency(documentFrequency: 5, documentCount: 100)
        XCTAssertLessThan(score(10_000), idf * (bm25.k1 + 1))
    }

    func testLongFieldIsDiscounted() {
        let short = bm25.score(termFrequency: 2, fieldLength: 20, averageFieldLength: 100,
                               documentFrequency: 5, documentCount: 100)
        let long = bm25.score(termFrequency: 2, fieldLength: 400, averageFieldLength: 100,
                              documentFrequency: 5, documentCount: 100)
        XCTAssertGreaterThan(short, long)
    }

    func testKnownValueAtAverageLength() {
        // At average length the length norm is 1: tf·2.2/(tf+1.2); idf = ln(1 + 95.5/5.5).
        let expected = log(1 + 95.5 / 5.5) * 2 * 2.2 / 3.2
        let actual = bm25.score(termFrequency: 2, fieldLength: 50, averageFieldLength: 50,
                                documentFrequency: 5, documentCount: 100)
        XCTAssertEqual(actual, expected, accuracy: 1e-12)
    }
}

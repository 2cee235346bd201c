@testable import LLRBEngine
import XCTest
@testable import LLRBIndex

/// The segment writer encodes every term of a segment with one encoder, reset between terms:
/// what it writes for a term must not depend on the terms encoded before it.
final class EncoderReuseTests: XCTestCase {
    /// Terms of one document, of a few, and of several blocks (with a skip table), with and
    /// without positions and with frequencies above one.
    private typealias Term = [(document: UInt32, positions: [UInt32])]

    private let terms: [Term] = {
        let long: Term = (0..<300).map { index -> (document: UInt32, positions: [UInt32]) in
            (UInt32(index * 3), [UInt32(index), UInt32(index + 7)])
        }
        let withoutPositions: Term = (0..<140).map { index -> (document: UInt32, positions: [UInt32]) in
            (UInt32(index * 2 + 1), [])
        }
        let single: Term = [(5, [1])]
        let frequent: Term = [(2, [0, 4, 9]), (8, [3])]
        let far: Term = [(1_000_000, [65_000])]
        return [long, single, withoutPositions, frequent, far]
    }()

    private func fill(_ encoder: inout PostingsEncoder, with term: Term) {
        for (document, positions) in term {
            encoder.addDocument(document, termFrequency: max(1, positions.count))
            encoder.addPositions(positions)
        }
    }

    private func encode(_ term: Term, with encoder: inout PostingsEncoder) -> [[UInt8]] {
        fill(&encoder, with: term)
        let streams = encoder.encode()
        return [streams.docs, streams.positions]
    }

    func testAResetEncoderWritesWhatAFreshOneWrites() {
        var reused = PostingsEncoder()
        for order in [terms, terms.reversed()] {
            for term in order {
                var fresh = PostingsEncoder()
                let expected = encode(term, with: &fresh)
                XCTAssertEqual(encode(term, with: &reused), expected)
                XCTAssertEqual(reused.documentFrequency, term.count)
                reused.reset()
            }
        }
    }

    func testADictionaryWrittenWithOneEncoderEqualsOneWrittenWithAnEncoderPerTerm() {
        var shared = DictionaryWriter(), separate = DictionaryWriter()
        var encoder = PostingsEncoder()
        for (index, term) in terms.enumerated() {
            let key: [UInt8] = [2, 1] + Array("词\(index)".utf8)
            fill(&encoder, with: term)
            var own = PostingsEncoder()
            fill(&own, with: term)
            shared.add(key: key, postings: &encoder)
            separate.add(key: key, postings: &own)
        }
        shared.finish()
        separate.finish()
        XCTAssertEqual(shared.blocks.bytes, separate.blocks.bytes)
        XCTAssertEqual(shared.docs.bytes, separate.docs.bytes)
        XCTAssertEqual(shared.positions.bytes, separate.positions.bytes)
    }
}

@testable import LLRBEngine
import XCTest
@testable import LLRBIndex

/// A segment's postings grouped on two threads, each distributing half of the entry chunks,
/// come out exactly as grouped on one: every term's entries in arrival order.
final class GroupingThreadsTests: XCTestCase {
    func testTwoThreadsGroupEntriesAsOneThreadDoes() {
        // Enough documents of varied CJK text for two entry chunks, one for each thread.
        var generator = SplitMix(seed: 7)
        let texts: [[UInt8]] = (0..<2).map { _ in
            var bytes: [UInt8] = []
            bytes.reserveCapacity(3 * 600_000)
            for _ in 0..<600_000 {
                let scalar = 0x4E00 + UInt32(generator.next() % 600)
                bytes += [0xE0 | UInt8(scalar >> 12), 0x80 | UInt8(scalar >> 6 & 0x3F), 0x80 | UInt8(scalar & 0x3F)]
            }
            return bytes
        }
        let page = PostingsCollector.collect(expectedEntries: 1 << 20) { collector in
            for text in texts {
                text.withUnsafeBufferPointer { collector.addField(TermKey.code(.body), utf8: $0) }
                collector.finishDocument()
            }
        }
        var one = SegmentPostings(), two = SegmentPostings()
        one.append(page)
        two.append(page)
        XCTAssertGreaterThan(one.entryCount, SegmentPostings.chunkSize)
        XCTAssertEqual(Self.terms(one.grouped(twoThreads: false)), Self.terms(two.grouped(twoThreads: true)))
    }

    /// The number of terms, of entries, and a hash of every term's entries in order.
    private static func terms(_ grouped: GroupedPostings) -> [UInt64] {
        var terms: UInt64 = 0, entries: UInt64 = 0, hash: UInt64 = 0
        grouped.forEachTerm(inBuckets: 0..<grouped.bucketCount) { rank, list in
            terms += 1
            for entry in list {
                entries += 1
                hash = (hash ^ entry ^ UInt64(rank) << 40) &* 0x100_0000_01B3
            }
        }
        return [terms, entries, hash]
    }
}

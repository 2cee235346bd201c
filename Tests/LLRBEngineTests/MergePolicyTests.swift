@testable import LLRBEngine
import XCTest

/// The tiered merge policy on simulated archives: segments written one after another, each
/// merge the policy asks for made at once (its size the sum of its sources'), so that the number
/// of segments and the bytes rewritten can be followed over years of ingests without writing any.
final class MergePolicyTests: XCTestCase {
    private static let megabyte = 1 << 20

    /// Segments of `sizes` added one at a time, each followed by the merges then due; returns the
    /// most segments there ever were and the bytes merges wrote.
    private static func simulate(_ policy: MergePolicy, adding sizes: [Int],
                                 check: ([MergePolicy.Segment]) -> Void = { _ in }) -> (segments: [MergePolicy.Segment], most: Int, merged: Int) {
        var segments: [MergePolicy.Segment] = []
        var next: UInt64 = 1
        var most = 0
        var merged = 0
        for size in sizes {
            segments.append(.init(number: next, liveBytes: size))
            next += 1
            while let chosen = policy.merge(among: segments) {
                let bytes = segments.filter { chosen.contains($0.number) }.reduce(0) { $0 + $1.liveBytes }
                XCTAssertLessThanOrEqual(bytes, policy.maxMergeBytes)
                segments.removeAll { chosen.contains($0.number) }
                segments.append(.init(number: next, liveBytes: bytes))
                next += 1
                merged += bytes
            }
            most = max(most, segments.count)
            check(segments)
        }
        return (segments, most, merged)
    }

    func testTenYearsOfDailyIssuesKeepFewSegmentsAndRewriteEachByteAFewTimes() {
        let policy = MergePolicy(perTier: 8, maxMergeBytes: 2048 * Self.megabyte)
        // Ten papers, 300 KB of index a day each, for ten years.
        let days = Array(repeating: 3 * Self.megabyte, count: 3650)
        let run = Self.simulate(policy, adding: days) { segments in
            // Seven at most in each of the three tiers below full size (3-16 MB, 16-128 MB, 128 MB-1 GB).
            XCTAssertLessThanOrEqual(segments.filter { $0.liveBytes < policy.maxMergeBytes / 2 }.count, 21)
        }
        let total = days.reduce(0, +)
        XCTAssertEqual(run.segments.reduce(0) { $0 + $1.liveBytes }, total)
        XCTAssertLessThanOrEqual(run.most, 21 + total / (policy.maxMergeBytes / 2))
        // A byte climbs from tier 0 (3 MB) to a full segment (≥ 1 GB) through three merges.
        XCTAssertLessThanOrEqual(Double(run.merged) / Double(total), 3.0)
    }

    func testABulkIngestOfTenGigabytesEndsWithADozenSegmentsNoneBeyondTheCap() {
        let policy = MergePolicy(perTier: 8, maxMergeBytes: 2048 * Self.megabyte)
        // 13.4 GB of index written as 35 MB segments (the writer's buffer), as a 10 GB archive is.
        let run = Self.simulate(policy, adding: Array(repeating: 35 * Self.megabyte, count: 392))
        XCTAssertLessThanOrEqual(run.segments.count, 14)
        XCTAssertTrue(run.segments.allSatisfy { $0.liveBytes <= policy.maxMergeBytes })
        // Two levels of merges: 35 MB → 280 MB → ~2 GB; each byte merged twice at most.
        XCTAssertLessThanOrEqual(Double(run.merged) / Double(392 * 35 * Self.megabyte), 2.0)
    }

    func testAFullSegmentIsLeftAloneUntilReplacedPagesTakeItUnderHalfTheCap() {
        let policy = MergePolicy(perTier: 2, maxMergeBytes: 1000, floorBytes: 10)
        let full = MergePolicy.Segment(number: 1, liveBytes: 600)
        let small = [MergePolicy.Segment(number: 2, liveBytes: 20), .init(number: 3, liveBytes: 30), .init(number: 4, liveBytes: 40)]
        XCTAssertEqual(policy.merge(among: [full] + small).map(Set.init), [2, 3])
        XCTAssertNil(policy.merge(among: [full, small[0]]))
        var shrunk = full
        shrunk.liveBytes = 400
        XCTAssertEqual(policy.merge(among: [shrunk] + small).map(Set.init), [2, 3])
        XCTAssertEqual(policy.merge(among: [shrunk, small[2], .init(number: 5, liveBytes: 450)]).map(Set.init), [1, 5])
    }

    func testSegmentsSoLargeThatTheCapTakesFewOfThemMergeAsSoonAsTheyFillIt() {
        let policy = MergePolicy(perTier: 8, maxMergeBytes: 2048 * Self.megabyte)
        let large = [MergePolicy.Segment(number: 1, liveBytes: 800 * Self.megabyte), .init(number: 2, liveBytes: 850 * Self.megabyte)]
        XCTAssertEqual(policy.merge(among: large).map(Set.init), [1, 2])
        let middle = [MergePolicy.Segment(number: 1, liveBytes: 300 * Self.megabyte), .init(number: 2, liveBytes: 300 * Self.megabyte)]
        XCTAssertNil(policy.merge(among: middle), "two of 300 MB leave room for more of their tier")
    }

    func testOfTwoTiersWithAMergeDueTheOneHoldingMoreGoesFirst() {
        let policy = MergePolicy(perTier: 2, maxMergeBytes: 1 << 30, floorBytes: 10)
        // Two segments of tier 0, three of tier 2 (20-39 bytes): a writer behind on its merges
        // serves the tier that piled up.
        let segments = [1, 2, 20, 25, 30].enumerated().map { MergePolicy.Segment(number: UInt64($0.offset), liveBytes: $0.element) }
        XCTAssertEqual(policy.merge(among: segments).map(Set.init), [2, 3])
        XCTAssertEqual(policy.merge(among: Array(segments.prefix(4))).map(Set.init), [0, 1])
    }

    func testATierOfLikeSizesIsMergedBeforeAnySmallerSegmentIsWaitedFor() {
        let policy = MergePolicy(perTier: 4, maxMergeBytes: 1 << 30, floorBytes: 10)
        // Four segments of tier 2 (40-159 bytes) beside two of tier 0: the tier is merged alone,
        // and tier 0 waits for two more.
        let segments = [5, 7, 50, 60, 70, 80].enumerated().map { MergePolicy.Segment(number: UInt64($0.offset), liveBytes: $0.element) }
        XCTAssertEqual(policy.merge(among: segments).map(Set.init), [2, 3, 4, 5])
        XCTAssertNil(policy.merge(among: Array(segments.prefix(5))))
    }

    func testWhatTheTiersLeaveBelowFullSizeIsMergedSmallestFirstWithinTheBudget() {
        let policy = MergePolicy(perTier: 8, maxMergeBytes: 2048 * Self.megabyte)
        // The end of a first ingest of 10 GB: 9 full segments, 5 of tier 2 (~187 MB) and 11 smaller ones.
        let sizes = Array(repeating: 1300, count: 9) + [180, 185, 187, 190, 195] + [12, 13, 14, 15, 20, 24, 30, 36, 45, 50, 54]
        let segments = sizes.enumerated().map { MergePolicy.Segment(number: UInt64($0.offset), liveBytes: $0.element * Self.megabyte) }
        XCTAssertNil(policy.merge(among: segments), "no tier is due")
        // Enough budget: the 11 small ones and two of tier 2, so that four stay below full size.
        XCTAssertEqual(policy.leftovers(among: segments, budget: 3 << 30).map(Set.init), Set(9..<11).union(14..<25))
        // Less: as many of the smallest as it takes.
        XCTAssertEqual(policy.leftovers(among: segments, budget: 100 * Self.megabyte).map(Set.init), Set(14..<20))
        XCTAssertNil(policy.leftovers(among: segments, budget: 24 * Self.megabyte), "not even the two smallest fit")
        XCTAssertNil(policy.leftovers(among: Array(segments.prefix(13)), budget: 3 << 30), "four below full size stay")
    }
}

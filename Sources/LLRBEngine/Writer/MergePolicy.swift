import Foundation

/// Which segments a writer merges next: tiers of similar size, in the way of Lucene's tiered
/// merge policy, so that an archive of any size keeps few segments while each byte is rewritten
/// only a few times (docs/FORMAT.md, "Merges").
///
/// A segment's size is its live bytes (its file's bytes times the share of its documents not
/// deleted). Segments of at least half of `maxMergeBytes` are *full* and never merged while
/// they stay so; a full segment whose pages were replaced until it falls under half rejoins the
/// others. The rest fall in tiers by size: tier 0 below `floorBytes`, tier `t` below
/// `floorBytes · perTier^t`. A tier that holds `perTier` segments merges them (its smallest, as
/// many as fit in `maxMergeBytes`; a tier of segments so large that fewer fit merges as soon as
/// the cap is reached), which makes one segment of a tier above: merges of like
/// sizes, so a byte is rewritten once a tier (three times from a day's pages to a full segment
/// of 1-2 GB), and at most `perTier − 1` segments stay in each tier, until a writer that can
/// afford it merges many of those together at its end (`leftovers(among:budget:)`).
struct MergePolicy {
    /// Segments merged at once in a tier; at most one less stays in each (at least 2).
    let perTier: Int
    /// The most bytes one merge takes together, so the largest segment's size.
    let maxMergeBytes: Int
    /// Tier 0 holds the segments smaller than this.
    let floorBytes: Int

    struct Segment {
        var number: UInt64
        /// The file's bytes times the share of its documents that are live.
        var liveBytes: Int
    }

    init(perTier: Int, maxMergeBytes: Int, floorBytes: Int = 16 << 20) {
        self.perTier = max(2, perTier)
        self.maxMergeBytes = maxMergeBytes
        self.floorBytes = max(1, floorBytes)
    }

    /// The numbers of the segments to merge next, or nil when no merge is due.
    func merge(among segments: [Segment]) -> [UInt64]? {
        let open = segments.filter { $0.liveBytes < maxMergeBytes / 2 }.sorted { $0.liveBytes < $1.liveBytes }
        var tiers: [Int: [Segment]] = [:]
        for segment in open { tiers[tier(of: segment.liveBytes), default: []].append(segment) }
        // Of the tiers with a merge due, the one holding the most segments: a writer that falls
        // behind (one merge at a time beside parsing) would otherwise serve the lowest tier for
        // ever while the one above piles up (55 segments of 54 MB once in a 10 GB ingest).
        var best: (chosen: [UInt64], members: Int)?
        for tier in tiers.keys.sorted() {
            guard let members = tiers[tier], let chosen = fitting(members.prefix(perTier)) else { continue }
            // A tier of segments so large that the cap takes fewer than `perTier` of them
            // merges as many as it takes: waiting for more would only keep more segments.
            let bytes = members.prefix(chosen.count).reduce(0) { $0 + $1.liveBytes }
            let due = members.count >= perTier || chosen.count < members.count || bytes + members[0].liveBytes > maxMergeBytes
            if due, members.count > best?.members ?? 0 { best = (chosen, members.count) }
        }
        return best?.chosen
    }

    /// The tier of a segment of `bytes`.
    func tier(of bytes: Int) -> Int {
        guard bytes >= floorBytes else { return 0 }
        return 1 + Int(log(Double(bytes) / Double(floorBytes)) / log(Double(perTier)))
    }

    /// The first of `segments` (smallest first) that fit under `maxMergeBytes` together; nil
    /// when fewer than two do.
    private func fitting(_ segments: ArraySlice<Segment>) -> [UInt64]? {
        var chosen: [UInt64] = []
        var bytes = 0
        for segment in segments {
            if !chosen.isEmpty && bytes + segment.liveBytes > maxMergeBytes { break }
            chosen.append(segment.number)
            bytes += segment.liveBytes
        }
        return chosen.count >= 2 ? chosen : nil
    }
}

/// What the tiers leave below full size at the end of an ingest, merged together when there
/// are many (docs/FORMAT.md, "Merges"). A tier merges only when it holds `perTier` segments, so
/// up to `perTier − 1` stay in each tier below full size: a first ingest of 10 GB ended with 16
/// of them beside its 9 full segments (5 of ~187 MB, 11 of 12-54 MB), and a whole-process search
/// opens every segment (~0.6 ms each there: `恐龙化石 --count` 15.6 ms against 8 ms with 12).
extension MergePolicy {
    /// Segments below full size a writer leaves when it can afford to merge the rest: half a tier.
    var leftoversKept: Int {
        perTier / 2
    }

    /// The smallest segments below full size, merged into one so that `leftoversKept` are left,
    /// or as many of them as `budget` bytes take (a merge of the smallest costs least for each
    /// segment it removes); nil when `leftoversKept` or fewer are there, or fewer than two fit.
    func leftovers(among segments: [Segment], budget: Int) -> [UInt64]? {
        let open = segments.filter { $0.liveBytes < maxMergeBytes / 2 }.sorted { $0.liveBytes < $1.liveBytes }
        guard open.count > leftoversKept else { return nil }
        let limit = min(budget, maxMergeBytes)
        var chosen: [UInt64] = []
        var bytes = 0
        for segment in open.prefix(open.count - leftoversKept + 1) {
            guard bytes + segment.liveBytes <= limit else { break }
            chosen.append(segment.number)
            bytes += segment.liveBytes
        }
        return chosen.count >= 2 ? chosen : nil
    }
}

/// Orders matches: higher score first, then newer page date, then article id, so equal scores
/// come out in a stable, useful order.
enum Ranking {
    struct Entry {
        var segment: Int
        var document: UInt32
        var score: Double
        var date: UInt32

        func ties(_ other: Entry) -> Bool { score == other.score && date == other.date }

        /// Ranks before `other` by score, then date (ids settle the rest).
        func precedes(_ other: Entry) -> Bool { score != other.score ? score > other.score : date > other.date }
    }

    /// The first `count` matches in rank order; ids are read only to settle ties.
    static func top(_ scored: [(segment: Int, document: UInt32, score: Double)], count: Int,
                    segments: [OpenSegment]) throws(IndexError) -> [Entry] {
        guard count > 0, !scored.isEmpty else { return [] }
        var entries = scored.map { Entry(segment: $0.segment, document: $0.document, score: $0.score,
                                         date: segments[$0.segment].reader.date($0.document)) }
        if count < entries.count / 2 {
            let last = lastOfTop(count, in: entries)
            entries.removeAll { last.precedes($0) }
        }
        entries.sort { $0.precedes($1) }
        var end = min(count, entries.count)
        while end < entries.count && entries[end].ties(entries[end - 1]) { end += 1 }
        var head = Array(entries[..<end])
        var start = 0
        while start < head.count {
            var stop = start + 1
            while stop < head.count && head[stop].ties(head[start]) { stop += 1 }
            if stop - start > 1 {
                var group: [(id: String, entry: Entry)] = []
                for entry in head[start..<stop] { group.append((try segments[entry.segment].reader.id(entry.document), entry)) }
                group.sort { $0.id < $1.id }
                head.replaceSubrange(start..<stop, with: group.map(\.entry))
            }
            start = stop
        }
        return Array(head.prefix(count))
    }

    /// The `count`-th entry in rank order (by score and date), in one pass that keeps the best
    /// `count` sorted: a top-10 of 38,000 matches need not sort them all.
    private static func lastOfTop(_ count: Int, in entries: [Entry]) -> Entry {
        var best: [Entry] = []
        best.reserveCapacity(count + 1)
        for entry in entries where best.count < count || entry.precedes(best[best.count - 1]) {
            var low = 0, high = best.count
            while low < high {
                let middle = (low + high) / 2
                if best[middle].precedes(entry) || best[middle].ties(entry) { low = middle + 1 } else { high = middle }
            }
            best.insert(entry, at: low)
            if best.count > count { best.removeLast() }
        }
        return best[best.count - 1]
    }
}

/// Orders matches: higher score first, then newer page date, then article id, so equal scores
/// come out in a stable, useful order.
enum Ranking {
    struct Entry {
        var segment: Int
        var document: UInt32
        var score: Double
        var date: UInt32

        func ties(_ other: Entry) -> Bool { score == other.score && date == other.date }
    }

    /// The first `count` matches in rank order; ids are read only to settle ties.
    static func top(_ scored: [(segment: Int, document: UInt32, score: Double)], count: Int,
                    segments: [OpenSegment]) throws(IndexError) -> [Entry] {
        guard count > 0, !scored.isEmpty else { return [] }
        var entries = scored.map { Entry(segment: $0.segment, document: $0.document, score: $0.score,
                                         date: segments[$0.segment].reader.date($0.document)) }
        entries.sort { $0.score != $1.score ? $0.score > $1.score : $0.date > $1.date }
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
}

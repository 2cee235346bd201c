
/// Orders matches by the request's `SearchOrder` (by score, then date; or by date, then
/// score), then by document id, so that equal keys come out in a stable, useful order. By
/// relevance, the hits that match a fuzzy phrase only through another word come last.
package enum Ranking {
    package struct Entry {
        package var segment: Int
        package var document: UInt32
        package var score: Double
        var isOtherWord: Bool
        var date: UInt32

        func ties(_ other: Entry) -> Bool { score == other.score && isOtherWord == other.isOtherWord && date == other.date }
    }

    /// Whether one entry ranks before another by score and date in an order (ids settle the rest).
    struct Precedence {
        let order: SearchOrder

        func callAsFunction(_ entry: Entry, _ other: Entry) -> Bool {
            switch order {
            case .relevance:
                if entry.isOtherWord != other.isOtherWord { return other.isOtherWord }
                return entry.score != other.score ? entry.score > other.score : entry.date > other.date
            case .oldest:
                // 0 is "no date": after every dated document.
                let day = entry.date &- 1, otherDay = other.date &- 1
                return day != otherDay ? day < otherDay : entry.score > other.score
            case .newest:
                return entry.date != other.date ? entry.date > other.date : entry.score > other.score
            }
        }
    }

    /// The first `count` matches in rank order; ids are read only to settle ties.
    package static func top(_ scored: [(segment: Int, document: UInt32, scored: Scorer.Scored)], count: Int, order: SearchOrder,
                    segments: [OpenSegment]) throws(IndexError) -> [Entry] {
        guard count > 0, !scored.isEmpty else { return [] }
        var entries = try scored.map { scored throws(IndexError) in
            Entry(segment: scored.segment, document: scored.document, score: scored.scored.score,
                  isOtherWord: scored.scored.isOtherWord, date: try segments[scored.segment].reader.date(scored.document))
        }
        let precedes = Precedence(order: order)
        if count < entries.count / 2 {
            let last = lastOfTop(count, in: entries, by: precedes)
            entries.removeAll { precedes(last, $0) }
        }
        entries.sort { precedes($0, $1) }
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
    private static func lastOfTop(_ count: Int, in entries: [Entry], by precedes: Precedence) -> Entry {
        var best: [Entry] = []
        best.reserveCapacity(count + 1)
        for entry in entries where best.count < count || precedes(entry, best[best.count - 1]) {
            var low = 0, high = best.count
            while low < high {
                let middle = (low + high) / 2
                if precedes(best[middle], entry) || best[middle].ties(entry) { low = middle + 1 } else { high = middle }
            }
            best.insert(entry, at: low)
            if best.count > count { best.removeLast() }
        }
        return best[best.count - 1]
    }
}

/// Meets the `OneEditJudge.Need`s of a segment's documents from postings: whether a phrase's
/// character is followed by another CJK character at a position. The index keeps no positions
/// of single characters, but every character followed by another starts a bigram, and the
/// bigrams that start with one character are neighbours in the dictionary: a prefix scan finds
/// them (`营` gives 营商, 营造, 营业 …), and each is read only in the documents that need it.
/// Reading them for every needing document at once costs the postings of the character's
/// bigrams in those documents, where reading each document's stored text cost ~10 µs.
struct FollowingCharacters {
    let segment: OpenSegment
    let fieldCode: UInt8
    let scalars: [Unicode.Scalar]

    /// The documents of `needs` (ascending by document) that meet one of their needs.
    func documentsMeeting(_ needs: [(document: UInt32, need: OneEditJudge.Need)]) throws(FormatError) -> Set<UInt32> {
        var met = Set<UInt32>()
        var ending: [(follower: [UInt8], document: UInt32, position: Int)] = []
        for character in Set(needs.map(\.need.character)).sorted() {
            let wanted = needs.filter { $0.need.character == character && !met.contains($0.document) }
            try scan(character, wanted, met: &met, ending: &ending)
        }
        try meetEnding(ending.filter { !met.contains($0.document) }, met: &met)
        return met
    }

    /// Reads every bigram that starts with the phrase's character `character` in the documents
    /// of `wanted`: a need met where it stands, or when it must end the phrase, the character
    /// that follows kept in `ending` for `meetEnding`.
    private func scan(_ character: Int, _ wanted: [(document: UInt32, need: OneEditJudge.Need)], met: inout Set<UInt32>,
                      ending: inout [(follower: [UInt8], document: UInt32, position: Int)]) throws(FormatError) {
        var documents: [UInt32] = []
        for entry in wanted where documents.last != entry.document { documents.append(entry.document) }
        guard !documents.isEmpty else { return }
        let prefix = [fieldCode, TermKey.bigram] + Array(String(scalars[character]).utf8)
        let documentCount = segment.reader.documentCount
        var positions: [UInt32] = []
        try segment.reader.dictionary.forEachEntry(withPrefix: prefix) { key, entry throws(FormatError) in
            let follower = Array(key.dropFirst(prefix.count))
            let list = try entry.verified()
            var cursor = try PostingsCursor(list, documentCount: documentCount)
            try Self.forEachShared(&cursor, of: list, documents) { cursor throws(FormatError) in
                let document = cursor.document
                try cursor.readPositions(into: &positions)
                for entry in Self.entries(of: document, in: wanted)
                    where entry.need.position >= 0 && SortedSets.contains(positions, UInt32(entry.need.position)) {
                    if entry.need.endsPhrase {
                        ending.append((follower, document, entry.need.position + 1))
                    } else {
                        met.insert(document)
                    }
                }
            }
        }
    }

    /// Meets the needs whose found character must form a bigram with the phrase's last
    /// character at the next position: one lookup for each character found.
    private func meetEnding(_ ending: [(follower: [UInt8], document: UInt32, position: Int)], met: inout Set<UInt32>) throws(FormatError) {
        guard let last = scalars.last else { return }
        let sorted = ending.sorted { $0.follower != $1.follower ? $0.follower.lexicographicallyPrecedes($1.follower) : $0.document < $1.document }
        var positions: [UInt32] = []
        var start = 0
        while start < sorted.count {
            var end = start + 1
            while end < sorted.count && sorted[end].follower == sorted[start].follower { end += 1 }
            let group = sorted[start..<end]
            start = end
            let key = [fieldCode, TermKey.bigram] + group[group.startIndex].follower + Array(String(last).utf8)
            guard let list = try segment.reader.dictionary.lookup(key) else { continue }
            var cursor = try PostingsCursor(list, documentCount: segment.reader.documentCount)
            for entry in group where !met.contains(entry.document) {
                guard try cursor.advance(to: entry.document) else { break }
                guard cursor.document == entry.document else { continue }
                try cursor.readPositions(into: &positions)
                if SortedSets.contains(positions, UInt32(entry.position)) { met.insert(entry.document) }
            }
        }
    }

    /// Calls `body` with the cursor on each of `documents` (ascending) that its list holds: by the list's documents when it is the shorter, else by leaps to each
    /// document, so a scan costs the shorter of the two for each bigram.
    private static func forEachShared(_ cursor: inout PostingsCursor, of list: PostingList, _ documents: [UInt32],
                                      _ body: (inout PostingsCursor) throws(FormatError) -> Void) throws(FormatError) {
        if list.documentFrequency <= documents.count {
            while try cursor.next() {
                if SortedSets.contains(documents, cursor.document) { try body(&cursor) }
            }
        } else {
            for document in documents {
                guard try cursor.advance(to: document) else { return }
                if cursor.document == document { try body(&cursor) }
            }
        }
    }

    /// The entries of `document` in `wanted` (ascending by document).
    private static func entries(of document: UInt32, in wanted: [(document: UInt32, need: OneEditJudge.Need)])
        -> ArraySlice<(document: UInt32, need: OneEditJudge.Need)> {
        let low = SortedSets.firstIndex(notBelow: document, in: wanted) { $0.document }
        var high = low
        while high < wanted.count && wanted[high].document == document { high += 1 }
        return wanted[low..<high]
    }
}

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

    private typealias Ending = (follower: [UInt8], document: UInt32, position: Int)

    /// A character needed in fewer documents than this is left to their stored text, when the
    /// caller reads text at all: a scan first walks every bigram that starts with the character
    /// (500–600 for a common one in the benchmark archive), where the text of one document,
    /// matched in windows, costs a few µs.
    static let fewestToScan = 48

    /// The documents of `needs` (ascending by document) that meet one of their needs, and those
    /// left `unsure` (for their stored text to decide): the documents of a character needed in
    /// fewer than `fewestToScan` documents when `textReadable`, else none.
    func documentsMeeting(_ needs: [OneEditJudge.Need], textReadable: Bool) throws(FormatError) -> (met: Set<UInt32>, unsure: Set<UInt32>) {
        var met = Set<UInt32>(), unsure = Set<UInt32>()
        guard !needs.isEmpty else { return (met, unsure) }
        var ending: [Ending] = []
        for character in Set(needs.map(\.character)).sorted() {
            // A document without the character (or, for a need at the phrase's end, without
            // its last one) meets none: its document-level list drops most before the scan.
            var holders = [try documents(holding: scalars[character])]
            if needs.contains(where: { $0.character == character && $0.endsPhrase }), let last = scalars.last {
                holders.append(try documents(holding: last))
            }
            let wanted = needs.filter { need in
                need.character == character && !met.contains(need.document)
                    && SortedSets.contains(holders[0], need.document) && (!need.endsPhrase || SortedSets.contains(holders[holders.count - 1], need.document))
            }
            if textReadable && Set(wanted.map(\.document)).count < Self.fewestToScan {
                unsure.formUnion(wanted.map(\.document))
            } else {
                try scan(character, wanted, met: &met, ending: &ending)
            }
        }
        try meetEnding(ending.filter { !met.contains($0.document) }, met: &met)
        return (met, unsure.subtracting(met))
    }

    /// The documents whose field holds `scalar`, from its document-level `unigram` list.
    private func documents(holding scalar: Unicode.Scalar) throws(FormatError) -> [UInt32] {
        guard let list = try segment.reader.dictionary.lookup([fieldCode, TermKey.unigram] + Array(String(scalar).utf8)) else { return [] }
        return try list.decodeDocuments(documentCount: segment.reader.documentCount).documents
    }

    /// Reads every bigram that starts with the phrase's character `character` in the documents
    /// of `wanted`: a need met where it stands, or when it must end the phrase, the character
    /// that follows kept in `ending` for `meetEnding`.
    private func scan(_ character: Int, _ wanted: [OneEditJudge.Need], met: inout Set<UInt32>, ending: inout [Ending]) throws(FormatError) {
        var documents: [UInt32] = []
        for need in wanted where documents.last != need.document { documents.append(need.document) }
        guard !documents.isEmpty else { return }
        let prefix = [fieldCode, TermKey.bigram] + Array(String(scalars[character]).utf8)
        let documentCount = segment.reader.documentCount
        var positions: [UInt32] = []
        // One cursor restarted on each list: most are short, and a buffer for each cost more
        // than reading them.
        var cursor = PostingsCursor()
        try segment.reader.dictionary.forEachEntry(withPrefix: prefix) { key, entry throws(FormatError) in
            let list = try entry.verified()
            try cursor.restart(on: list, documentCount: documentCount)
            try Self.forEachShared(&cursor, of: list, documents) { cursor throws(FormatError) in
                let document = cursor.document
                try cursor.readPositions(into: &positions)
                for need in Self.needs(of: document, in: wanted)
                    where need.position >= 0 && SortedSets.contains(positions, UInt32(need.position)) {
                    if need.endsPhrase {
                        ending.append((Array(key.dropFirst(prefix.count)), document, need.position + 1))
                    } else {
                        met.insert(document)
                    }
                }
            }
        }
    }

    /// Meets the needs whose found character must form a bigram with the phrase's last
    /// character at the next position: one lookup for each character found.
    private func meetEnding(_ ending: [Ending], met: inout Set<UInt32>) throws(FormatError) {
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

    /// Calls `body` with the cursor on each of `documents` (ascending) that its list holds: by
    /// the list's documents when it is the shorter, else by leaps to each document, so a scan
    /// costs the shorter of the two for each bigram.
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

    /// The needs of `document` in `wanted` (ascending by document).
    private static func needs(of document: UInt32, in wanted: [OneEditJudge.Need]) -> ArraySlice<OneEditJudge.Need> {
        let low = SortedSets.firstIndex(notBelow: document, in: wanted) { $0.document }
        var high = low
        while high < wanted.count && wanted[high].document == document { high += 1 }
        return wanted[low..<high]
    }
}

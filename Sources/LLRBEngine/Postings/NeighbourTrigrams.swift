/// The `trigram` and `extendedBigram` entries of a segment (docs/FORMAT.md, "Term keys"),
/// made at flush from the entries already buffered. A phrase is checked against each of its
/// bigrams' lists, and the densest bigrams of an archive are in nearly every document (`发展`
/// in 99.7% of the benchmark's): `高质量发展` spent two thirds of its time unpacking 发展's
/// blocks and finding starts among its positions, for the few thousand documents the rarer
/// bigrams led it to. With the three-character terms around each dense bigram (`量发展`), a
/// phrase reads a list as rare as its other bigrams' instead (Williams, Zobel and Bahle's
/// "next-word" index, limited to the commonest words so that it costs little room).
enum NeighbourTrigrams {
    /// Entries to intern after the segment's own, document by document.
    struct Entries {
        var keys: [UInt64] = []
        var values: [UInt32] = []
        /// For each document, the end of its entries.
        var documentEnds: [Int] = []
    }

    /// A bigram may be dense when it occurs at least once in this many documents on average: a
    /// list in about two fifths of the documents or more has a document in nearly every block,
    /// so a phrase whose rarest bigram is common unpacks all of them (the budget below decides
    /// which of these bigrams are extended).
    static let documentsPerOccurrence = 2
    /// The dense bigrams of a field, commonest first, take at most this share of its bigram
    /// occurrences: each occurrence adds up to two trigram entries, so the index grows by at
    /// most an eighth of its bigram postings (the benchmark's: 5 bigrams, under 6% of the
    /// occurrences), unless bigrams inherited from the index's largest segment (see `entries`)
    /// alone take more in a segment of other text.
    static let shareOfOccurrences = 16
    /// A segment of fewer documents than a posting block holds picks no bigram of its own: a
    /// phrase reads each of its lists in one block whatever they hold, and picks made from a
    /// handful of documents would be inherited by every segment written after it (the quick
    /// start's five pages extended 21 bigrams, and the 100 MB archive ingested after them all
    /// 21 too: index 3.4% larger). A merge extends the bigrams such a segment holds, if dense,
    /// with trigrams derived from its positions (`MergedTrigrams`).
    static let minimumDocuments = PostingsEncoder.blockSize

    private static let isBigram: UInt64 = 1 << 63
    private static let isDense: UInt64 = 1 << 62
    private static let fieldShift: UInt64 = 32

    /// The entries for the buffered `chunks` (term id << 32 | value, `chunkEntries` a chunk,
    /// each document's ending at `documentEnds`), whose terms are `terms`, interned `counts[id]`
    /// times; nil when no bigram is dense. A trigram is made wherever two bigrams of the same
    /// field stand at consecutive positions (and so share a character) and one of them is
    /// dense; each dense bigram gets its `extendedBigram` entry in the first document. The
    /// bigrams in `inherited` (packed keys) are dense wherever they occur, however rarely: the
    /// index's largest segment extends them, so that a merge with it keeps their trigrams as they
    /// are (a source that holds such a bigram without them has them derived, `MergedTrigrams`,
    /// which takes reading its positions and, past a bound, drops the bigram instead).
    static func entries(terms: TermTable, counts: [Int], chunks: [HugePageBuffer<UInt64>], chunkEntries: Int,
                        documentEnds: [Int], inherited: Set<UInt64>) -> Entries? {
        let documentCount = documentEnds.count
        guard documentCount > 0 else { return nil }
        var infos = [UInt64](repeating: 0, count: terms.count)
        var markers = Entries()
        terms.arena.withUnsafeBufferPointer { arena in
            // Per field code: the buffer's terms know their field's code, not the schema.
            var totals = [Int](repeating: 0, count: FieldLayout.maximumCount)
            var candidates = [[(id: Int, count: Int, inherited: Bool)]](repeating: [], count: FieldLayout.maximumCount)
            for id in 0..<terms.count {
                let start = Int(terms.starts[id])
                guard Int(terms.starts[id + 1]) - start == 8, arena[start + 1] == TermKey.bigram, Int(arena[start]) < FieldLayout.maximumCount,
                      let first = scalar(arena, at: start + 2), let second = scalar(arena, at: start + 5) else { continue }
                let field = Int(arena[start])
                totals[field] += counts[id]
                infos[id] = isBigram | UInt64(field) << fieldShift | UInt64(first) << 16 | UInt64(second)
                if !inherited.isEmpty, inherited.contains(packedKey(arena, at: start, kind: TermKey.bigram)) {
                    candidates[field].append((id, counts[id], true))
                } else if documentCount >= minimumDocuments, counts[id] * documentsPerOccurrence >= documentCount {
                    candidates[field].append((id, counts[id], false))
                }
            }
            for field in 0..<FieldLayout.maximumCount where !candidates[field].isEmpty {
                var budget = totals[field] / shareOfOccurrences
                // Inherited bigrams come first, whatever the budget, and use it up first.
                for candidate in candidates[field].sorted(by: { $0.inherited != $1.inherited ? $0.inherited : $0.count > $1.count }) {
                    guard candidate.inherited || candidate.count <= budget else { break }
                    budget -= candidate.count
                    infos[candidate.id] |= isDense
                    markers.keys.append(packedKey(arena, at: Int(terms.starts[candidate.id]), kind: TermKey.extendedBigram))
                    markers.values.append(1)
                }
            }
        }
        guard !markers.keys.isEmpty else { return nil }
        return trigrams(after: markers, infos: infos, chunks: chunks, chunkEntries: chunkEntries, documentEnds: documentEnds)
    }

    /// The packed key (`PackedTermKey`) of `kind` with the field and bytes of the key of a
    /// six-byte bigram (or of its `extendedBigram`) that starts at `start` of `arena`.
    static func packedKey(_ arena: UnsafeBufferPointer<UInt8>, at start: Int, kind: UInt8) -> UInt64 {
        PackedTermKey.pack(field: arena[start], kind: kind, utf8: UTF8Coding.pack(UnsafeBufferPointer(rebasing: arena[(start + 2)..<(start + 8)])))
    }

    /// The markers as the first document's first entries, then every document's trigrams. The
    /// entries are scanned for the dense bigrams only, in a bit set of their ids that stays in
    /// cache (an info word for every entry, a megabyte or more of them, took 10–25 ns an entry,
    /// a tenth of a 100 MB ingest); a dense bigram's neighbours are the nearest bigram entries
    /// before and after it, since a field's entries come in position order.
    private static func trigrams(after markers: Entries, infos: [UInt64], chunks: [HugePageBuffer<UInt64>], chunkEntries: Int,
                                 documentEnds: [Int]) -> Entries {
        var made = markers
        var denseIDs = [UInt64](repeating: 0, count: infos.count / 64 + 1)
        for (id, info) in infos.enumerated() where info & isDense != 0 { denseIDs[id >> 6] |= 1 << UInt64(id & 63) }
        let chunkShift = chunkEntries.trailingZeroBitCount, chunkMask = chunkEntries - 1
        let entryCount = documentEnds.last ?? 0
        let bases = chunks.map(\.base)
        withExtendedLifetime(chunks) {
            infos.withUnsafeBufferPointer { infos in
                denseIDs.withUnsafeBufferPointer { denseIDs in
                    bases.withUnsafeBufferPointer { bases in
                        let entries = Neighbours(bases: bases, chunkShift: chunkShift, chunkMask: chunkMask, infos: infos)
                        var index = 0, document = 0
                        for (number, base) in bases.enumerated() {
                            let chunkStart = number << chunkShift, chunkEnd = min(chunkStart + chunkEntries, entryCount)
                            while index < chunkEnd {
                                while index >= documentEnds[document] {
                                    made.documentEnds.append(made.keys.count)
                                    document += 1
                                }
                                let documentStart = document == 0 ? 0 : documentEnds[document - 1]
                                let runEnd = min(documentEnds[document], chunkEnd)
                                for entry in index..<runEnd {
                                    let id = Int(truncatingIfNeeded: base[entry &- chunkStart] >> 32)
                                    guard denseIDs[id >> 6] >> UInt64(id & 63) & 1 != 0 else { continue }
                                    entries.addTrigrams(around: entry, in: documentStart..<documentEnds[document], to: &made)
                                }
                                index = runEnd
                            }
                        }
                    }
                }
            }
        }
        while made.documentEnds.count < documentEnds.count { made.documentEnds.append(made.keys.count) }
        return made
    }

    /// The buffered entries as the scan around a dense bigram reads them.
    private struct Neighbours {
        let bases: UnsafeBufferPointer<UnsafeMutablePointer<UInt64>>
        let chunkShift: Int
        let chunkMask: Int
        let infos: UnsafeBufferPointer<UInt64>

        @inline(__always)
        func entry(_ index: Int) -> UInt64 {
            bases[index >> chunkShift][index & chunkMask]
        }

        /// The nearest bigram entry after `index` (or before it, going `backwards`) within
        /// `document`: its info word and position, or nil.
        func bigram(from index: Int, backwards: Bool, in document: Range<Int>) -> (info: UInt64, position: UInt32)? {
            var next = backwards ? index - 1 : index + 1
            while document.contains(next) {
                let word = entry(next)
                let info = infos[Int(truncatingIfNeeded: word >> 32)]
                if info & isBigram != 0 { return (info, UInt32(truncatingIfNeeded: word)) }
                next += backwards ? -1 : 1
            }
            return nil
        }

        /// The trigrams of the dense bigram at `index` with the bigram before it (unless that is
        /// dense too, and made this one with its own next) and with the one after it, each where
        /// the two stand at consecutive positions of one field and so share a character.
        func addTrigrams(around index: Int, in document: Range<Int>, to made: inout Entries) {
            let word = entry(index)
            let info = infos[Int(truncatingIfNeeded: word >> 32)], position = UInt32(truncatingIfNeeded: word)
            if let before = bigram(from: index, backwards: true, in: document), before.info & isDense == 0,
               adjoin(before.info, at: before.position, info, at: position) {
                made.keys.append(key(before.info, then: info))
                made.values.append(before.position)
            }
            if let after = bigram(from: index, backwards: false, in: document), adjoin(info, at: position, after.info, at: after.position) {
                made.keys.append(key(info, then: after.info))
                made.values.append(position)
            }
        }

        @inline(__always)
        private func adjoin(_ first: UInt64, at firstPosition: UInt32, _ second: UInt64, at secondPosition: UInt32) -> Bool {
            secondPosition == firstPosition &+ 1 && (first ^ second) >> fieldShift & 7 == 0 && first & 0xFFFF == second >> 16 & 0xFFFF
        }
    }

    /// The packed `trigram` key of the bigram `first` (an info word) and the character that ends
    /// `second`, the bigram after it.
    @inline(__always)
    private static func key(_ first: UInt64, then second: UInt64) -> UInt64 {
        let bytes = bigEndian(first >> 16 & 0xFFFF) | bigEndian(first & 0xFFFF) << 16 | bigEndian(second & 0xFFFF) << 32
        return PackedTermKey.pack(field: UInt8(truncatingIfNeeded: first >> fieldShift & 7), kind: TermKey.trigram, utf8: bytes)
    }

    /// A 16-bit scalar's two bytes, high first, as a packed key holds bytes (first lowest).
    @inline(__always)
    private static func bigEndian(_ scalar: UInt64) -> UInt64 {
        scalar >> 8 | (scalar & 0xFF) << 8
    }

    /// The scalar of the three-byte UTF-8 sequence at `index`, or nil for another length.
    private static func scalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt32? {
        let lead = bytes[index]
        guard lead & 0xF0 == 0xE0 else { return nil }
        return UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
    }
}

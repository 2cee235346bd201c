/// Which `NeighbourTrigrams` a merged segment holds (docs/FORMAT.md, "Term keys"). A search
/// takes a segment's trigrams of a bigram it extends for complete, so a merge keeps a bigram's
/// marker only with every trigram around it, from every source. A bigram that every source
/// holding it extends keeps its trigrams as they are. One that some sources hold without
/// extending it (a segment written before the bigram became dense, or too small to pick any) is
/// kept when it is dense in the merged segment, and its trigrams in those sources are derived
/// from their positions, which the merge reads anyway: a bigram ending in its first character
/// at the position before one of its occurrences, or starting with its last character at the
/// position after, makes a trigram with it. Without that, a merge could only drop markers, and
/// the set of extended bigrams would shrink over an index's life.
struct MergedTrigrams {
    /// A bigram whose trigrams are derived in one source: its field, its two characters and its
    /// live occurrences there (source document << 32 | position, ascending).
    private struct Derivation {
        var field: UInt8
        var first: UInt32
        var second: UInt32
        var occurrences: [UInt64]
    }

    /// A trigram made by a derivation: its packed characters (field << 48 | three scalars of
    /// 16 bits), the merged document and the position.
    private struct Derived: Comparable {
        var key: UInt64
        var document: UInt32
        var position: UInt32

        static func < (lhs: Derived, rhs: Derived) -> Bool {
            (lhs.key, lhs.document, lhs.position) < (rhs.key, rhs.document, rhs.position)
        }
    }

    /// The derivations that read one bigram's positions in one source: those of the bigram
    /// after it (its last character their first) and before it (its first their last).
    struct NeighbourWork {
        fileprivate var field: UInt8
        fileprivate var first: UInt32
        fileprivate var second: UInt32
        fileprivate var after: [Int]
        fileprivate var before: [Int]
    }

    /// Occurrences of bigrams to derive trigrams for, over all sources: each occurrence makes up
    /// to two trigrams of 16 bytes while the field is merged (at most 40 MB in all). A bigram
    /// that would pass it is dropped, as every bigram not extended everywhere was before.
    static let maximumDerivedOccurrences = 1 << 20

    /// The `extendedBigram` keys the merged segment keeps.
    private var extended: Set<[UInt8]> = []
    /// For each source, the bigram keys it extends.
    private var extendedBySource: [Set<[UInt8]>] = []
    private var derivations: [Derivation] = []
    /// For each source: derivations by field << 16 | the character a neighbour must end in
    /// (`before`) or start with (`after`).
    private var byLastCharacter: [[UInt32: [Int]]] = []
    private var byFirstCharacter: [[UInt32: [Int]]] = []
    /// Each source's first merged document id.
    private var firstMergedDocument: [UInt32] = []
    /// Trigrams derived from the bigrams of the field being merged, not yet sorted.
    private var collected: [Derived] = []
    /// Trigrams of a field whose bigrams are all merged, sorted and unique, handed out from `next`.
    private var pending: [Derived] = []
    private var next = 0
    /// The packed key `nextDerivedKey` returned last, whose postings `addDerived` adds.
    private var currentKey: UInt64 = 0

    /// The plan of a merge of `readers`, each old document of which becomes `newIDs` (nil: deleted);
    /// the lists it reads are counted in `pages`.
    init(readers: [SegmentReader], newIDs: [[UInt32?]], pages: inout SourcePages) throws(IndexError) {
        var start: UInt32 = 0
        for map in newIDs {
            firstMergedDocument.append(start)
            start += UInt32(map.lazy.filter { $0 != nil }.count)
        }
        byLastCharacter = Array(repeating: [:], count: readers.count)
        byFirstCharacter = byLastCharacter
        // A marker is its segment's first document: none when the merge keeps no document.
        guard start > 0 else {
            extendedBySource = Array(repeating: [], count: readers.count)
            return
        }
        for reader in readers { extendedBySource.append(try Self.extendedBigrams(of: reader)) }
        var budget = Self.maximumDerivedOccurrences
        for bigram in extendedBySource.reduce(into: Set<[UInt8]>(), { $0.formUnion($1) }).sorted(by: { TermKey.compare($0, $1) < 0 }) {
            var lacking: [(source: Int, list: PostingList)] = []
            var occurrences = 0, lackingOccurrences = 0
            for (source, reader) in readers.enumerated() {
                guard let list = try Self.lookup(bigram, in: reader) else { continue }
                let live = try Self.liveOccurrences(of: list, in: reader, newIDs: newIDs[source])
                pages.read(list.docs.count + list.positions.count, of: source)
                occurrences += live
                if !extendedBySource[source].contains(bigram) {
                    lacking.append((source, list))
                    lackingOccurrences += live
                }
            }
            let marker = [bigram[0], TermKey.extendedBigram] + bigram[2...]
            if lacking.isEmpty {
                extended.insert(marker)
                continue
            }
            guard occurrences * NeighbourTrigrams.documentsPerOccurrence >= Int(start), lackingOccurrences <= budget,
                  let first = Self.scalar(bigram, at: 2), let second = Self.scalar(bigram, at: 5) else { continue }
            budget -= lackingOccurrences
            extended.insert(marker)
            for (source, list) in lacking {
                let derivation = Derivation(field: bigram[0], first: first, second: second,
                                            occurrences: try Self.liveOccurrenceList(of: list, in: readers[source], newIDs: newIDs[source]))
                pages.read(list.docs.count + list.positions.count, of: source)
                byLastCharacter[source][UInt32(bigram[0]) << 16 | first, default: []].append(derivations.count)
                byFirstCharacter[source][UInt32(bigram[0]) << 16 | second, default: []].append(derivations.count)
                derivations.append(derivation)
            }
        }
    }

    /// Whether the merged segment keeps the `extendedBigram` key `key`.
    func keepsMarker(_ key: [UInt8]) -> Bool {
        extended.contains(key)
    }

    /// Whether the trigram `key` of a source is kept: one of its two bigrams is extended in the merge.
    func keeps(_ key: [UInt8]) -> Bool {
        TermKey.extendedBigramKeys(ofTrigram: key).contains(where: extended.contains)
    }

    /// The derivations that need the positions of the bigram `key` in `source`; nil for none,
    /// and always for a bigram the source extends, whose trigrams it holds already.
    func neighbourWork(ofBigram key: [UInt8], source: Int) -> NeighbourWork? {
        guard !derivations.isEmpty, key.count == 8, key[1] == TermKey.bigram,
              let first = Self.scalar(key, at: 2), let second = Self.scalar(key, at: 5) else { return nil }
        let field = UInt32(key[0]) << 16
        let after = byLastCharacter[source][field | second] ?? [], before = byFirstCharacter[source][field | first] ?? []
        guard !after.isEmpty || !before.isEmpty, !extendedBySource[source].contains(key) else { return nil }
        return NeighbourWork(field: key[0], first: first, second: second, after: after, before: before)
    }

    /// Makes the trigrams of the bigram of `work` at `positions` of `sourceDocument` (merged as
    /// `document`) with the derived bigrams next to it.
    mutating func derive(_ work: NeighbourWork, sourceDocument: UInt32, document: UInt32, positions: UnsafeBufferPointer<UInt32>) {
        let field = UInt64(work.field) << 48
        for index in work.after {
            // The bigram at p, the derived one at p + 1: first, second, the derived one's second.
            let key = field | UInt64(work.first) << 32 | UInt64(work.second) << 16 | UInt64(derivations[index].second)
            Self.collect(key, at: positions, of: sourceDocument, neighbouring: derivations[index].occurrences, offset: 1,
                         merged: document, into: &collected)
        }
        for index in work.before {
            // The derived bigram at p − 1, this one at p: the derived one's first, first, second.
            let key = field | UInt64(derivations[index].first) << 32 | UInt64(work.first) << 16 | UInt64(work.second)
            Self.collect(key, at: positions, of: sourceDocument, neighbouring: derivations[index].occurrences, offset: -1,
                         merged: document, into: &collected)
        }
    }

    /// Appends to `derived` the trigram `key` of merged `document` for each of `positions` of
    /// `sourceDocument` that has one of `occurrences` (a derived bigram's) `offset` (±1) positions
    /// away; the trigram starts at the earlier of the two. Static, with the arrays passed in:
    /// appending to `collected` from a closure handed to a method of `self` while `self` was being
    /// mutated kept a second reference to the array, and every append copied it whole (a merge
    /// quadratic in its derived trigrams).
    private static func collect(_ key: UInt64, at positions: UnsafeBufferPointer<UInt32>, of sourceDocument: UInt32,
                                neighbouring occurrences: [UInt64], offset: Int64, merged document: UInt32,
                                into derived: inout [Derived]) {
        let documentStart = UInt64(sourceDocument) << 32
        var low = 0, high = occurrences.count
        while low < high {
            let middle = (low + high) / 2
            if occurrences[middle] < documentStart { low = middle + 1 } else { high = middle }
        }
        var cursor = low
        for position in positions {
            let target = Int64(position) + offset
            guard target >= 0 else { continue }
            let wanted = documentStart | UInt64(target)
            while cursor < occurrences.count, occurrences[cursor] < wanted { cursor += 1 }
            guard cursor < occurrences.count, occurrences[cursor] >> 32 == UInt64(sourceDocument) else { return }
            if occurrences[cursor] == wanted {
                derived.append(Derived(key: key, document: document, position: offset < 0 ? position - 1 : position))
            }
        }
    }

    /// The key of the next derived trigram, once the merge is past the bigrams of its field
    /// (`smallestKey`, the smallest key left in the sources, is not one of them); nil when none.
    mutating func nextDerivedKey(smallestKey: [UInt8]?) -> [UInt8]? {
        if next == pending.count, let field = collected.first.map({ UInt8($0.key >> 48) }),
           smallestKey.map({ $0.count < 2 || $0[0] != field || $0[1] != TermKey.bigram }) ?? true {
            collected.sort()
            pending = []
            for entry in collected where pending.last != entry { pending.append(entry) }
            collected = []
            next = 0
        }
        guard next < pending.count else { return nil }
        let key = pending[next].key
        currentKey = key
        return [UInt8(key >> 48), TermKey.trigram] + [32, 16, 0].flatMap { shift in
            [UInt8(truncatingIfNeeded: key >> (shift + 8)), UInt8(truncatingIfNeeded: key >> shift)]
        }
    }

    /// Adds to `encoder` the derived postings of the current derived key from the sources before
    /// `source` (every source when nil): merged ids follow the sources' order, and a source holds
    /// either its own list of a trigram or derived entries of it, never both.
    mutating func addDerived(before source: Int?, to encoder: inout PostingsEncoder) {
        let key = currentKey
        let limit = source.map { firstMergedDocument[$0] } ?? UInt32.max
        var positions: [UInt32] = []
        while next < pending.count, pending[next].key == key, pending[next].document < limit {
            let document = pending[next].document
            positions.removeAll(keepingCapacity: true)
            while next < pending.count, pending[next].key == key, pending[next].document == document {
                positions.append(pending[next].position)
                next += 1
            }
            encoder.addDocument(document, termFrequency: positions.count)
            encoder.addPositions(positions)
        }
    }

    /// Moves past the current derived key, once all of its postings are added.
    mutating func finishDerivedKey() {
        while next < pending.count, pending[next].key == currentKey { next += 1 }
    }

    /// The bigram keys (`[field, bigram] + UTF-8`) that `reader`'s segment extends.
    private static func extendedBigrams(of reader: SegmentReader) throws(IndexError) -> Set<[UInt8]> {
        var bigrams: Set<[UInt8]> = []
        do throws(FormatError) {
            for field in 0..<UInt8(reader.fields.count) {
                for key in try reader.dictionary.keys(withPrefix: [field, TermKey.extendedBigram]) where key.count == 8 {
                    bigrams.insert([field, TermKey.bigram] + key[2...])
                }
            }
        } catch {
            throw IndexError.corrupt(reader.path, error.reason)
        }
        return bigrams
    }

    /// The postings of `key` in `reader`'s segment, checksum verified (`DictionaryReader.lookup`).
    private static func lookup(_ key: [UInt8], in reader: SegmentReader) throws(IndexError) -> PostingList? {
        do throws(FormatError) {
            return try reader.dictionary.lookup(key)
        } catch {
            throw IndexError.corrupt(reader.path, error.reason)
        }
    }

    /// The occurrences of `list` in the documents the merge keeps.
    private static func liveOccurrences(of list: PostingList, in reader: SegmentReader, newIDs: [UInt32?]) throws(IndexError) -> Int {
        do throws(FormatError) {
            var cursor = try PostingsCursor(list, documentCount: reader.documentCount)
            var total = 0
            while try cursor.next() {
                if newIDs[Int(cursor.document)] != nil { total += Int(cursor.frequency) }
            }
            return total
        } catch {
            throw IndexError.corrupt(reader.path, error.reason)
        }
    }

    /// The occurrences of `list` in the documents the merge keeps, as source document << 32 | position.
    private static func liveOccurrenceList(of list: PostingList, in reader: SegmentReader, newIDs: [UInt32?]) throws(IndexError) -> [UInt64] {
        do throws(FormatError) {
            var cursor = try PostingsCursor(list, documentCount: reader.documentCount)
            var occurrences: [UInt64] = [], positions: [UInt32] = []
            while try cursor.next() {
                guard newIDs[Int(cursor.document)] != nil else { continue }
                try cursor.readPositions(into: &positions)
                let document = UInt64(cursor.document) << 32
                occurrences.append(contentsOf: positions.lazy.map { document | UInt64($0) })
            }
            return occurrences
        } catch {
            throw IndexError.corrupt(reader.path, error.reason)
        }
    }

    /// The scalar of the three-byte UTF-8 character at `index` of `key`, or nil.
    private static func scalar(_ key: [UInt8], at index: Int) -> UInt32? {
        guard index + 3 <= key.count, key[index] & 0xF0 == 0xE0 else { return nil }
        return UInt32(key[index] & 0x0F) << 12 | UInt32(key[index + 1] & 0x3F) << 6 | UInt32(key[index + 2] & 0x3F)
    }
}

import Foundation

/// The postings of the later buckets of a segment's terms, encoded on a thread of their own
/// while the segment writer encodes the earlier ones; the writer then adds them to its
/// dictionary in order, so the file is the same byte for byte. An ingest's last segment is
/// written while nothing else is left to do: on one thread that left a core idle for most of
/// the 0.3-0.4 s it takes at 100 MB.
final class EncodedTerms: @unchecked Sendable {
    private let grouped: GroupedPostings
    private let buckets: Range<Int>
    /// Each term's skip table, documents and positions, one after another; written by the
    /// encoding thread before it signals `finished`, read only after waiting for it.
    private var encoded = ScratchRecords()
    private var terms: [(documentFrequency: Int, skipTable: Int, docs: Int, positions: Int)] = []
    private let finished = DispatchSemaphore(value: 0)

    /// Starts encoding the terms of `buckets` of `grouped` and returns at once. A segment too
    /// small for more than one bucket leaves `buckets` empty: then there is nothing to start.
    init(_ grouped: GroupedPostings, buckets: Range<Int>) {
        self.grouped = grouped
        self.buckets = buckets
        guard !buckets.isEmpty else {
            finished.signal()
            return
        }
        BackgroundThread.run { [self] in
            encode()
            finished.signal()
        }
    }

    /// Part of a stage of an ingest in bench/stages ("writing segments"): kept a function of its
    /// own in the profile.
    @inline(never)
    private func encode() {
        let keys = grouped.terms
        // Built in locals, not in the properties: each access to those in the loop was a
        // dynamic exclusivity check, two calls a term for each.
        var encoded = ScratchRecords()
        var terms: [(documentFrequency: Int, skipTable: Int, docs: Int, positions: Int)] = []
        defer { (self.encoded, self.terms) = (encoded, terms) }
        // Room as the dictionary's streams reserve it, so the bytes never grow by copying.
        encoded.reserve(grouped.entryCount(inBuckets: buckets) * 4)
        terms.reserveCapacity(grouped.firstRank(ofBucket: buckets.upperBound) - grouped.firstRank(ofBucket: buckets.lowerBound))
        var encoder = PostingsEncoder()
        grouped.forEachTerm(inBuckets: buckets) { rank, entries in
            encoder.add(groupedEntries: entries, kind: keys.keyBytes[keys.keyStarts[rank] + 1])
            let documentFrequency = encoder.documentFrequency
            encoder.finishList { skipTable, docs, positions in
                encoded.append(building: skipTable.count + docs.count + positions.count) { term in
                    skipTable.withUnsafeBytes { term.append($0) }
                    term.append(docs)
                    term.append(positions)
                }
                terms.append((documentFrequency, skipTable.count, docs.count, positions.count))
            }
            encoder.reset()
        }
    }

    /// Waits for the encoding, then adds the terms to `dictionary`, which holds every term
    /// before them. Call it once: the encoded bytes are freed when it returns, since the
    /// dictionary holds a copy of them and the segment write goes on for a while.
    func add(to dictionary: inout DictionaryWriter) {
        finished.wait()
        defer {
            encoded = ScratchRecords()
            terms = []
        }
        let keys = grouped.terms
        var rank = grouped.firstRank(ofBucket: buckets.lowerBound)
        var offset = 0
        keys.keyBytes.withUnsafeBytes { keyBytes in
            encoded.records.withUnsafeBytes { bytes in
                for term in terms {
                    func next(_ count: Int) -> UnsafeRawBufferPointer {
                        defer { offset += count }
                        return UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + count)])
                    }
                    dictionary.add(key: UnsafeRawBufferPointer(rebasing: keyBytes[keys.keyStarts[rank]..<keys.keyStarts[rank + 1]]),
                                   documentFrequency: term.documentFrequency, skipTable: next(term.skipTable),
                                   docs: next(term.docs), positions: next(term.positions))
                    rank += 1
                }
            }
        }
    }
}

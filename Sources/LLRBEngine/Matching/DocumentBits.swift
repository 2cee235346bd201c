/// A bit for each document of a segment: the union of many ascending lists in one pass over
/// each and one over the bits, where merging them pairwise copied the long lists again for
/// every other list (a common bigram is in nearly every document, once per field).
struct DocumentBits {
    /// The segment's document count: every id is below it.
    let universe: Int
    private var words: [UInt64]

    init(universe: Int) {
        self.universe = universe
        words = [UInt64](repeating: 0, count: max(1, (universe + 63) / 64))
    }

    /// Sets the bits of `ids`, each below the universe.
    mutating func insert(_ ids: [UInt32]) {
        words.withUnsafeMutableBufferPointer { words in
            ids.withUnsafeBufferPointer { ids in
                for id in ids { words[Int(id &>> 6)] |= 1 &<< UInt64(id & 63) }
            }
        }
    }

    /// Sets the bits of every document of `list`, decoding only their ids
    /// (`PostingsCursor.insertRemaining(into:)`): counting `的` at 10 GB of pages listed 3.8 M
    /// documents per field into arrays first, whose fresh pages cost more than decoding them.
    /// Returns at least the list's greatest frequency, as `insertRemaining` does.
    mutating func insert(_ list: PostingList) throws(FormatError) -> UInt32 {
        var cursor = try PostingsCursor(list, documentCount: universe)
        return try words.withUnsafeMutableBufferPointer { words throws(FormatError) in
            // Never nil: the words are at least one.
            guard let base = words.baseAddress else { return 0 }
            return try cursor.insertRemaining(into: base)
        }
    }

    /// Clears the bits of `ids`, each below the universe.
    mutating func remove(_ ids: [UInt32]) {
        for id in ids { words[Int(id &>> 6)] &= ~(1 &<< UInt64(id & 63)) }
    }

    /// How many bits are set.
    var count: Int { words.reduce(0) { $0 &+ $1.nonzeroBitCount } }

    /// The set bits' ids, ascending; `capacity`: at most how many there are.
    func ids(capacity: Int) -> [UInt32] {
        // Written through a buffer of the most ids the union can hold: appending checked the
        // array's capacity and uniqueness for each id, half of the union's instructions (`的`
        // in nearly every document: 381,000 ids at 1 GB).
        [UInt32](unsafeUninitializedCapacity: capacity) { result, count in
            words.withUnsafeBufferPointer { words in
                for (index, word) in words.enumerated() {
                    var rest = word
                    while rest != 0 {
                        result[count] = UInt32(truncatingIfNeeded: index &<< 6 | rest.trailingZeroBitCount)
                        count &+= 1
                        rest &= rest &- 1
                    }
                }
            }
        }
    }
}

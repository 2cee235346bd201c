/// How much of a short text (a headline, a caption) is found in a longer one (a story body),
/// counted in pairs of adjacent Han ideographs: the measure that puts a headline printed away
/// from its story back onto it.
struct BigramSet {
    /// Open addressing with linear probing; 0 marks a free slot (no bigram packs to 0). A story
    /// grows its set line by line, and a table takes each bigram in constant time where a
    /// sorted array had to be merged again on every line. Empty until the first text is added:
    /// most stories are never asked.
    private var slots: [UInt64] = []
    private var count = 0

    init<S: Sequence>(_ texts: S) where S.Element == String {
        let room = texts.reduce(0) { $0 + $1.utf8.count / 3 }
        if room > 0 {
            reserve(room)
        }
        for text in texts {
            add(text)
        }
    }

    /// Adds a text's bigrams.
    mutating func add(_ text: String) {
        var previous: UInt32 = 0
        add(text, after: &previous)
    }

    /// Adds the bigrams of `texts` joined by spaces: a bigram may span two of them, because
    /// spaces do not part Han ideographs.
    mutating func add<S: Sequence>(joined texts: S) where S.Element == String {
        // Room for all of them at once: growing the table text by text rehashed it again and again.
        reserve(texts.reduce(0) { $0 + $1.utf8.count / 3 })
        var previous: UInt32 = 0
        for text in texts {
            add(text, after: &previous)
        }
    }

    func contains(_ key: UInt64) -> Bool {
        guard !slots.isEmpty else { return false }
        let mask = slots.count - 1
        var slot = BigramSet.home(of: key, mask: mask)
        while slots[slot] != 0 {
            if slots[slot] == key { return true }
            slot = (slot + 1) & mask
        }
        return false
    }

    /// The share of `text`'s Han bigrams present in this set (0 when `text` has none).
    func containment(of text: String) -> Double {
        var total = 0
        var found = 0
        BigramSet.forEachBigram(in: text) { key in
            total += 1
            if contains(key) { found += 1 }
        }
        return total == 0 ? 0 : Double(found) / Double(total)
    }

    /// Makes room for every bigram `text` can hold (one per 3-byte ideograph), then inserts.
    private mutating func add(_ text: String, after previous: inout UInt32) {
        reserve(text.utf8.count / 3)
        var added = 0
        slots.withUnsafeMutableBufferPointer { table in
            BigramSet.forEachBigram(in: text, after: &previous) { added += BigramSet.insert($0, into: table) }
        }
        count += added
    }

    /// Grows the table, if needed, so that `extra` more keys keep it at most half full.
    private mutating func reserve(_ extra: Int) {
        var capacity = max(slots.count, BigramSet.initialCapacity)
        while (count + extra) * 2 > capacity {
            capacity *= 2
        }
        guard capacity > slots.count else { return }
        var grown = [UInt64](repeating: 0, count: capacity)
        grown.withUnsafeMutableBufferPointer { table in
            for key in slots where key != 0 {
                _ = BigramSet.insert(key, into: table)
            }
        }
        slots = grown
    }

    private static let initialCapacity = 64

    /// 1 when `key` was new, 0 when it was there already.
    private static func insert(_ key: UInt64, into table: UnsafeMutableBufferPointer<UInt64>) -> Int {
        let mask = table.count - 1
        var slot = home(of: key, mask: mask)
        while table[slot] != 0 {
            if table[slot] == key { return 0 }
            slot = (slot + 1) & mask
        }
        table[slot] = key
        return 1
    }

    /// Fibonacci hashing: the high bits of the product spread neighbouring ideographs apart.
    /// BigramProbe's table uses it too.
    @inline(__always)
    static func home(of key: UInt64, mask: Int) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    static func forEachBigram(in text: String, _ body: (UInt64) -> Void) {
        var previous: UInt32 = 0
        forEachBigram(in: text, after: &previous, body)
    }

    /// `previous` is the Han ideograph before `text` (0 when none) and becomes the one it ends with.
    static func forEachBigram(in text: String, after previous: inout UInt32, _ body: (UInt64) -> Void) {
        UTF8Walk.withBytes(text) { bytes in
            EncodedBigrams.forEach(in: bytes, after: &previous) { key, _ in body(key) }
        }
    }
}

/// Short texts' Han bigrams (a run of headlines, its units), looked for in passages that are
/// read once and never stored. A share it reports equals the share of the text's bigram
/// occurrences whose bigram the passage holds, but no table of the passage is built: a
/// headline vote asks one question of each passage, and building a table per question cost
/// more than reading the passage.
struct BigramProbe {
    /// The distinct bigrams of all the texts.
    private var keys: [UInt64] = []
    /// For each text, the key position of each of its bigram occurrences, in order: their count
    /// is the denominator of its share.
    private var occurrences: [[Int32]] = []
    /// Open addressing over `keys`: slot values are key positions plus one, 0 marks a free slot.
    /// At most a quarter full, so that a passage's bigram that is not a key (nearly all of them)
    /// is ruled out at its first slot when `filter` let it through.
    private var slots: [Int32] = []
    /// 4096 bits, one per pair of the low six bits of a bigram's two ideographs (`filterBit`),
    /// set for the keys: a passage's bigram whose bit is clear is no key, ruled out before it is
    /// hashed. A key or two per hundred bits let few others through, where one word of bits
    /// for the first ideograph alone let through a third of the passage.
    private var filter = [UInt64](repeating: 0, count: 64)
    /// One bit per low six bits of a key's second ideograph: a word held in a register, which
    /// rules most of a passage's bigrams out before `filter` is loaded.
    private var secondBits: UInt64 = 0

    /// The bigrams of `texts` read as one text (a bigram may span two of them).
    init<S: Sequence>(joined texts: S) where S.Element == String {
        occurrences = [[]]
        var previous: UInt32 = 0
        for text in texts {
            add(text, after: &previous, to: 0)
        }
        if slots.isEmpty { index() }
    }

    /// The bigrams of each of `texts` read alone, each text's share reported apart.
    init(each texts: [String]) {
        occurrences = texts.map { _ in [] }
        for (group, text) in texts.enumerated() {
            var previous: UInt32 = 0
            add(text, after: &previous, to: group)
        }
        if slots.isEmpty { index() }
    }

    private mutating func add(_ text: String, after previous: inout UInt32, to group: Int) {
        UTF8Walk.withBytes(text) { bytes in
            EncodedBigrams.forEach(in: bytes, after: &previous) { key, _ in
                add(key, to: group)
            }
        }
    }

    /// Up to this many keys, a key is found by scanning `keys`: a headline run's few dozen
    /// bigrams cost less scanned than hashed. Past it `slots` is built and kept up to date, so a long
    /// text (a headless story's body, a megabyte page without headlines) costs linear time.
    private static let scannedKeys = 32

    private mutating func add(_ key: UInt64, to group: Int) {
        let known = slots.isEmpty ? keys.firstIndex(of: key) : position(of: key)
        if let known {
            occurrences[group].append(Int32(known))
            return
        }
        occurrences[group].append(Int32(keys.count))
        keys.append(key)
        if slots.isEmpty {
            if keys.count > BigramProbe.scannedKeys { index() }
        } else if keys.count * 4 > slots.count {
            index()
        } else {
            insert(key, at: keys.count - 1)
        }
    }

    /// Builds `slots` and `filter` over all keys, at most a quarter full.
    private mutating func index() {
        var capacity = 8
        while capacity < keys.count * 4 {
            capacity *= 2
        }
        slots = [Int32](repeating: 0, count: capacity)
        for (position, key) in keys.enumerated() {
            insert(key, at: position)
        }
    }

    private mutating func insert(_ key: UInt64, at position: Int) {
        let bit = BigramProbe.filterBit(of: key)
        filter[bit >> 6] |= 1 << (bit & 63)
        secondBits |= 1 << (key & 63)
        let mask = slots.count - 1
        var slot = BigramProbe.home(of: key, mask: mask)
        while slots[slot] != 0 {
            slot = (slot + 1) & mask
        }
        slots[slot] = Int32(position + 1)
    }

    /// Fibonacci hashing: the high bits of the product spread neighbouring ideographs apart.
    @inline(__always)
    private static func home(of key: UInt64, mask: Int) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    /// The share of `group`'s bigram occurrences whose key is `seen` (0 when it has none).
    private func share(of group: Int, seen: [Bool]) -> Double {
        let total = occurrences[group].count
        guard total > 0 else { return 0 }
        let found = occurrences[group].count { seen[Int($0)] }
        return Double(found) / Double(total)
    }

    /// For each text, the share of its bigram occurrences that `passage` holds; the passage is
    /// read once for all of them, and no further than until every key has been seen.
    func shares(in passage: BigramPassage) -> [Double] {
        var seen = [Bool](repeating: false, count: keys.count)
        var missing = keys.count
        var previous: UInt32 = 0
        var nextRun = 0
        let secondBits = secondBits
        filter.withUnsafeBufferPointer { filter in
            for (offset, text) in passage.texts.enumerated() where missing > 0 {
                if nextRun < passage.runStarts.count, passage.runStarts[nextRun] == offset {
                    previous = 0
                    nextRun += 1
                }
                UTF8Walk.withBytes(text) { bytes in
                    EncodedBigrams.forEach(in: bytes, after: &previous) { key, _ in
                        guard secondBits >> (key & 63) & 1 != 0 else { return }
                        let bit = BigramProbe.filterBit(of: key)
                        guard filter[bit >> 6] >> (bit & 63) & 1 != 0, let position = position(of: key), !seen[position] else { return }
                        seen[position] = true
                        missing -= 1
                    }
                }
            }
        }
        return occurrences.indices.map { share(of: $0, seen: seen) }
    }

    /// The low six bits of the first ideograph, then of the second (see `EncodedBigrams`).
    @inline(__always)
    private static func filterBit(of key: UInt64) -> Int {
        Int(truncatingIfNeeded: key >> 26 & 0xFC0 | key & 63)
    }

    /// The position of `key` in `keys`, if it is one.
    @inline(__always)
    private func position(of key: UInt64) -> Int? {
        let bit = BigramProbe.filterBit(of: key)
        guard filter[bit >> 6] >> (bit & 63) & 1 != 0 else { return nil }
        let mask = slots.count - 1
        var slot = BigramProbe.home(of: key, mask: mask)
        while slots[slot] != 0 {
            let position = Int(slots[slot]) - 1
            if keys[position] == key { return position }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// The share of `head`'s bigrams in the first `window` texts of `passage` and of `tail`'s in
    /// its last `window` texts, each window read as one text; every text is read at most once,
    /// however the windows overlap. A missing probe's share is 0, as is one with no bigrams.
    static func shares<C: RandomAccessCollection>(
        head: BigramProbe?, tail: BigramProbe?, window: Int, in passage: C
    ) -> (head: Double, tail: Double) where C.Element == String, C.Index == Int {
        var headMatch = Match(head)
        var tailMatch = Match(tail)
        let count = passage.count
        let headEnd = headMatch.wanted ? min(window, count) : 0
        let tailStart = tailMatch.wanted ? max(0, count - window) : count
        // One test rules a bigram out for both windows: the two filters joined.
        let either = (0..<headMatch.probe.filter.count).map { headMatch.probe.filter[$0] | tailMatch.probe.filter[$0] }
        let secondBits = headMatch.probe.secondBits | tailMatch.probe.secondBits
        either.withUnsafeBufferPointer { filter in
            var previous: UInt32 = 0
            for offset in 0..<count {
                // A window whose every bigram has been seen needs no more reading.
                let inHead = offset < headEnd && headMatch.missing > 0
                let inTail = offset >= tailStart && tailMatch.missing > 0
                guard inHead || inTail else {
                    previous = 0
                    continue
                }
                // A bigram spanning from the text before belongs to a window only if that text does.
                let headSpan = inHead && offset > 0
                let tailSpan = inTail && offset > tailStart
                UTF8Walk.withBytes(passage[passage.startIndex + offset]) { bytes in
                    EncodedBigrams.forEach(in: bytes, after: &previous) { key, spans in
                        guard secondBits >> (key & 63) & 1 != 0 else { return }
                        let bit = filterBit(of: key)
                        guard filter[bit >> 6] >> (bit & 63) & 1 != 0 else { return }
                        if inHead, headSpan || !spans { headMatch.see(key) }
                        if inTail, tailSpan || !spans { tailMatch.see(key) }
                    }
                }
            }
        }
        return (headMatch.share, tailMatch.share)
    }

    /// Which of a probe's bigrams one window holds.
    private struct Match {
        let probe: BigramProbe
        var seen: [Bool]
        /// Keys not seen yet.
        var missing: Int

        init(_ probe: BigramProbe?) {
            self.probe = probe ?? BigramProbe(joined: [])
            seen = [Bool](repeating: false, count: self.probe.keys.count)
            missing = self.probe.keys.count
        }

        /// Whether reading the window can change the share.
        var wanted: Bool { probe.occurrences.first?.isEmpty == false }

        @inline(__always)
        mutating func see(_ key: UInt64) {
            guard let position = probe.position(of: key), !seen[position] else { return }
            seen[position] = true
            missing -= 1
        }

        var share: Double { probe.share(of: 0, seen: seen) }
    }
}

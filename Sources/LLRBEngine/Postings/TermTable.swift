import Glibc

/// Interns term keys to dense ids while documents are buffered (GUIDE section 4: a Dictionary
/// keyed by term costs a String or Array per lookup). A key is field code, kind code and the
/// term's UTF-8 bytes. Terms of up to seven bytes — every CJK bigram, character and unigram,
/// most words — come packed into one UInt64 (`PackedTermKey`) and are found in an
/// open-addressing table whose slots hold key and id side by side, so a lookup touches one
/// cache line; longer ones go to a second table that compares bytes. Every key is also kept in
/// one byte arena, in id order, for sorting and writing the dictionary.
struct TermTable {
    /// The keys' bytes: the first `arenaCount` are in use, the rest is room that keys are
    /// written into in place (a packed key as two words), not appended to byte by byte.
    private(set) var arena: [UInt8] = []
    private(set) var arenaCount = 0
    private(set) var starts: [UInt32] = [0]
    /// Slot `s` is word `2s` (the key) and word `2s + 1` (occurrences << 32 | id + 1, 0 when
    /// free) of `packedSlots`, a fresh mapping and so all zeros at first, `slotWords` words. A
    /// table is never copied: its one owner, the segment's postings, replaces it with a new one.
    private var packedSlots = HugePageBuffer<UInt64>(capacity: 2 << 12)
    private var slotWords = 2 << 12
    private var packedCount = 0
    private var longSlots = [Int32](repeating: -1, count: 1 << 8)
    private var longHashes: [UInt64] = []
    private var longCount = 0
    private var longOccurrences: [UInt32: Int] = [:]
    /// What the batch lookups read ahead, kept so that those loads are not optimized away.
    private var touched: UInt64 = 0

    var count: Int { starts.count - 1 }
    var byteCount: Int { arena.capacity + starts.capacity * 4 + slotWords * 8 + longSlots.count * 4 + longHashes.count * 8 }

    /// Interns a batch of keys, packed (`PackedTermKey`) or 0 for a long one, which is left to
    /// `internLong`: writes each packed key's entry, its id << 32 | its value, to `entries` and
    /// counts its occurrence; returns whether the batch holds a long key, so a batch without one
    /// is not scanned again. The table outgrows the cache within a few pages, so most lookups
    /// miss it: before its own lookups the batch reads the slots of the `upcoming` keys, the
    /// next batch's. Those loads do not depend on each other nor on this batch's, so the memory
    /// system serves their misses at once and while this batch is looked up (its slots read
    /// ahead by the call before), and the next call finds them in cache.
    mutating func intern(batch keys: UnsafeBufferPointer<UInt64>, values: UnsafePointer<UInt32>,
                         entries: UnsafeMutablePointer<UInt64>, upcoming: UnsafeBufferPointer<UInt64>) -> Bool {
        while (packedCount + keys.count) * 2 > slotWords >> 1 { growPacked() }
        let slots = packedSlots.base
        let shift = UInt64(64 - (slotWords >> 1).trailingZeroBitCount)
        let mask = (slotWords >> 1) - 1
        readAhead(upcoming)
        var hasLong = false
        for index in 0..<keys.count {
            let packed = keys[index]
            guard packed != 0 else {
                hasLong = true
                continue
            }
            var slot = Int(truncatingIfNeeded: (packed &* Self.multiplier) >> shift)
            while true {
                let word = slots[2 &* slot &+ 1]
                if word == 0 {
                    let id = appendPacked(packed)
                    slots[2 &* slot] = packed
                    slots[2 &* slot &+ 1] = Self.occurrence | UInt64(id &+ 1)
                    packedCount += 1
                    entries[index] = UInt64(id) << 32 | UInt64(values[index])
                    break
                }
                if slots[2 &* slot] == packed {
                    slots[2 &* slot &+ 1] = word &+ Self.occurrence
                    entries[index] = UInt64(UInt32(truncatingIfNeeded: word) &- 1) << 32 | UInt64(values[index])
                    break
                }
                slot = (slot &+ 1) & mask
            }
        }
        return hasLong
    }

    /// Reads the home slots of `keys` (packed, or 0), so that a later `intern` of them finds
    /// them in cache; what they hold is summed into `touched`, so the loads are not dropped.
    mutating func readAhead(_ keys: UnsafeBufferPointer<UInt64>) {
        let slots = packedSlots.base
        let shift = UInt64(64 - (slotWords >> 1).trailingZeroBitCount)
        var sum: UInt64 = 0
        for key in keys {
            sum &+= slots[2 &* Int(truncatingIfNeeded: (key &* Self.multiplier) >> shift) &+ 1]
        }
        touched &+= sum
    }

    /// Fibonacci hashing: the key times 2^64 / golden ratio, whose top bits pick the home slot.
    private static let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// One occurrence in a packed slot's second word, whose low half is id + 1.
    private static let occurrence: UInt64 = 1 << 32

    /// How many times each term was interned, by id.
    func occurrenceCounts() -> [Int] {
        var counts = [Int](repeating: 0, count: count)
        let slots = packedSlots.base
        for slot in 0..<(slotWords >> 1) where slots[2 * slot + 1] != 0 {
            let word = slots[2 * slot + 1]
            counts[Int(UInt32(truncatingIfNeeded: word)) - 1] = Int(word >> 32)
        }
        for (id, occurrences) in longOccurrences { counts[Int(id)] = occurrences }
        return counts
    }

    private mutating func appendPacked(_ packed: UInt64) -> UInt32 {
        let offset = reserveArena(16)
        let first = packed << 16 | UInt64(PackedTermKey.kind(packed)) << 8 | UInt64(PackedTermKey.field(packed))
        arena.withUnsafeMutableBytes { arena in
            arena.storeBytes(of: first.littleEndian, toByteOffset: offset, as: UInt64.self)
            arena.storeBytes(of: (packed >> 48 & 0xFF).littleEndian, toByteOffset: offset + 8, as: UInt64.self)
        }
        return finishKey(length: 2 + PackedTermKey.byteCount(packed))
    }

    private mutating func append(field: UInt8, kind: UInt8, bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        let offset = reserveArena(2 + bytes.count)
        arena.withUnsafeMutableBufferPointer { arena in
            arena[offset] = field
            arena[offset + 1] = kind
            for (index, byte) in bytes.enumerated() { arena[offset + 2 + index] = byte }
        }
        return finishKey(length: 2 + bytes.count)
    }

    /// Where the next key goes, with room for `length` bytes: the arena grows by doubling.
    private mutating func reserveArena(_ length: Int) -> Int {
        if arenaCount + length > arena.count {
            arena.append(contentsOf: repeatElement(0, count: max(arenaCount + length, 2 * arena.count, 1 << 12) - arena.count))
        }
        return arenaCount
    }

    /// Ends the key just written at `arenaCount` and gives it the next id.
    private mutating func finishKey(length: Int) -> UInt32 {
        let id = UInt32(count)
        arenaCount += length
        starts.append(UInt32(arenaCount))
        return id
    }

    /// The id of a key longer than a packed one holds; counts its occurrence.
    mutating func internLong(field: UInt8, kind: UInt8, bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        let id = lookUpLong(field: field, kind: kind, bytes: bytes)
        longOccurrences[id, default: 0] += 1
        return id
    }

    private mutating func lookUpLong(field: UInt8, kind: UInt8, bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ (UInt64(field) << 8 | UInt64(kind))
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        hash ^= hash >> 29
        let mask = longSlots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while longSlots[slot] >= 0 {
            let id = Int(longSlots[slot])
            if longHashes[slot] == hash && matches(id, field: field, kind: kind, bytes: bytes) { return UInt32(id) }
            slot = (slot + 1) & mask
        }
        let id = append(field: field, kind: kind, bytes: bytes)
        longSlots[slot] = Int32(id)
        if longHashes.count < longSlots.count { longHashes = [UInt64](repeating: 0, count: longSlots.count) }
        longHashes[slot] = hash
        longCount += 1
        if longCount * 2 > longSlots.count { growLong() }
        return id
    }

    private func matches(_ id: Int, field: UInt8, kind: UInt8, bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = Int(starts[id]), end = Int(starts[id + 1])
        guard end - start == bytes.count + 2, arena[start] == field, arena[start + 1] == kind else { return false }
        return arena.withUnsafeBufferPointer { stored in
            memcmp(stored.baseAddress! + start + 2, bytes.baseAddress!, bytes.count) == 0
        }
    }

    private mutating func growPacked() {
        let old = packedSlots.base, oldWords = slotWords
        let grown = HugePageBuffer<UInt64>(capacity: oldWords * 2)
        let slots = grown.base
        let slotCount = oldWords
        let shift = UInt64(64 - slotCount.trailingZeroBitCount)
        let mask = slotCount - 1
        for oldSlot in 0..<(oldWords >> 1) where old[2 * oldSlot + 1] != 0 {
            let key = old[2 * oldSlot]
            var slot = Int(truncatingIfNeeded: (key &* Self.multiplier) >> shift)
            while slots[2 * slot + 1] != 0 { slot = (slot + 1) & mask }
            slots[2 * slot] = key
            slots[2 * slot + 1] = old[2 * oldSlot + 1]
        }
        packedSlots = grown
        slotWords = oldWords * 2
    }

    private mutating func growLong() {
        let oldSlots = longSlots, oldHashes = longHashes
        longSlots = [Int32](repeating: -1, count: oldSlots.count * 2)
        longHashes = [UInt64](repeating: 0, count: oldSlots.count * 2)
        let mask = longSlots.count - 1
        for (id, hash) in zip(oldSlots, oldHashes) where id >= 0 {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while longSlots[slot] >= 0 { slot = (slot + 1) & mask }
            longSlots[slot] = id
            longHashes[slot] = hash
        }
    }
}

import Glibc

/// Interns term keys to dense ids while documents are buffered (GUIDE section 4: a Dictionary
/// keyed by term costs a String or Array per lookup). A key is field code, kind code and the
/// term's UTF-8 bytes. Terms of up to seven bytes — every CJK bigram, character and unigram,
/// most words — come packed into one UInt64 (`PackedTermKey`) and are found in an
/// open-addressing table whose slots hold key and id side by side, so a lookup touches one
/// cache line; longer ones go to a second table that compares bytes. Every key is also kept in
/// one byte arena, in id order, for sorting and writing the dictionary.
struct TermTable {
    private(set) var arena: [UInt8] = []
    private(set) var starts: [UInt32] = [0]
    /// Slot `s` is `packedSlots[2s]` (the key) and `packedSlots[2s + 1]` (id + 1, 0 when free).
    private var packedSlots = [UInt64](repeating: 0, count: 2 << 12)
    private var packedCount = 0
    private var longSlots = [Int32](repeating: -1, count: 1 << 8)
    private var longHashes: [UInt64] = []
    private var longCount = 0

    var count: Int { starts.count - 1 }
    var byteCount: Int { arena.capacity + starts.capacity * 4 + packedSlots.count * 8 + longSlots.count * 4 + longHashes.count * 8 }

    /// The id of a packed key (see `PackedTermKey`), a new one when the key is new.
    @inline(__always)
    mutating func intern(packed: UInt64) -> UInt32 {
        let slotCount = packedSlots.count >> 1
        let shift = UInt64(64 - slotCount.trailingZeroBitCount)
        let mask = slotCount - 1
        var slot = Int(truncatingIfNeeded: (packed &* 0x9E37_79B9_7F4A_7C15) >> shift)
        let found: UInt32? = packedSlots.withUnsafeBufferPointer { slots in
            while true {
                let id = slots[2 &* slot &+ 1]
                if id == 0 { return nil }
                if slots[2 &* slot] == packed { return UInt32(truncatingIfNeeded: id &- 1) }
                slot = (slot &+ 1) & mask
            }
        }
        if let found { return found }
        let id = appendPacked(packed)
        packedSlots[2 * slot] = packed
        packedSlots[2 * slot + 1] = UInt64(id) + 1
        packedCount += 1
        if packedCount * 2 > slotCount { growPacked() }
        return id
    }

    /// The key bytes of a term.
    func key(_ id: Int) -> ArraySlice<UInt8> {
        arena[Int(starts[id])..<Int(starts[id + 1])]
    }

    func kind(_ id: Int) -> UInt8 {
        arena[Int(starts[id]) + 1]
    }

    private mutating func appendPacked(_ packed: UInt64) -> UInt32 {
        let id = UInt32(count)
        arena.append(PackedTermKey.field(packed))
        arena.append(PackedTermKey.kind(packed))
        for index in 0..<PackedTermKey.byteCount(packed) { arena.append(UInt8(truncatingIfNeeded: packed >> (8 * UInt64(index)))) }
        starts.append(UInt32(arena.count))
        return id
    }

    private mutating func append(field: UInt8, kind: UInt8, bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        let id = UInt32(count)
        arena.append(field)
        arena.append(kind)
        arena.append(contentsOf: bytes)
        starts.append(UInt32(arena.count))
        return id
    }

    /// The id of a key longer than a packed one holds.
    mutating func internLong(field: UInt8, kind: UInt8, bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
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
        let old = packedSlots
        packedSlots = [UInt64](repeating: 0, count: old.count * 2)
        let slotCount = packedSlots.count >> 1
        let shift = UInt64(64 - slotCount.trailingZeroBitCount)
        let mask = slotCount - 1
        for oldSlot in 0..<(old.count >> 1) where old[2 * oldSlot + 1] != 0 {
            let key = old[2 * oldSlot]
            var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
            while packedSlots[2 * slot + 1] != 0 { slot = (slot + 1) & mask }
            packedSlots[2 * slot] = key
            packedSlots[2 * slot + 1] = old[2 * oldSlot + 1]
        }
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

import Glibc

/// Interns term keys to dense ids while documents are buffered (GUIDE section 4: a Dictionary
/// keyed by term costs a String or Array per lookup). A key is field code, kind code and the
/// term's UTF-8 bytes. Terms of up to seven bytes — every CJK bigram, character and unigram,
/// most words — are packed into one UInt64 and found in an open-addressing table of integers;
/// longer ones go to a second table that compares bytes. Every key is also kept in one byte
/// arena, in id order, for sorting and writing the dictionary.
struct TermTable {
    private(set) var arena: [UInt8] = []
    private(set) var starts: [UInt32] = [0]
    private var packedKeys = [UInt64](repeating: 0, count: 1 << 12)
    private var packedIDs = [UInt32](repeating: 0, count: 1 << 12)
    private var packedCount = 0
    private var longSlots = [Int32](repeating: -1, count: 1 << 8)
    private var longHashes: [UInt64] = []
    private var longCount = 0

    var count: Int { starts.count - 1 }
    var byteCount: Int { arena.count + starts.count * 4 + packedKeys.count * 12 + longSlots.count * 4 + longHashes.count * 8 }

    mutating func intern(field: UInt8, kind: UInt8, bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        guard bytes.count <= 7 else { return internLong(field: field, kind: kind, bytes: bytes) }
        var packed = UInt64(bytes.count) << 56 | UInt64(field) << 59 | UInt64(kind) << 61
        for (index, byte) in bytes.enumerated() { packed |= UInt64(byte) << (UInt64(index) * 8) }
        let shift = UInt64(64 - packedKeys.count.trailingZeroBitCount)
        let mask = packedKeys.count - 1
        var slot = Int(truncatingIfNeeded: (packed &* 0x9E37_79B9_7F4A_7C15) >> shift)
        while packedIDs[slot] != 0 {
            if packedKeys[slot] == packed { return packedIDs[slot] - 1 }
            slot = (slot + 1) & mask
        }
        let id = append(field: field, kind: kind, bytes: bytes)
        packedKeys[slot] = packed
        packedIDs[slot] = id + 1
        packedCount += 1
        if packedCount * 2 > packedKeys.count { growPacked() }
        return id
    }

    /// The key bytes of a term.
    func key(_ id: Int) -> ArraySlice<UInt8> {
        arena[Int(starts[id])..<Int(starts[id + 1])]
    }

    func kind(_ id: Int) -> UInt8 {
        arena[Int(starts[id]) + 1]
    }

    private mutating func append(field: UInt8, kind: UInt8, bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        let id = UInt32(count)
        arena.append(field)
        arena.append(kind)
        arena.append(contentsOf: bytes)
        starts.append(UInt32(arena.count))
        return id
    }

    private mutating func internLong(field: UInt8, kind: UInt8, bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
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
        let oldKeys = packedKeys, oldIDs = packedIDs
        packedKeys = [UInt64](repeating: 0, count: oldKeys.count * 2)
        packedIDs = [UInt32](repeating: 0, count: oldKeys.count * 2)
        let shift = UInt64(64 - packedKeys.count.trailingZeroBitCount)
        let mask = packedKeys.count - 1
        for (key, id) in zip(oldKeys, oldIDs) where id != 0 {
            var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
            while packedIDs[slot] != 0 { slot = (slot + 1) & mask }
            packedKeys[slot] = key
            packedIDs[slot] = id
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

import Glibc

/// Interns term keys to dense ids while documents are buffered: an open-addressing hash table
/// over one byte arena, because a Dictionary keyed by term costs a String or Array per lookup
/// (GUIDE section 4). A term's key is its field code, kind code and UTF-8 bytes.
struct TermTable {
    private(set) var arena: [UInt8] = []
    private(set) var starts: [UInt32] = [0]
    private var hashes: [UInt64] = []
    private var slots = [Int32](repeating: -1, count: 1 << 12)

    var count: Int { starts.count - 1 }
    var byteCount: Int { arena.count + starts.count * 4 + hashes.count * 8 + slots.count * 4 }

    mutating func intern(field: UInt8, kind: UInt8, bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ (UInt64(field) << 8 | UInt64(kind))
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        hash ^= hash >> 29
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let id = slots[slot]
            if id < 0 { break }
            if hashes[Int(id)] == hash && matches(Int(id), field: field, kind: kind, bytes: bytes) { return UInt32(id) }
            slot = (slot + 1) & mask
        }
        let id = Int32(count)
        slots[slot] = id
        hashes.append(hash)
        arena.append(field)
        arena.append(kind)
        arena.append(contentsOf: bytes)
        starts.append(UInt32(arena.count))
        if count * 2 > slots.count { grow() }
        return UInt32(id)
    }

    /// The key bytes of a term.
    func key(_ id: Int) -> ArraySlice<UInt8> {
        arena[Int(starts[id])..<Int(starts[id + 1])]
    }

    func kind(_ id: Int) -> UInt8 {
        arena[Int(starts[id]) + 1]
    }

    private func matches(_ id: Int, field: UInt8, kind: UInt8, bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = Int(starts[id]), end = Int(starts[id + 1])
        guard end - start == bytes.count + 2, arena[start] == field, arena[start + 1] == kind else { return false }
        return arena.withUnsafeBufferPointer { stored in
            bytes.isEmpty || memcmp(stored.baseAddress! + start + 2, bytes.baseAddress!, bytes.count) == 0
        }
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for id in 0..<count {
            var slot = Int(truncatingIfNeeded: hashes[id]) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(id)
        }
    }
}

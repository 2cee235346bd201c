/// Finds the entry of a unigram already seen in the current document, so that a document gets
/// one entry per distinct character, counting its occurrences, instead of one per occurrence.
/// A small open-addressing table of packed keys; `reset` empties it in constant time by
/// moving to a new generation instead of clearing the slots.
struct UnigramCounter {
    private var keys = [UInt64](repeating: 0, count: 1 << 11)
    private var entries = [Int](repeating: 0, count: 1 << 11)
    private var generations = [UInt32](repeating: 0, count: 1 << 11)
    private var generation: UInt32 = 1
    private var count = 0

    mutating func reset() {
        generation &+= 1
        count = 0
        if generation == 0 {
            generations = [UInt32](repeating: 0, count: generations.count)
            generation = 1
        }
    }

    /// The entry recorded for `key` in this generation; when there is none, records `next` for
    /// it and returns nil.
    mutating func entry(of key: UInt64, next: Int) -> Int? {
        let mask = keys.count - 1
        var slot = Self.slot(key, mask: mask)
        while generations[slot] == generation {
            if keys[slot] == key { return entries[slot] }
            slot = (slot + 1) & mask
        }
        keys[slot] = key
        entries[slot] = next
        generations[slot] = generation
        count += 1
        if count * 2 > keys.count { grow() }
        return nil
    }

    @inline(__always)
    private static func slot(_ key: UInt64, mask: Int) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
    }

    private mutating func grow() {
        let oldKeys = keys, oldEntries = entries, oldGenerations = generations
        let size = oldKeys.count * 2
        keys = [UInt64](repeating: 0, count: size)
        entries = [Int](repeating: 0, count: size)
        generations = [UInt32](repeating: 0, count: size)
        let mask = size - 1
        for index in oldKeys.indices where oldGenerations[index] == generation {
            var slot = Self.slot(oldKeys[index], mask: mask)
            while generations[slot] == generation { slot = (slot + 1) & mask }
            keys[slot] = oldKeys[index]
            entries[slot] = oldEntries[index]
            generations[slot] = generation
        }
    }
}

import Foundation

/// Finds the entry of a unigram already seen in the current field, so that a document gets one
/// entry per distinct character and field, counting its occurrences, instead of one per
/// occurrence. The characters U+3000..<U+A000 (nearly every one of a Chinese page) have a slot
/// each, found without hashing in a table that stays in cache; others go to a small
/// open-addressing table of packed keys. `reset` empties both in constant time by moving to a
/// new generation instead of clearing the slots. The direct table (229 KB) outlives the page:
/// a page takes a counter that an earlier page put back (`take`, `putBack`), so it neither
/// allocates nor clears one.
struct UnigramCounter {
    private static let directFirst: UInt32 = 0x3000
    private static let directCount = 0xA000 - 0x3000
    /// Generation << 32 | entry, per character from `directFirst`.
    private let direct: DirectTable
    private var keys = [UInt64](repeating: 0, count: 1 << 11)
    private var entries = [Int](repeating: 0, count: 1 << 11)
    private var generations = [UInt32](repeating: 0, count: 1 << 11)
    private var generation: UInt32 = 1
    private var count = 0

    private init() {
        direct = DirectTable(count: Self.directCount)
    }

    /// A counter no one else uses, reset: one that an earlier page put back, else a new one.
    static func take() -> UnigramCounter {
        var counter = pool.take() ?? UnigramCounter()
        counter.reset()
        return counter
    }

    /// Hands the counter on to a later page's `take`.
    consuming func putBack() {
        Self.pool.give(self)
    }

    mutating func reset() {
        generation &+= 1
        count = 0
        if generation == 0 {
            generations = [UInt32](repeating: 0, count: generations.count)
            direct.slots.update(repeating: 0, count: Self.directCount)
            generation = 1
        }
    }

    /// The entry recorded for `key` in this generation; when there is none, records `next` for
    /// it and returns nil.
    @inline(__always)
    mutating func entry(of key: UInt64, next: Int) -> Int? {
        let lead = key & 0xFF
        guard PackedTermKey.byteCount(key) == 3, lead >= 0xE3, lead <= 0xE9 else { return hashedEntry(of: key, next: next) }
        let scalar = UInt32(truncatingIfNeeded: lead & 0x0F) << 12 | UInt32(truncatingIfNeeded: key >> 8 & 0x3F) << 6
            | UInt32(truncatingIfNeeded: key >> 16 & 0x3F)
        return Self.entry(ofDirect: scalar, in: directSlots, next: next)
    }

    /// The direct slots and the current generation (`entry(ofDirect:in:next:)`), for a caller
    /// that counts a run of characters in one loop, holding them in registers.
    var directSlots: (slots: UnsafeMutablePointer<UInt64>, generation: UInt32) {
        (direct.slots, generation)
    }

    /// `entry(of:next:)` for a character from U+3000 to U+9FFF, given by its scalar.
    @inline(__always)
    static func entry(ofDirect scalar: UInt32, in table: (slots: UnsafeMutablePointer<UInt64>, generation: UInt32),
                      next: Int) -> Int? {
        let slot = table.slots + Int(scalar &- directFirst)
        let stored = slot.pointee
        if UInt32(truncatingIfNeeded: stored >> 32) == table.generation { return Int(UInt32(truncatingIfNeeded: stored)) }
        slot.pointee = UInt64(table.generation) << 32 | UInt64(UInt32(truncatingIfNeeded: next))
        return nil
    }

    @inline(never)
    private mutating func hashedEntry(of key: UInt64, next: Int) -> Int? {
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

    private static let pool = CounterPool()
}

/// The direct slots, owned by a class so that they are freed with the last counter using them.
private final class DirectTable {
    let slots: UnsafeMutablePointer<UInt64>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: 0, count: count)
    }

    deinit {
        slots.deallocate()
    }
}

/// The counters no page is using: as many as pages were ever prepared at once.
private final class CounterPool: @unchecked Sendable {
    private let lock = NSLock()
    /// Guarded by `lock`.
    private var idle: [UnigramCounter] = []

    func take() -> UnigramCounter? {
        lock.withLock { idle.popLast() }
    }

    func give(_ counter: UnigramCounter) {
        lock.withLock { idle.append(counter) }
    }
}


/// Content hashes to small numbers (a file table block, a found file), in open addressing over
/// the hashes themselves, each only multiplied to pick its slot: they are hashes already. Swift's
/// Dictionary of the 556k hashes of a 10 GB archive (SipHash each) took 7% of a day's ingest, and
/// a first ingest's two dictionaries of paths and hashes ~120 bytes a file; here a hash costs
/// 12 bytes a slot, at most 32 bytes a hash held.
struct ContentHashSlots {
    private var hashes: [UInt64]
    /// The number of the hash in the same slot; -1 for an empty slot.
    private var numbers: [Int32]
    private var shift: UInt64
    private(set) var count = 0

    /// Slots for `capacity` hashes, so that holding that many never grows them.
    init(capacity: Int) {
        let bits = Self.bits(holding: capacity)
        shift = 64 - bits
        hashes = Array(repeating: 0, count: 1 << bits)
        numbers = Array(repeating: -1, count: 1 << bits)
    }

    /// The bytes the slots hold now.
    var byteCount: Int { hashes.capacity * MemoryLayout<UInt64>.stride + numbers.capacity * MemoryLayout<Int32>.stride }

    /// The number held for `hash`.
    func number(of hash: UInt64) -> Int32? {
        var slot = slot(of: hash)
        while numbers[slot] >= 0 {
            if hashes[slot] == hash { return numbers[slot] }
            slot = (slot + 1) & (hashes.count - 1)
        }
        return nil
    }

    /// Holds `number` (≥ 0) for `hash`; one held already is kept unless `replacing`.
    mutating func set(_ hash: UInt64, _ number: Int32, replacing: Bool) {
        if 4 * (count + 1) > 3 * hashes.count { grow() }
        var slot = slot(of: hash)
        while numbers[slot] >= 0 {
            if hashes[slot] == hash {
                if replacing { numbers[slot] = number }
                return
            }
            slot = (slot + 1) & (hashes.count - 1)
        }
        hashes[slot] = hash
        numbers[slot] = number
        count += 1
    }

    /// Doubles the slots, placing each hash held again.
    private mutating func grow() {
        var larger = ContentHashSlots(capacity: hashes.count)
        for slot in numbers.indices where numbers[slot] >= 0 {
            larger.set(hashes[slot], numbers[slot], replacing: false)
        }
        self = larger
    }

    /// At most three slots in four full, so that a probe for a hash not held ends soon.
    private static func bits(holding count: Int) -> UInt64 {
        var bits: UInt64 = 4
        while 3 << bits < 4 * count { bits += 1 }
        return bits
    }

    private func slot(of hash: UInt64) -> Int {
        Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }
}

/// The row of weights each feature key owns, found by open addressing: a page's every line asks
/// it of some 70 features, and a `Dictionary` lookup cost about 85 instructions each (a tenth
/// of the learned reader), where a probe of this table costs a multiply, a load and a compare.
struct FeatureRows: Sendable {
    /// Each slot holds a key and its row plus one; a row of 0 marks a free slot. At most a
    /// quarter full, so that a key the model does not know (most features of a page) is ruled
    /// out at its first slot or the next, nearly always.
    private var keys: [UInt64]
    private var rows: [Int32]
    private let mask: Int
    /// 64 less the bits of a slot number: a key's home is the product's top bits.
    private let shift: UInt64

    /// The table of `featureKeys`, each owning the row of its index. A key listed twice keeps
    /// its first row, and `duplicate` names it.
    init(_ featureKeys: [UInt64]) {
        var capacity = 8, bits: UInt64 = 3
        while capacity < featureKeys.count * 4 {
            capacity *= 2
            bits += 1
        }
        keys = [UInt64](repeating: 0, count: capacity)
        rows = [Int32](repeating: 0, count: capacity)
        mask = capacity - 1
        shift = 64 - bits
        for (row, key) in featureKeys.enumerated() {
            var slot = Self.home(of: key, shift: shift)
            while rows[slot] != 0, keys[slot] != key {
                slot = (slot + 1) & mask
            }
            guard rows[slot] == 0 else {
                duplicate = duplicate ?? key
                continue
            }
            keys[slot] = key
            rows[slot] = Int32(truncatingIfNeeded: row + 1)
        }
    }

    /// The first key listed twice, if any.
    private(set) var duplicate: UInt64?

    /// The row `key` owns, or nil when the model never learned it.
    @inline(__always)
    func row(of key: UInt64) -> Int32? {
        var slot = Self.home(of: key, shift: shift)
        while true {
            let row = rows[slot]
            if row == 0 { return nil }
            if keys[slot] == key { return row - 1 }
            slot = (slot + 1) & mask
        }
    }

    /// Fibonacci hashing: a key's template sits in its top bits and its value in its low ones,
    /// and only the product's top bits depend on both (bits lower down never see the template,
    /// so every feature of one value would share a slot).
    @inline(__always)
    private static func home(of key: UInt64, shift: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }
}

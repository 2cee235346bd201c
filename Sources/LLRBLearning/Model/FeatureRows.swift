/// The row of weights each feature key owns, found by open addressing: a page's every line asks
/// it of some 70 features, and a `Dictionary` lookup cost about 85 instructions each (a tenth
/// of the learned reader), where a probe of this table costs a multiply, a load and a compare.
struct FeatureRows: Sendable {
    /// Each slot holds a key and its row plus one; a row of 0 marks a free slot. At most a
    /// quarter full, so that a key the model does not know (most features of a page) is ruled
    /// out at its first slot or the next, nearly always.
    private var keys: [UInt64]
    private var rows: [Int32]
    private let slots: SlotLayout

    /// The table of `featureKeys`, each owning the row of its index. A key listed twice keeps
    /// its first row, and `duplicate` names it.
    init(_ featureKeys: [UInt64]) {
        slots = SlotLayout(holding: featureKeys.count, spread: 4)
        keys = [UInt64](repeating: 0, count: slots.count)
        rows = [Int32](repeating: 0, count: slots.count)
        for (row, key) in featureKeys.enumerated() {
            var slot = slots.home(of: key)
            while rows[slot] != 0, keys[slot] != key {
                slot = slots.next(after: slot)
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
        var slot = slots.home(of: key)
        while true {
            let row = rows[slot]
            if row == 0 { return nil }
            if keys[slot] == key { return row - 1 }
            slot = slots.next(after: slot)
        }
    }
}

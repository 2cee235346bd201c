/// The slots of an open-addressing table of `UInt64` keys: a power of two at least `spread`
/// times the keys it must hold, and each key's home slot by Fibonacci hashing. A key's template
/// or bigram sits in its top bits and its value in its low ones, and only the product's top bits
/// depend on both. `FeatureRows` and `SharedWords` probe linearly from the home.
struct SlotLayout: Sendable {
    let count: Int
    private let mask: Int
    /// 64 less the bits of a slot number.
    private let shift: UInt64

    init(holding keys: Int, spread: Int) {
        var count = 8, bits: UInt64 = 3
        while count < keys * spread {
            count *= 2
            bits += 1
        }
        self.count = count
        mask = count - 1
        shift = 64 - bits
    }

    @inline(__always)
    func home(of key: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// The slot after `slot`, round the end.
    @inline(__always)
    func next(after slot: Int) -> Int {
        (slot + 1) & mask
    }
}

/// Appends Rice-coded values (`RiceCoding`) to memory it owns. The segment writer codes a few
/// million values per segment, so a value must cost a few register operations: bits gather in
/// a word that is stored eight bytes at a time, and only such a store checks for room (the
/// buffer always keeps eight bytes spare, so padding the last byte needs no check either).
/// Noncopyable, so that its buffer has one owner, which frees it.
struct BitWriter: ~Copyable {
    private var base: UnsafeMutableRawPointer
    private var capacity: Int
    /// Whole bytes written; the bits after them wait in `pending`.
    private(set) var count = 0
    private var pending: UInt64 = 0
    private var pendingCount = 0

    init() {
        capacity = 256
        base = .allocate(byteCount: capacity, alignment: 8)
    }

    deinit {
        base.deallocate()
    }

    /// The whole bytes written, valid until the writer next changes.
    var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: base, count: count) }

    @inline(__always)
    mutating func append(_ value: UInt32, parameter k: Int) {
        appendUnary(value &>> UInt32(k))
        appendBits(UInt64(value) & (1 &<< UInt64(k) &- 1), count: k)
    }

    /// `quotient` zero bits, then a one bit.
    @inline(__always)
    mutating func appendUnary(_ quotient: UInt32) {
        var rest = Int(quotient)
        while rest >= 32 {
            appendBits(0, count: 32)
            rest &-= 32
        }
        appendBits(1 &<< UInt64(rest), count: rest &+ 1)
    }

    /// The low `count` (at most 32) bits of `bits`, least significant first.
    @inline(__always)
    mutating func appendBits(_ bits: UInt64, count bitCount: Int) {
        pending |= bits &<< UInt64(pendingCount)
        let total = pendingCount &+ bitCount
        guard total >= 64 else {
            pendingCount = total
            return
        }
        base.storeBytes(of: pending.littleEndian, toByteOffset: count, as: UInt64.self)
        count &+= 8
        if capacity &- count < 8 { grow() }
        pending = bits &>> UInt64(64 &- pendingCount)
        pendingCount = total &- 64
    }

    /// Pads the last byte with zero bits, so that what follows starts on a byte.
    @inline(__always)
    mutating func alignToByte() {
        base.storeBytes(of: pending.littleEndian, toByteOffset: count, as: UInt64.self)
        count &+= (pendingCount &+ 7) &>> 3
        pending = 0
        pendingCount = 0
    }

    /// Pads the last byte with zero bits; returns a copy of the bytes.
    mutating func finish() -> [UInt8] {
        alignToByte()
        return Array(bytes)
    }

    /// Starts over, keeping the buffer.
    mutating func removeAll() {
        count = 0
        pending = 0
        pendingCount = 0
    }

    @inline(never)
    private mutating func grow() {
        let larger = UnsafeMutableRawPointer.allocate(byteCount: capacity * 2, alignment: 8)
        larger.copyMemory(from: base, byteCount: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }
}

/// Packed values (`PackedValues`) written into a buffer: bits gather in a word that is
/// stored eight bytes at a time, and only such a store checks for room (the buffer always
/// keeps eight bytes spare, so padding the last byte needs no check either), or none when the
/// coder made room for a whole block first (`reserve(bits:)`, then `reserved: true`). A plain
/// value, so that a coder can hold it in a local variable, in registers, while it codes a
/// block, and store it back once (`BitWriter.sink`); it does not own its buffer, `BitWriter` does.
struct BitSink {
    fileprivate var base: UnsafeMutableRawPointer
    /// Bytes allocated; at least eight more than `count`.
    fileprivate(set) var capacity: Int
    /// Whole bytes written; the bits after them wait in `pending`.
    fileprivate(set) var count = 0
    private var pending: UInt64 = 0
    private var pendingCount = 0

    fileprivate init(capacity: Int) {
        self.capacity = capacity
        base = .allocate(byteCount: capacity, alignment: 8)
    }

    /// Makes room for `bits` more bits besides the eight spare bytes, so that appends of at
    /// most that many bits may pass `reserved: true`: a coding loop with no call for room in it
    /// keeps the sink and its values in registers (about half the instructions a value). Bits
    /// still pending count too, so a reservation holds wherever the last one left off.
    mutating func reserve(bits: Int) {
        let needed = count &+ (pendingCount &+ bits &+ 7) &>> 3 &+ 8
        if capacity < needed { (base, capacity) = Self.grown(base, to: max(needed, 2 * capacity), count: count) }
    }

    /// The low `count` (at most 63) bits of `bits`, least significant first; the bits above
    /// them must be zero. `reserved`: within the room `reserve(bits:)` made, so no check for it.
    @inline(__always)
    mutating func appendBits(_ bits: UInt64, count bitCount: Int, reserved: Bool = false) {
        pending |= bits &<< UInt64(truncatingIfNeeded: pendingCount)
        let total = pendingCount &+ bitCount
        guard total >= 64 else {
            pendingCount = total
            return
        }
        base.storeBytes(of: pending.littleEndian, toByteOffset: count, as: UInt64.self)
        count &+= 8
        if !reserved { growIfFull() }
        pending = bits &>> UInt64(truncatingIfNeeded: 64 &- pendingCount)
        pendingCount = total &- 64
    }

    /// Pads the last byte with zero bits, so that what follows starts on a byte.
    @inline(__always)
    mutating func alignToByte(reserved: Bool = false) {
        base.storeBytes(of: pending.littleEndian, toByteOffset: count, as: UInt64.self)
        count &+= (pendingCount &+ 7) &>> 3
        pending = 0
        pendingCount = 0
        if !reserved { growIfFull() }
    }

    /// Starts over, keeping the buffer.
    fileprivate mutating func removeAll() {
        count = 0
        pending = 0
        pendingCount = 0
    }

    /// A larger buffer holding the first `count` bytes of `base`, which it frees. It takes and
    /// returns plain values, never `self`: a call with the sink `inout` would keep a coder's
    /// local copy of it in memory, every append storing `pending`.
    @inline(never)
    private static func grown(_ base: UnsafeMutableRawPointer, to capacity: Int, count: Int) -> (UnsafeMutableRawPointer, Int) {
        let larger = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 8)
        larger.copyMemory(from: base, byteCount: count)
        base.deallocate()
        return (larger, capacity)
    }

    @inline(__always)
    private mutating func growIfFull() {
        if capacity &- count < 8 { (base, capacity) = Self.grown(base, to: 2 * capacity, count: count) }
    }
}

/// Owns the buffer of a `BitSink`. Noncopyable, so that the buffer has one owner, which frees
/// it. Code through `sink`: copy it into a local for a run of values and store it back after.
struct BitWriter: ~Copyable {
    var sink = BitSink(capacity: 256)

    init() {}

    deinit {
        sink.base.deallocate()
    }

    /// Whole bytes written.
    var count: Int { sink.count }

    /// The whole bytes written, valid until the writer next changes.
    var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: sink.base, count: sink.count) }

    /// Starts over, keeping the buffer.
    mutating func removeAll() {
        sink.removeAll()
    }
}

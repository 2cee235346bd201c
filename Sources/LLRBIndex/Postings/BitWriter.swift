/// Rice-coded values (`RiceCoding`) written into a buffer: bits gather in a word that is
/// stored eight bytes at a time, and only such a store checks for room (the buffer always
/// keeps eight bytes spare, so padding the last byte needs no check either). A plain value, so
/// that a coder can hold it in a local variable, in registers, while it codes a block, and
/// store it back once (`BitWriter.sink`); it does not own its buffer, `BitWriter` does.
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

    /// A Rice code: in one `appendBits` when it is at most 63 bits long, as nearly every one is.
    @inline(__always)
    mutating func append(_ value: UInt32, parameter k: Int) {
        let quotient = Int(value &>> UInt32(k))
        let low = UInt64(value) & (1 &<< UInt64(k) &- 1)
        let length = quotient &+ 1 &+ k
        guard length <= 63 else {
            appendUnary(UInt32(quotient))
            return appendBits(low, count: k)
        }
        appendBits(1 &<< UInt64(quotient) | low &<< UInt64(quotient &+ 1), count: length)
    }

    /// Two unary codes (see `appendUnary`), in one `appendBits` when they fit.
    @inline(__always)
    mutating func appendUnary(_ first: UInt32, _ second: UInt32) {
        let length = Int(first) &+ Int(second) &+ 2
        guard length <= 63 else {
            appendUnary(first)
            return appendUnary(second)
        }
        appendBits(1 &<< UInt64(first) | 1 &<< UInt64(first &+ 1 &+ second), count: length)
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

    /// The low `count` (at most 63) bits of `bits`, least significant first; the bits above
    /// them must be zero.
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
        if capacity &- count < 8 { grow() }
    }

    /// Starts over, keeping the buffer.
    fileprivate mutating func removeAll() {
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

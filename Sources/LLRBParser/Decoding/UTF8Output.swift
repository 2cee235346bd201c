/// The UTF-8 a page's transcoder (UTF-16, GB18030) writes, into a buffer sized up front so
/// that its loop checks no growth, then made text by `LineEndings` (line ends LF) without
/// being validated again: the transcoder writes only scalars it has checked.
struct UTF8Output: ~Copyable {
    private let base: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    private var count = 0

    /// Room for `capacity` bytes; no more may be written.
    init(capacity: Int) {
        self.capacity = max(1, capacity)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// An ASCII byte.
    @inline(__always)
    mutating func append(ascii byte: UInt8) {
        assert(count < capacity && byte < 0x80, "an ASCII byte within the buffer")
        base[count] = byte
        count &+= 1
    }

    /// A Unicode scalar value (no surrogate), in one to four bytes.
    @inline(__always)
    mutating func append(scalar value: UInt32) {
        assert(count + 4 <= capacity || value < 0x10000 && count + 3 <= capacity, "room for the scalar")
        switch value {
        case ..<0x80:
            base[count] = UInt8(truncatingIfNeeded: value)
            count &+= 1
        case ..<0x800:
            base[count] = UInt8(truncatingIfNeeded: 0xC0 | value >> 6)
            base[count &+ 1] = UInt8(truncatingIfNeeded: 0x80 | value & 0x3F)
            count &+= 2
        case ..<0x10000:
            base[count] = UInt8(truncatingIfNeeded: 0xE0 | value >> 12)
            base[count &+ 1] = UInt8(truncatingIfNeeded: 0x80 | value >> 6 & 0x3F)
            base[count &+ 2] = UInt8(truncatingIfNeeded: 0x80 | value & 0x3F)
            count &+= 3
        default:
            base[count] = UInt8(truncatingIfNeeded: 0xF0 | value >> 18)
            base[count &+ 1] = UInt8(truncatingIfNeeded: 0x80 | value >> 12 & 0x3F)
            base[count &+ 2] = UInt8(truncatingIfNeeded: 0x80 | value >> 6 & 0x3F)
            base[count &+ 3] = UInt8(truncatingIfNeeded: 0x80 | value & 0x3F)
            count &+= 4
        }
    }

    /// The text written, line ends made LF.
    consuming func text() -> String {
        LineEndings.string(fromValidUTF8: UnsafeBufferPointer(start: base, count: count))
    }
}

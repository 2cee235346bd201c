/// Golomb-Rice codes for the postings streams (docs/FORMAT.md, "Postings"): a value `v` with
/// parameter `k` is `v >> k` zero bits, a one bit, then the low `k` bits of `v`, bits filled
/// from the low end of each byte. Gaps between ascending ids are roughly geometric, for which a
/// Rice code with `k` near log2 of the mean gap is close to optimal: here a third smaller than
/// byte varints, and far smaller for the doc-level unigram lists.
enum RiceCoding {
    /// The largest parameter a stream may declare: values are document ids and positions (UInt32).
    static let maximumParameter = 31

    /// The parameter that codes `values` in the fewest bits.
    static func bestParameter(for values: [UInt32], limit: Int = maximumParameter) -> Int {
        guard !values.isEmpty else { return 0 }
        var sum: UInt64 = 0
        for value in values { sum += UInt64(value) }
        let mean = sum / UInt64(values.count)
        let estimate = min(limit, mean == 0 ? 0 : 63 - mean.leadingZeroBitCount)
        var best = 0, bestBits = UInt64.max
        for k in max(0, estimate - 2)...min(limit, estimate + 1) {
            var bits = UInt64(values.count) * UInt64(k + 1)
            for value in values { bits += UInt64(value >> UInt32(k)) }
            if bits < bestBits { (best, bestBits) = (k, bits) }
        }
        return best
    }
}

/// Appends Rice-coded values to a byte array.
struct BitWriter {
    private(set) var bytes: [UInt8] = []
    private var pending: UInt64 = 0
    private var pendingCount = 0

    mutating func appendByte(_ byte: UInt8) {
        precondition(pendingCount == 0, "bytes go before the bits")
        bytes.append(byte)
    }

    mutating func append(_ value: UInt32, parameter k: Int) {
        var quotient = Int(value >> UInt32(k))
        while quotient >= 32 {
            appendBits(0, count: 32)
            quotient -= 32
        }
        appendBits(1 << UInt64(quotient), count: quotient + 1)
        if k > 0 { appendBits(UInt64(value) & (1 << UInt64(k) - 1), count: k) }
    }

    /// Pads the last byte with zero bits; returns the bytes.
    mutating func finish() -> [UInt8] {
        if pendingCount > 0 { bytes.append(UInt8(truncatingIfNeeded: pending)) }
        pending = 0
        pendingCount = 0
        return bytes
    }

    private mutating func appendBits(_ bits: UInt64, count: Int) {
        pending |= bits << UInt64(pendingCount)
        pendingCount += count
        while pendingCount >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: pending))
            pending >>= 8
            pendingCount -= 8
        }
    }
}

/// Reads Rice-coded values over mapped bytes, never past the end: damage gives a FormatError.
struct BitReader {
    private let bytes: UnsafeRawBufferPointer
    private let bitCount: Int
    private var bitPosition: Int

    init(_ bytes: UnsafeRawBufferPointer, startingAtByte start: Int) {
        self.bytes = bytes
        bitCount = bytes.count * 8
        bitPosition = min(start, bytes.count) * 8
    }

    /// True when no whole byte is left unread (the last one may hold padding).
    var isAtEnd: Bool { (bitPosition + 7) >> 3 >= bytes.count }

    /// The next value, coded with parameter `k` (0...31).
    @inline(__always)
    mutating func read(parameter k: Int) throws(FormatError) -> UInt32 {
        let byte = bitPosition &>> 3
        if byte &+ 8 <= bytes.count {
            // Eight whole bytes are there, so a code of up to 57 bits ends inside them.
            let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: byte, as: UInt64.self)) &>> UInt64(bitPosition & 7)
            let zeros = word.trailingZeroBitCount
            let length = zeros &+ 1 &+ k
            if length <= 57 {
                let value = UInt64(zeros) &<< UInt64(k) | (word &>> UInt64(zeros &+ 1)) & (UInt64(1) &<< UInt64(k) &- 1)
                if value <= UInt64(UInt32.max) {
                    bitPosition &+= length
                    return UInt32(truncatingIfNeeded: value)
                }
            }
        }
        return try readNearTheEndOrLong(parameter: k)
    }

    /// A code that may run past the last eight bytes, or longer than one window.
    @inline(never)
    private mutating func readNearTheEndOrLong(parameter k: Int) throws(FormatError) -> UInt32 {
        var word = window()
        var quotient = 0
        while word == 0 {
            quotient += 56
            bitPosition += 56
            guard bitPosition < bitCount, quotient <= Int(UInt32.max) else { throw FormatError("a postings stream ends inside a value") }
            word = window()
        }
        quotient += word.trailingZeroBitCount
        bitPosition += word.trailingZeroBitCount + 1
        let low = window() & (UInt64(1) << UInt64(k) - 1)
        bitPosition += k
        guard bitPosition <= bitCount else { throw FormatError("a postings stream ends inside a value") }
        let value = UInt64(quotient) << UInt64(k) | low
        guard let result = UInt32(exactly: value) else { throw FormatError("a postings value out of range") }
        return result
    }

    /// At least 57 bits from the current position, zeros past the end.
    @inline(__always)
    private func window() -> UInt64 {
        let byte = bitPosition >> 3
        var word: UInt64 = 0
        if byte + 8 <= bytes.count {
            word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: byte, as: UInt64.self))
        } else {
            var index = byte
            while index < bytes.count {
                word |= UInt64(bytes[index]) << UInt64(8 * (index - byte))
                index += 1
            }
        }
        return word >> UInt64(bitPosition & 7)
    }
}

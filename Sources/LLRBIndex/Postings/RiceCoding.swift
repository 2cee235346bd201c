/// Golomb-Rice codes for the postings streams (docs/FORMAT.md, "Postings"): a value `v` with
/// parameter `k` is `v >> k` zero bits, a one bit, then the low `k` bits of `v`, bits filled
/// from the low end of each byte. Gaps between ascending ids are roughly geometric, for which a
/// Rice code with `k` near log2 of the mean gap is close to optimal: here a third smaller than
/// byte varints, and far smaller for the doc-level unigram lists.
enum RiceCoding {
    /// The largest parameter a stream may declare: values are document ids and positions (UInt32).
    static let maximumParameter = 31

    /// The parameter for values whose sum is `sum`: the floor of log2 of their mean. Coding
    /// `n` values with `k` takes about `n (k + 1) + sum / 2^k` bits, which `k + 1` beats only
    /// while the mean exceeds `2^(k + 1)`: so this is the shortest `k` for values near their
    /// mean, found without a pass over them.
    static func parameter(sum: UInt64, count: Int, limit: Int = maximumParameter) -> Int {
        guard count > 0 else { return 0 }
        let mean = sum / UInt64(count)
        return min(limit, mean == 0 ? 0 : 63 - mean.leadingZeroBitCount)
    }
}

/// Reads Rice-coded values over mapped bytes, never past the end of its range: damage gives a
/// FormatError. It may load the bytes after the range (within `bytes`), so that a block of a
/// stream decodes on the fast path to its last value.
struct BitReader {
    private let bytes: UnsafeRawBufferPointer
    private let bitCount: Int
    private var bitPosition: Int

    init(_ bytes: UnsafeRawBufferPointer, startingAtByte start: Int) {
        self.init(bytes, range: min(start, bytes.count)..<bytes.count)
    }

    /// A reader of the bytes in `range` of `bytes` (a range within them).
    init(_ bytes: UnsafeRawBufferPointer, range: Range<Int>) {
        self.bytes = bytes
        bitCount = min(range.upperBound, bytes.count) * 8
        bitPosition = min(range.lowerBound, bytes.count) * 8
    }

    /// True when no whole byte is left unread (the last one may hold padding).
    var isAtEnd: Bool { (bitPosition + 7) >> 3 >= bitCount >> 3 }

    /// The next `count` (0...31) bits as a number, the first read the least significant.
    mutating func readBits(_ count: Int) throws(FormatError) -> UInt32 {
        guard bitPosition + count <= bitCount else { throw FormatError("a postings stream ends inside a value") }
        let value = window() & (UInt64(1) << UInt64(count) - 1)
        bitPosition += count
        return UInt32(truncatingIfNeeded: value)
    }

    /// The next value, coded with parameter `k` (0...31).
    @inline(__always)
    mutating func read(parameter k: Int) throws(FormatError) -> UInt32 {
        let byte = bitPosition &>> 3
        if byte &+ 8 <= bytes.count {
            // Eight whole bytes are there, so a code of up to 57 bits ends inside them.
            let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: byte, as: UInt64.self)) &>> UInt64(bitPosition & 7)
            let zeros = word.trailingZeroBitCount
            let length = zeros &+ 1 &+ k
            if length <= 57 && bitPosition &+ length <= bitCount {
                let value = UInt64(zeros) &<< UInt64(k) | (word &>> UInt64(zeros &+ 1)) & (UInt64(1) &<< UInt64(k) &- 1)
                if value <= UInt64(UInt32.max) {
                    bitPosition &+= length
                    return UInt32(truncatingIfNeeded: value)
                }
            }
        }
        return try readNearTheEndOrLong(parameter: k)
    }

    /// Two consecutive values, coded with parameters `k` and then `l`: both from one load when
    /// they fit in its window, as a document's gap and frequency in most blocks do (a common
    /// term's take a few bits each), which halves the loads on the walk's hottest path.
    @inline(__always)
    mutating func readPair(parameters k: Int, _ l: Int) throws(FormatError) -> (UInt32, UInt32) {
        let byte = bitPosition &>> 3
        if byte &+ 8 <= bytes.count {
            let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: byte, as: UInt64.self)) &>> UInt64(bitPosition & 7)
            let zeros = word.trailingZeroBitCount
            let first = zeros &+ 1 &+ k
            if first < 57 {
                let rest = word &>> UInt64(first)
                let moreZeros = rest.trailingZeroBitCount
                let length = first &+ moreZeros &+ 1 &+ l
                if length <= 57 && bitPosition &+ length <= bitCount {
                    let value = UInt64(zeros) &<< UInt64(k) | (word &>> UInt64(zeros &+ 1)) & (UInt64(1) &<< UInt64(k) &- 1)
                    let next = UInt64(moreZeros) &<< UInt64(l) | (rest &>> UInt64(moreZeros &+ 1)) & (UInt64(1) &<< UInt64(l) &- 1)
                    if value | next <= UInt64(UInt32.max) {
                        bitPosition &+= length
                        return (UInt32(truncatingIfNeeded: value), UInt32(truncatingIfNeeded: next))
                    }
                }
            }
        }
        return (try read(parameter: k), try read(parameter: l))
    }

    /// Decodes up to `count` documents of a block, each a gap and a frequency − 1 coded with `k`
    /// and `l`, while each pair fits one eight-byte load: their ids (from `next` on), frequencies
    /// and where their positions start among the block's values (from `values` on). Returns how
    /// many it decoded, the rest left to `readPair` (which also reports damage). With `k` and `l`
    /// at most 26 no value can pass UInt32 (a unary part here is under 57 bits), so the walk's
    /// hottest loop checks only the load and the block's end.
    @inline(__always)
    mutating func readDocuments(_ count: Int, parameters k: Int, _ l: Int, next: inout UInt64, values: inout Int,
                                documents: UnsafeMutablePointer<UInt32>, frequencies: UnsafeMutablePointer<UInt32>,
                                valueStarts: UnsafeMutablePointer<Int>) -> Int {
        guard count > 0, k <= 26, l <= 26 else { return 0 }
        // The common lists' blocks (a document in most ids: 发展, 环境, 中国) have small gap and
        // frequency parameters: a copy of the loop for each drops their shifts and masks.
        @inline(__always)
        func decode(_ k: Int, _ l: Int) -> Int {
            decodeDocuments(count, parameters: k, l, next: &next, values: &values, documents: documents, frequencies: frequencies,
                            valueStarts: valueStarts)
        }
        switch (k, l) {
        case (0, 0): return decodeOneBitPairs(count, frequencyParameter: 0, next: &next, values: &values, documents: documents,
                                              frequencies: frequencies, valueStarts: valueStarts)
        case (0, _): return decodeOneBitPairs(count, frequencyParameter: l, next: &next, values: &values, documents: documents,
                                              frequencies: frequencies, valueStarts: valueStarts)
        case (1, 0): return decode(1, 0)
        case (1, _): return decode(1, l)
        case (2, 0): return decode(2, 0)
        default: return decode(k, l)
        }
    }

    /// `readDocuments` for a gap parameter of 0 (the densest blocks: 发展, 环境), where a document
    /// is two one bits, its gap the zeros before the first and its frequency − 1's unary part
    /// those before the second, then `l` low bits: found by clearing bits in a loaded word, not
    /// by shifting a window to each document.
    @inline(__always)
    private mutating func decodeOneBitPairs(_ count: Int, frequencyParameter l: Int, next: inout UInt64, values: inout Int,
                                            documents: UnsafeMutablePointer<UInt32>, frequencies: UnsafeMutablePointer<UInt32>,
                                            valueStarts: UnsafeMutablePointer<Int>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let lastLoad = bytes.count &- 8
        var bit = bitPosition, slot = 0, id = next, value = values
        while slot < count {
            let byte = bit &>> 3
            guard byte <= lastLoad else { break }
            // 57 bits or more of the block from `bit` on, as far as the block goes.
            let limit = min(57, bitCount &- bit)
            var word = UInt64(littleEndian: (base + byte).loadUnaligned(as: UInt64.self)) &>> UInt64(truncatingIfNeeded: bit & 7)
            var used = 0
            while slot < count {
                let rest = word & (word &- 1)
                guard word != 0, rest != 0 else { break }
                let first = word.trailingZeroBitCount, second = rest.trailingZeroBitCount
                let end = second &+ 1 &+ l
                guard end <= limit else { break }
                id &+= UInt64(truncatingIfNeeded: first &- used)
                let low = Int(truncatingIfNeeded: rest &>> UInt64(truncatingIfNeeded: second &+ 1)) & (1 &<< l &- 1)
                let extra = (second &- first &- 1) &<< l | low
                documents[slot] = UInt32(truncatingIfNeeded: id)
                frequencies[slot] = UInt32(truncatingIfNeeded: extra &+ 1)
                valueStarts[slot] = value
                value &+= extra &+ 1
                id &+= 1
                used = end
                word = rest & (UInt64.max &<< UInt64(truncatingIfNeeded: end))
                slot &+= 1
            }
            guard used > 0 else { break }
            bit &+= used
        }
        bitPosition = bit
        next = id
        values = value
        return slot
    }

    @inline(__always)
    private mutating func decodeDocuments(_ count: Int, parameters k: Int, _ l: Int, next: inout UInt64, values: inout Int,
                                          documents: UnsafeMutablePointer<UInt32>, frequencies: UnsafeMutablePointer<UInt32>,
                                          valueStarts: UnsafeMutablePointer<Int>) -> Int {
        let base = bytes.baseAddress, lastLoad = bytes.count &- 8
        guard let base else { return 0 }
        let gapMask = UInt64(1) &<< UInt64(k) &- 1, extraMask = UInt64(1) &<< UInt64(l) &- 1
        let fixed = 2 &+ k &+ l, bitCount = self.bitCount
        var bit = bitPosition, slot = 0, id = next, value = values
        while slot < count {
            let byte = bit &>> 3
            guard byte <= lastLoad else { break }
            let word = UInt64(littleEndian: (base + byte).loadUnaligned(as: UInt64.self)) &>> UInt64(truncatingIfNeeded: bit & 7)
            let zeros = word.trailingZeroBitCount
            let afterGap = word &>> UInt64(truncatingIfNeeded: zeros &+ 1 &+ k)
            let moreZeros = afterGap.trailingZeroBitCount
            let length = zeros &+ moreZeros &+ fixed
            guard length <= 57, bit &+ length <= bitCount else { break }
            let gap = UInt64(truncatingIfNeeded: zeros) &<< UInt64(truncatingIfNeeded: k)
                | (word &>> UInt64(truncatingIfNeeded: zeros &+ 1)) & gapMask
            let extra = Int(moreZeros) &<< l | Int(truncatingIfNeeded: afterGap &>> UInt64(truncatingIfNeeded: moreZeros &+ 1)) & Int(extraMask)
            id &+= gap
            documents[slot] = UInt32(truncatingIfNeeded: id)
            frequencies[slot] = UInt32(truncatingIfNeeded: extra &+ 1)
            valueStarts[slot] = value
            value &+= extra &+ 1
            id &+= 1
            bit &+= length
            slot &+= 1
        }
        bitPosition = bit
        next = id
        values = value
        return slot
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
        bytes.bitWindow(at: bitPosition)
    }
}

extension UnsafeRawBufferPointer {
    /// At least 57 bits starting at bit `bit` (bits counted from the least significant of each
    /// byte), zeros past the end: one unaligned load away from the end.
    @inline(__always)
    func bitWindow(at bit: Int) -> UInt64 {
        let byte = bit &>> 3
        var word: UInt64 = 0
        if byte &+ 8 <= count {
            word = UInt64(littleEndian: loadUnaligned(fromByteOffset: byte, as: UInt64.self))
        } else {
            var index = byte
            while index < count {
                word |= UInt64(self[index]) << UInt64(8 * (index - byte))
                index += 1
            }
        }
        return word &>> UInt64(bit & 7)
    }
}

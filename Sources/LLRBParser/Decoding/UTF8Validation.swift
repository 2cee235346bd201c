/// Finds the first byte that breaks UTF-8, or the first control byte no text holds, so that an
/// error can point at it. It is the only validation a UTF-8 page gets (see `KnownValidUTF8`): it
/// must refuse exactly what the standard library refuses.
enum UTF8Validation {
    /// What stops the walk over a page's bytes first.
    enum Problem {
        /// A control byte no text holds (see `BinaryBytes`).
        case control(offset: Int)
        /// A byte that does not belong to a well-formed UTF-8 sequence.
        case invalid(offset: Int)
    }

    /// The first control byte or byte that breaks UTF-8, or nil when all of `bytes` is valid
    /// UTF-8 text: one pass for the two questions every page is asked.
    static func firstProblem(in bytes: UnsafeBufferPointer<UInt8>) -> Problem? {
        guard let base = bytes.baseAddress else { return nil }
        let raw = UnsafeRawPointer(base)
        var index = 0
        let count = bytes.count
        while index < count {
            // Eight bytes at a time where they are plainly fine: a word of ASCII text without a
            // control byte, or two ideographs (leads E1–EC) in its first six bytes. Anything
            // else, and the last few bytes, take the byte-by-byte walk below.
            if index + 8 <= count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                if word & 0x8080_8080_8080_8080 == 0 {
                    if !BinaryBytes.mayHoldControl(word) {
                        index += 8
                        continue
                    }
                } else if isCommonThreeBytePair(word) {
                    index = pairRunEnd(raw, from: index + 6, count: count)
                    continue
                }
            }
            let lead = bytes[index]
            if lead < 0x80 {
                if lead < 0x20 ? !BinaryBytes.isAllowedControl(lead) : lead == 0x7F {
                    return .control(offset: index)
                }
                index += 1
                continue
            }
            // The bulk of a Chinese page: a lead of E1–EC takes any two continuation bytes.
            if isCommonThreeByte(bytes, at: index) {
                index += 3
                continue
            }
            let length: Int
            var lower: UInt8 = 0x80
            var upper: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; lower = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; upper = 0x9F
            case 0xF0: length = 4; lower = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; upper = 0x8F
            default: return .invalid(offset: index)
            }
            guard index + length <= count else { return .invalid(offset: index) }
            let second = bytes[index + 1]
            guard second >= lower, second <= upper else { return .invalid(offset: index) }
            var next = index + 2
            while next < index + length {
                guard bytes[next] & 0xC0 == 0x80 else { return .invalid(offset: index) }
                next += 1
            }
            index += length
        }
        return nil
    }

    /// Where a run of ideograph pairs (see `isCommonThreeBytePair`) from `start` ends: Chinese
    /// text is such runs, and a loop that asks only this of each word costs a third of the
    /// instructions of the walk above, which tries ASCII first.
    @inline(__always)
    private static func pairRunEnd(_ raw: UnsafeRawPointer, from start: Int, count: Int) -> Int {
        var index = start
        while index &+ 8 <= count,
              isCommonThreeBytePair(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))) {
            index &+= 6
        }
        return index
    }

    /// The first six bytes of `word` (read little-endian) are two sequences with a lead of
    /// E1–EC and two continuation bytes each: well-formed.
    @inline(__always)
    private static func isCommonThreeBytePair(_ word: UInt64) -> Bool {
        let continuations: UInt64 = 0x0000_C0C0_00C0_C000
        guard word & continuations == 0x0000_8080_0080_8000 else { return false }
        let first = UInt8(truncatingIfNeeded: word) &- 0xE1
        let second = UInt8(truncatingIfNeeded: word >> 24) &- 0xE1
        return first < 0x0C && second < 0x0C
    }

    /// A sequence at `index` with a lead of E1–EC and two continuation bytes: well-formed.
    @inline(__always)
    private static func isCommonThreeByte(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index + 3 <= bytes.count else { return false }
        let lead = bytes[index]
        return lead >= 0xE1 && lead <= 0xEC && bytes[index + 1] & 0xC0 == 0x80 && bytes[index + 2] & 0xC0 == 0x80
    }
}

/// Text never holds NUL or most other C0 control bytes; finding one means the file is binary
/// (or UTF-16 without a byte-order mark), and no encoding guess should be tried on it, unless
/// `StrayControlBytes` finds it one of a few accidents in a page.
enum BinaryBytes {
    /// Tab, line feed, vertical tab, form feed and carriage return are the only control bytes
    /// plain text may carry.
    static func isAllowedControl(_ byte: UInt8) -> Bool {
        byte == 0x09 || byte == 0x0A || byte == 0x0B || byte == 0x0C || byte == 0x0D
    }

    /// The offset of the first control byte text would not contain, or nil. Eight bytes are
    /// tested at a time; only a word holding a control byte (most hold none) is looked into.
    static func firstOffset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index + 8 <= bytes.count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                if mayHoldControl(word), let found = firstOffset(in: bytes, from: index, to: index + 8) {
                    return found
                }
                index += 8
            }
        }
        return firstOffset(in: bytes, from: index, to: bytes.count)
    }

    /// Whether a byte of `word` is below 0x20 or is 0x7F (never false when one is).
    @inline(__always)
    static func mayHoldControl(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let below20 = (word &- ones &* 0x20) & ~word & highs
        let delete = word ^ (ones &* 0x7F)
        let is7F = (delete &- ones) & ~delete & highs
        return below20 | is7F != 0
    }

    private static func firstOffset(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int? {
        for index in start..<end {
            let byte = bytes[index]
            if (byte < 0x20 && !isAllowedControl(byte)) || byte == 0x7F {
                return index
            }
        }
        return nil
    }
}

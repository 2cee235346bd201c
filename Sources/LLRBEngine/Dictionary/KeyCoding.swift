/// How a dictionary entry stores its key after the previous one of its block (docs/FORMAT.md,
/// "Dictionary"): the shared prefix length, then either the rest of the key, or — when the key
/// has the previous key's length and differs in its last seven bytes or fewer — the difference of
/// those bytes read as a big-endian number. Consecutive bigrams with the same first character
/// (`发展`, `发布`) then cost a byte or two instead of a length and three bytes.
enum KeyCoding {
    private static let maximumDeltaBytes = 7

    static func append(_ key: UnsafeRawBufferPointer, after previous: UnsafeRawBufferPointer, to writer: inout ScratchBytes) {
        let limit = min(previous.count, key.count)
        var shared = 0
        while shared < limit && previous[shared] == key[shared] { shared += 1 }
        guard !previous.isEmpty, key.count == previous.count, key.count - shared <= maximumDeltaBytes else {
            writer.appendVarint(shared << 1)
            writer.appendBlob(UnsafeRawBufferPointer(rebasing: key[shared...]))
            return
        }
        var keyNumber: UInt64 = 0, previousNumber: UInt64 = 0
        for index in shared..<key.count {
            keyNumber = keyNumber << 8 | UInt64(key[index])
            previousNumber = previousNumber << 8 | UInt64(previous[index])
        }
        writer.appendVarint(shared << 1 | 1)
        writer.appendVarint(keyNumber - previousNumber)
    }

    /// Replaces `key` (the previous key of the block, empty at its start) with the next one.
    static func read(into key: inout [UInt8], from reader: inout ByteReader) throws(FormatError) {
        let code = try reader.readVarint()
        guard code >> 1 <= UInt64(key.count) else { throw FormatError("a dictionary key shares more than the previous key has") }
        let shared = Int(code >> 1)
        guard code & 1 == 1 else {
            key.removeSubrange(shared...)
            key.append(contentsOf: try reader.readBlob())
            return
        }
        let sum = try adding(from: &reader, to: key[shared...].reduce(0) { $0 << 8 | UInt64($1) }, width: key.count - shared)
        for index in shared..<key.count { key[index] = UInt8(truncatingIfNeeded: sum >> UInt64(8 * (key.count - 1 - index))) }
    }

    /// `read(into:from:)` over a buffer holding the previous key in its first `length` bytes
    /// (room for any key of the block); returns the bytes it shares with the previous key.
    static func read(into key: UnsafeMutableRawBufferPointer, length: inout Int,
                     from reader: inout ByteReader) throws(FormatError) -> Int {
        let code = try reader.readVarint()
        guard code >> 1 <= UInt64(length) else { throw FormatError("a dictionary key shares more than the previous key has") }
        let shared = Int(code >> 1)
        guard code & 1 == 1 else {
            let suffix = try reader.readBlob()
            guard suffix.count <= key.count - shared else { throw FormatError("a dictionary key longer than its block") }
            if let base = key.baseAddress, let source = suffix.baseAddress { (base + shared).copyMemory(from: source, byteCount: suffix.count) }
            length = shared + suffix.count
            return shared
        }
        // Through the raw pointer: a lookup decodes ~16 keys, and the checked slice loops cost
        // more than the rest of reading an entry.
        guard let base = key.baseAddress, length <= key.count else { throw FormatError("a dictionary key longer than its block") }
        var previous: UInt64 = 0
        for index in shared..<length { previous = previous &<< 8 | UInt64(base.load(fromByteOffset: index, as: UInt8.self)) }
        var sum = try adding(from: &reader, to: previous, width: length - shared)
        var index = length
        while index > shared {
            index &-= 1
            base.storeBytes(of: UInt8(truncatingIfNeeded: sum), toByteOffset: index, as: UInt8.self)
            sum &>>= 8
        }
        return shared
    }

    /// The previous key's last `width` bytes, read as a big-endian number, plus the entry's difference.
    private static func adding(from reader: inout ByteReader, to previous: UInt64, width: Int) throws(FormatError) -> UInt64 {
        guard width > 0, width <= maximumDeltaBytes else { throw FormatError("a dictionary key delta of a bad width") }
        let (sum, overflow) = previous.addingReportingOverflow(try reader.readVarint())
        guard !overflow, sum >> UInt64(8 * width) == 0 else { throw FormatError("a dictionary key delta out of range") }
        return sum
    }
}

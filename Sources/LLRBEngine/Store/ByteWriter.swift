/// Builds the bytes of an index file: little-endian integers, LEB128 varints, raw bytes.
package struct ByteWriter {
    package var bytes: [UInt8] = []

    package init() {}

    package var count: Int { bytes.count }

    package mutating func reserve(_ capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    package mutating func append(_ value: UInt8) {
        bytes.append(value)
    }

    package mutating func append(_ value: UInt32) {
        var little = value.littleEndian
        withUnsafeBytes(of: &little) { bytes.append(contentsOf: $0) }
    }

    package mutating func append(_ value: UInt64) {
        var little = value.littleEndian
        withUnsafeBytes(of: &little) { bytes.append(contentsOf: $0) }
    }

    /// Unsigned LEB128: seven bits a byte, low bits first, high bit set on all but the last.
    package mutating func appendVarint(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// The bytes `appendVarint` takes for `value` (≥ 0).
    static func varintLength(_ value: Int) -> Int {
        max(1, (Int.bitWidth - value.leadingZeroBitCount + 6) / 7)
    }

    package mutating func appendVarint(_ value: Int) {
        appendVarint(UInt64(value))
    }

    package mutating func append<Bytes: Sequence>(contentsOf other: Bytes) where Bytes.Element == UInt8 {
        bytes.append(contentsOf: other)
    }

    /// A length (varint) followed by the bytes.
    package mutating func appendBlob<Bytes: Collection>(_ blob: Bytes) where Bytes.Element == UInt8 {
        appendVarint(blob.count)
        bytes.append(contentsOf: blob)
    }

    mutating func appendString(_ text: String) {
        appendBlob(Array(text.utf8))
    }

    /// Appends the CRC-32 of the bytes from `start` to the end, and returns it.
    @discardableResult
    package mutating func appendChecksum(from start: Int) -> UInt32 {
        let crc = bytes.withUnsafeBytes { CRC32.checksum(UnsafeRawBufferPointer(rebasing: $0[start...])) }
        append(crc)
        return crc
    }
}

/// Reads what ByteWriter wrote, over mapped file bytes, never past the end: a damaged file
/// gives a thrown error, never a crash.
package struct ByteReader {
    package let bytes: UnsafeRawBufferPointer
    package var offset: Int

    package init(_ bytes: UnsafeRawBufferPointer, at offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    package var isAtEnd: Bool { offset >= bytes.count }
    package var remaining: Int { bytes.count - offset }

    package mutating func readByte() throws(FormatError) -> UInt8 {
        guard offset < bytes.count else { throw FormatError("unexpected end of data") }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// Inlined, as `readCount`: a skip table reads two of each for every block of a posting
    /// list, and the calls were half of an entry's ~330 instructions (16 M of a ranked page of
    /// `的` at 10 GB, 25 M of `发展`'s).
    @inline(__always)
    mutating func readUInt32() throws(FormatError) -> UInt32 {
        guard offset >= 0, remaining >= 4 else { throw FormatError("unexpected end of data") }
        defer { offset += 4 }
        return bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self).littleEndian
    }

    mutating func readUInt64() throws(FormatError) -> UInt64 {
        guard offset >= 0, remaining >= 8 else { throw FormatError("unexpected end of data") }
        defer { offset += 8 }
        return bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian
    }

    /// One byte inline (most positions and document deltas are below 128), longer ones out of
    /// line: inlined whole, the loop made every posting-list walk twice as slow.
    @inline(__always)
    package mutating func readVarint() throws(FormatError) -> UInt64 {
        if offset < bytes.count {
            let byte = bytes[offset]
            if byte < 0x80 {
                offset += 1
                return UInt64(byte)
            }
        }
        return try readLongVarint()
    }

    private mutating func readLongVarint() throws(FormatError) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard offset < bytes.count, shift < 64 else { throw FormatError("bad varint") }
            let byte = bytes[offset]
            offset += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }

    /// A varint that must fit in `limit` (a count or a length that the data has to back).
    @inline(__always)
    package mutating func readCount(atMost limit: Int) throws(FormatError) -> Int {
        let value = try readVarint()
        guard value <= UInt64(limit) else { throw FormatError("count \(value) out of range") }
        return Int(value)
    }

    mutating func readBytes(_ count: Int) throws(FormatError) -> UnsafeRawBufferPointer {
        guard count >= 0, count <= remaining else { throw FormatError("length \(count) past the end of data") }
        defer { offset += count }
        return UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + count])
    }

    mutating func readBlob() throws(FormatError) -> UnsafeRawBufferPointer {
        try readBytes(readCount(atMost: remaining))
    }

    mutating func readString() throws(FormatError) -> String {
        String(decoding: try readBlob(), as: UTF8.self)
    }
}

/// What is wrong inside an index file; turned into an IndexError naming the file.
package struct FormatError: Error {
    package var reason: String
    /// Set when the file is not damaged but of no kind or version this build reads.
    package var foreign: Foreign?

    /// What a file that is not damaged but cannot be read is.
    package enum Foreign {
        case notThisKind
        /// A manifest's version (a segment's is `SegmentHeader`'s to tell).
        case version(UInt32, reads: ClosedRange<UInt32>)
    }

    package init(_ reason: String) {
        self.reason = reason
    }

    package init(_ foreign: Foreign) {
        switch foreign {
        case .notThisKind: reason = "not a file of this kind"
        case .version(let version, let reads): reason = "format version \(version), not \(reads.lowerBound) to \(reads.upperBound)"
        }
        self.foreign = foreign
    }
}

/// CRC-32 (IEEE 802.3, reflected polynomial 0xEDB88320), the checksum in every index file.
/// Table-driven, sixteen bytes per step ("slicing-by-16", 16 KB of tables: ~3.1 instructions a
/// byte where eight bytes a step took 3.75), so that verifying a posting list costs little next
/// to decoding it, and summing a segment's sections little next to building them.
package enum CRC32 {
    private static let slices = 16

    private static let tables: [UInt32] = {
        var tables = [UInt32](repeating: 0, count: slices * 256)
        for byte in 0..<256 {
            var crc = UInt32(byte)
            for _ in 0..<8 {
                crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1
            }
            tables[byte] = crc
        }
        for slice in 1..<slices {
            for byte in 0..<256 {
                let previous = tables[(slice - 1) * 256 + byte]
                tables[slice * 256 + byte] = (previous >> 8) ^ tables[Int(previous & 0xFF)]
            }
        }
        return tables
    }()

    /// The checksum of `bytes`, continuing from `crc` (pass the result of an earlier call to
    /// checksum data in pieces).
    package static func checksum(_ bytes: UnsafeRawBufferPointer, continuing crc: UInt32 = 0) -> UInt32 {
        tables.withUnsafeBufferPointer { table in
            /// The table lookups of four bytes, `word` least significant first, that stand
            /// `slice` to `slice - 3` bytes before the end of the step.
            func lookUp(_ word: UInt32, from slice: Int) -> UInt32 {
                table[slice &* 256 &+ Int(word & 0xFF)] ^ table[(slice &- 1) &* 256 &+ Int((word &>> 8) & 0xFF)]
                    ^ table[(slice &- 2) &* 256 &+ Int((word &>> 16) & 0xFF)] ^ table[(slice &- 3) &* 256 &+ Int(word &>> 24)]
            }
            func word(at offset: Int) -> UInt32 {
                UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
            }
            var state = ~crc
            var index = 0
            let count = bytes.count
            while index &+ 16 <= count {
                state = lookUp(word(at: index) ^ state, from: 15) ^ lookUp(word(at: index &+ 4), from: 11)
                    ^ lookUp(word(at: index &+ 8), from: 7) ^ lookUp(word(at: index &+ 12), from: 3)
                index &+= 16
            }
            if index &+ 8 <= count {
                state = lookUp(word(at: index) ^ state, from: 7) ^ lookUp(word(at: index &+ 4), from: 3)
                index &+= 8
            }
            while index < count {
                state = (state >> 8) ^ table[Int((state ^ UInt32(bytes[index])) & 0xFF)]
                index += 1
            }
            return ~state
        }
    }

    package static func checksum(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBytes { checksum($0) }
    }

    /// The checksum of `a` followed by `b`, from `crcA` (`checksum(a)`), `crcB` (`checksum(b)`)
    /// and the length of `b` alone: a writer that has the checksum of each piece of a section
    /// gets the section's without reading its bytes a second time. `crcA` is shifted over `b`'s
    /// bits, a product with x^(8n) modulo the polynomial, whose factors come from tables: two
    /// products for any piece shorter than 16 MB, some 500 instructions, where summing the
    /// piece again takes about four a byte.
    package static func combine(_ crcA: UInt32, _ crcB: UInt32, lengthOfB: Int) -> UInt32 {
        product(powerOfX(bytes: lengthOfB), crcA) ^ crcB
    }

    /// The reflected polynomial; bit 31 is the coefficient of x^0.
    private static let polynomial: UInt32 = 0xEDB8_8320
    private static let one: UInt32 = 1 << 31
    private static let shiftTableSize = 1 << 12

    /// x^(8n) modulo the polynomial for n = 0..<4096, then x^(8 × 4096 × m) for m = 0..<4096.
    private static let byteShifts: [UInt32] = {
        var table = [UInt32](repeating: 0, count: 2 * shiftTableSize)
        let xToThe8: UInt32 = 1 << 23
        table[0] = one
        for n in 1..<shiftTableSize { table[n] = product(table[n - 1], xToThe8) }
        let step = product(table[shiftTableSize - 1], xToThe8)
        table[shiftTableSize] = one
        for m in 1..<shiftTableSize { table[shiftTableSize + m] = product(table[shiftTableSize + m - 1], step) }
        return table
    }()

    /// a × b modulo the polynomial, both reflected.
    private static func product(_ a: UInt32, _ b: UInt32) -> UInt32 {
        var result: UInt32 = 0
        var multiple = b
        var rest = a
        while rest != 0 {
            result ^= multiple & (0 &- (rest >> 31))
            rest <<= 1
            multiple = multiple >> 1 ^ polynomial & (0 &- (multiple & 1))
        }
        return result
    }

    /// x^(8 × bytes) modulo the polynomial.
    private static func powerOfX(bytes: Int) -> UInt32 {
        let size = shiftTableSize
        let covered = size * size - 1
        guard bytes <= covered else { return product(powerOfX(bytes: covered), powerOfX(bytes: bytes - covered)) }
        return byteShifts.withUnsafeBufferPointer { table in
            let low = table[bytes & (size - 1)]
            return bytes < size ? low : product(low, table[size + bytes / size])
        }
    }
}

/// UTF-16 pages (some Windows OCR tools write them) are read only with a byte-order mark; without
/// one their NUL bytes make them look binary, which is the safer mistake.
enum UTF16Decoding {
    static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>, bigEndian: Bool, source: String
    ) -> Result<String, PageDecodingError> {
        let payload = bytes.count - 2
        guard payload % 2 == 0 else {
            return .failure(.invalidUTF16(source: source, offset: bytes.count - 1))
        }
        var units: [UInt16] = []
        units.reserveCapacity(payload / 2)
        var offset = 2
        while offset < bytes.count {
            let first = UInt16(bytes[offset])
            let second = UInt16(bytes[offset + 1])
            units.append(bigEndian ? first << 8 | second : second << 8 | first)
            offset += 2
        }
        var index = 0
        while index < units.count {
            let unit = units[index]
            if UTF16.isLeadSurrogate(unit) {
                guard index + 1 < units.count, UTF16.isTrailSurrogate(units[index + 1]) else {
                    return .failure(.invalidUTF16(source: source, offset: 2 + index * 2))
                }
                index += 2
                continue
            }
            if UTF16.isTrailSurrogate(unit) {
                return .failure(.invalidUTF16(source: source, offset: 2 + index * 2))
            }
            if unit < 0x80, (unit < 0x20 && !BinaryBytes.isAllowedControl(UInt8(unit))) || unit == 0x7F {
                return .failure(.binary(source: source, offset: 2 + index * 2, byte: UInt8(unit)))
            }
            index += 1
        }
        return .success(LineEndings.normalized(String(decoding: units, as: UTF16.self)))
    }
}

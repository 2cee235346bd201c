/// UTF-16 pages (some Windows OCR tools write them) are read only with a byte-order mark; without
/// one their NUL bytes make them look binary, which is the safer mistake.
enum UTF16Decoding {
    /// The page after its byte-order mark, checked and turned into UTF-8 in one pass: the
    /// standard library's `String(decoding:as: UTF16.self)` took ~300 instructions a byte here,
    /// as long as parsing and indexing the page did.
    static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>, bigEndian: Bool, source: String
    ) -> Result<String, PageDecodingError> {
        let payload = bytes.count - 2
        guard payload % 2 == 0 else {
            return .failure(.invalidUTF16(source: source, offset: bytes.count - 1))
        }
        let unitCount = payload / 2
        func unit(_ index: Int) -> UInt32 {
            let first = UInt32(bytes[2 + index * 2]), second = UInt32(bytes[3 + index * 2])
            return bigEndian ? first << 8 | second : second << 8 | first
        }
        // A unit takes at most three bytes of UTF-8; a surrogate pair, two units, takes four.
        var output = UTF8Output(capacity: unitCount * 3)
        var index = 0
        while index < unitCount {
            let value = unit(index)
            switch value {
            case ..<0x80:
                if (value < 0x20 && !BinaryBytes.isAllowedControl(UInt8(value))) || value == 0x7F {
                    return .failure(.binary(source: source, offset: 2 + index * 2, byte: UInt8(value)))
                }
                output.append(ascii: UInt8(value))
            case 0xD800..<0xDC00:
                guard index + 1 < unitCount, case let trail = unit(index + 1), (0xDC00..<0xE000).contains(trail) else {
                    return .failure(.invalidUTF16(source: source, offset: 2 + index * 2))
                }
                output.append(scalar: 0x10000 + (value - 0xD800) << 10 + (trail - 0xDC00))
                index += 1
            case 0xDC00..<0xE000:
                return .failure(.invalidUTF16(source: source, offset: 2 + index * 2))
            default:
                output.append(scalar: value)
            }
            index += 1
        }
        return .success(output.text())
    }
}

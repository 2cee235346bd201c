/// `%XX` escapes of a request-target or a form turned back into bytes (RFC 3986 §2.1).
enum PercentDecoding {
    /// The bytes `encoded` stands for, with `+` read as a space when `plusIsSpace` (a query of
    /// an HTML form); nil when a `%` is not followed by two hex digits.
    static func decode(_ encoded: some Collection<UInt8>, plusIsSpace: Bool) -> [UInt8]? {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(encoded.count)
        var iterator = encoded.makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case UInt8(ascii: "%"):
                guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
                decoded.append(high << 4 | low)
            case UInt8(ascii: "+") where plusIsSpace:
                decoded.append(HTTPSyntax.space)
            default:
                decoded.append(byte)
            }
        }
        return decoded
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

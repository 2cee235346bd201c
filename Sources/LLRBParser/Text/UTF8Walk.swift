/// Walks the scalars of valid UTF-8 (a Swift String's bytes) without building `Unicode.Scalar`
/// values or `Character`s: the inner loop of line reading and text output.
public enum UTF8Walk {
    /// Calls `body` with each scalar's value, its first byte's offset and its byte count.
    @inline(__always)
    static func forEachScalar(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (UInt32, Int, Int) -> Void) {
        var index = 0
        while index < bytes.count, let (value, width) = scalar(in: bytes, at: index) {
            body(value, index, width)
            index += width
        }
    }

    /// The scalar starting at `index` and its byte count; nil when it is cut off.
    @inlinable
    public static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (value: UInt32, width: Int)? {
        let lead = UInt32(bytes[index])
        let width = width(ofLead: bytes[index])
        guard index + width <= bytes.count else { return nil }
        var value: UInt32
        switch width {
        case 1: value = lead
        case 2: value = (lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
        case 3: value = (lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
        default:
            value = (lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12
            value |= UInt32(bytes[index + 2] & 0x3F) << 6 | UInt32(bytes[index + 3] & 0x3F)
        }
        return (value, width)
    }

    /// The byte count of the scalar whose first byte is `lead`.
    @inlinable
    public static func width(ofLead lead: UInt8) -> Int {
        lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    }

    /// Where the scalar that ends right before `offset` (> 0) starts: for readers that walk
    /// a line backwards.
    @inline(__always)
    static func scalarStart(before offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var start = offset - 1
        while start > 0, bytes[start] & 0xC0 == 0x80 {
            start -= 1
        }
        return start
    }

    /// The value of the first scalar of `text`, nil when it is empty: `unicodeScalars.first`
    /// without building an index and a `Unicode.Scalar`, for the many readers that turn a line
    /// away on its first character.
    @inline(__always)
    package static func firstScalar(of text: some StringProtocol) -> UInt32? {
        withBytes(text) { bytes in bytes.isEmpty ? nil : scalar(in: bytes, at: 0)?.value }
    }

    /// The value of the last scalar of `text`, nil when it is empty: for readers that turn a
    /// line away on how it ends.
    @inline(__always)
    static func lastScalar(of text: some StringProtocol) -> UInt32? {
        withBytes(text) { bytes in bytes.isEmpty ? nil : scalar(in: bytes, at: scalarStart(before: bytes.count, in: bytes))?.value }
    }

    /// Whether every scalar of `bytes` is one that is its own normal form and combines with
    /// nothing (ASCII, U+3001–U+3029, U+4000–U+9FFF, U+FF00–U+FF7F): two such texts are equal
    /// as Strings, Character by Character, exactly when their bytes are.
    static func isOwnNormalForm(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            guard index + 3 <= bytes.count else { return false }
            let second = bytes[index + 1]
            switch lead {
            case 0xE4...0xE9: break
            case 0xE3 where second == 0x80 && bytes[index + 2] >= 0x81 && bytes[index + 2] <= 0xA9: break
            case 0xEF where second == 0xBC || second == 0xBD: break
            default: return false
            }
            index += 3
        }
        return true
    }

    /// Runs `body` over the UTF-8 bytes of `text`, copying only when the string is not native.
    /// A `Substring` (a name or a caption cut from a line) hands over its bytes with `withUTF8`
    /// in a few instructions, where its view's `withContiguousStorageIfAvailable` takes a
    /// hundred and fifty.
    @inline(__always)
    static func withBytes<T>(_ text: some StringProtocol, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
        if var substring = text as? Substring {
            return substring.withUTF8(body)
        }
        if let result = text.utf8.withContiguousStorageIfAvailable(body) {
            return result
        }
        return Array(text.utf8).withUnsafeBufferPointer(body)
    }
}

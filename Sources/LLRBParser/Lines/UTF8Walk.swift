/// Walks the scalars of valid UTF-8 (a Swift String's bytes) without building `Unicode.Scalar`
/// values or `Character`s: the inner loop of line reading and text output.
enum UTF8Walk {
    /// Calls `body` with each scalar's value, its first byte's offset and its byte count.
    @inline(__always)
    static func forEachScalar(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (UInt32, Int, Int) -> Void) {
        let count = bytes.count
        var index = 0
        while index < count {
            let lead = UInt32(bytes[index])
            let width = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            guard index + width <= count else { return }
            var value: UInt32
            switch width {
            case 1: value = lead
            case 2: value = (lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
            case 3: value = (lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
            default:
                value = (lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12
                value |= UInt32(bytes[index + 2] & 0x3F) << 6 | UInt32(bytes[index + 3] & 0x3F)
            }
            body(value, index, width)
            index += width
        }
    }

    /// Runs `body` over the UTF-8 bytes of `text`, copying only when the string is not native.
    @inline(__always)
    static func withBytes<T>(_ text: some StringProtocol, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) {
            return result
        }
        return Array(text.utf8).withUnsafeBufferPointer(body)
    }
}

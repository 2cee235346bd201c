/// Control bytes that an OCR'd text page carries by accident rather than by being binary: the
/// DOS end-of-file mark (0x1A) that old Windows tools wrote after GBK text, an escape or a
/// backspace from a terminal, a NUL from a damaged copy. A binary file (an image, a PDF, UTF-16
/// without a byte-order mark) has a NUL in its first bytes or control bytes all through it; a
/// page with a few of them is text, and refusing it would keep a whole page out of the index
/// for a byte nobody can see.
enum StrayControlBytes {
    /// A NUL this early is a binary header's (PNG, JPEG, ZIP and PDF streams all have one).
    static let headerLength = 512
    /// Text holds at most one stray control byte in this many bytes; a short file none.
    static let bytesPerStray = 1024

    /// `bytes` with their stray control bytes turned into spaces (the parser reads a space
    /// inside a line as an OCR gap) and end-of-file marks at the end dropped; nil when they
    /// are too many, or a NUL comes in the first `headerLength` bytes, for a binary file.
    static func cleaned(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        var end = bytes.count
        while end > 0 && bytes[end - 1] == 0x1A { end -= 1 }
        var cleaned = Array(bytes[0..<end])
        var strays = 0
        for index in cleaned.indices where isStray(cleaned[index]) {
            if cleaned[index] == 0 && index < headerLength { return nil }
            strays += 1
            if strays > bytes.count / bytesPerStray { return nil }
            cleaned[index] = 0x20
        }
        return cleaned
    }

    private static func isStray(_ byte: UInt8) -> Bool {
        (byte < 0x20 && !BinaryBytes.isAllowedControl(byte)) || byte == 0x7F
    }
}

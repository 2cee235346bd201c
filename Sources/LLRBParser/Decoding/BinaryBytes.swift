/// Text never holds NUL or most other C0 control bytes; finding one means the file is binary
/// (or UTF-16 without a byte-order mark), and no encoding guess should be tried on it.
enum BinaryBytes {
    /// Tab, line feed, vertical tab, form feed and carriage return are the only control bytes
    /// plain text may carry.
    static func isAllowedControl(_ byte: UInt8) -> Bool {
        byte == 0x09 || byte == 0x0A || byte == 0x0B || byte == 0x0C || byte == 0x0D
    }

    /// The offset of the first control byte text would not contain, or nil.
    static func firstOffset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        for index in 0..<bytes.count {
            let byte = bytes[index]
            if (byte < 0x20 && !isAllowedControl(byte)) || byte == 0x7F {
                return index
            }
        }
        return nil
    }
}

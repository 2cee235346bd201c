extension UInt64 {
    /// Sixteen hex digits, leading zeros kept: how a content hash is written wherever text
    /// holds one (llrb's article ids and its corrections journal).
    package var paddedHex: String {
        let digits = String(self, radix: 16)
        return String(repeating: "0", count: Swift.max(0, 16 - digits.count)) + digits
    }
}

extension UInt64 {
    /// Sixteen hex digits, leading zeros kept: how document ids (`ArticleID`) and
    /// the corrections journal write a content hash.
    package var paddedHex: String {
        let digits = String(self, radix: 16)
        return String(repeating: "0", count: Swift.max(0, 16 - digits.count)) + digits
    }
}

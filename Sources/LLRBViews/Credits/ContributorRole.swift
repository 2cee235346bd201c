import LLRBIndex

/// One spelling per role, so that a person is counted once whatever form the byline took:
/// `本报记者`, `记者` and `新华社记者` are all 记者, `摄` is 摄影, `本报通讯员` is 通讯员.
public enum ContributorRole {
    /// The role as `llrb authors --role` names it.
    public static func normalized(_ printed: String) -> String {
        let role = withoutWhitespace(printed)
        if role.hasSuffix("记者") { return "记者" }
        if role.hasSuffix("通讯员") { return "通讯员" }
        if role == "摄" || role.hasSuffix("摄影") { return "摄影" }
        return role.isEmpty ? "作者" : role
    }

    /// A name as one key: OCR's letter-spacing (`康 桂 芳`) and full-width spaces removed.
    public static func normalizedName(_ printed: String) -> String {
        withoutWhitespace(printed)
    }

    /// `text` with its whitespace characters removed. Looking up every character's Unicode
    /// properties took a fifth of `llrb authors` on 1 GB of pages, and nearly every name holds
    /// no space: when no byte can begin a whitespace character (an ASCII control or space,
    /// U+0080–00BF, U+1000–2FFF, U+3000), the text is returned as it is.
    private static func withoutWhitespace(_ text: String) -> String {
        var utf8 = text.utf8.makeIterator()
        var previous: (UInt8, UInt8) = (0, 0)
        while let byte = utf8.next() {
            let mayBeWhitespace = byte <= 0x20 || byte == 0xC2 || byte == 0xE1 || byte == 0xE2
                || (previous == (0xE3, 0x80) && byte == 0x80)
            if mayBeWhitespace { return text.filter { !$0.isWhitespace } }
            previous = (previous.1, byte)
        }
        return text
    }
}

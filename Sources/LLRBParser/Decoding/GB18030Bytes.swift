/// GB18030 decodes almost any byte soup into *some* characters, so before trusting it the bytes
/// are checked for the shape of Chinese text: well-formed sequences, and most two-byte
/// characters inside the GB2312 area (common hanzi and CJK punctuation), where Simplified pages
/// keep nearly all of theirs and random bytes only about a third; or, for Traditional text in
/// GBK (whose own forms, 復 產 經, lie outside GB2312), a good share among GB2312's 3755 most
/// common hanzi, which the two scripts share (工 日 在 的): half and more of a Traditional page
/// (0.53-0.57 on the seeds made Traditional), a quarter of Big5 read as GBK and a sixth of
/// random pairs. That second rule needs enough two-byte characters to judge by: a few accented
/// capitals of Latin-1 (`AÇÃO`) can fall on level-one codes by chance.
enum GB18030Bytes {
    /// The outcome of looking at bytes as GB18030.
    enum Verdict: Equatable {
        case plausible
        /// A sequence is malformed at `offset`.
        case malformed(offset: Int)
        /// Well formed, but not shaped like Chinese text.
        case implausible
    }

    /// The share of two-byte characters that must fall in the GB2312 area.
    static let minimumCommonShare = 0.7
    /// Else, the share that must be GB2312's level-1 hanzi (rows B0-D7), among at least
    /// `minimumLevelOneSample` two-byte characters.
    static let minimumLevelOneShare = 0.4
    static let minimumLevelOneSample = 16

    static func verdict(for bytes: UnsafeBufferPointer<UInt8>) -> Verdict {
        var index = 0
        var multiByte = 0
        var common = 0
        var levelOne = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            guard lead >= 0x81, lead <= 0xFE, index + 1 < count else { return .malformed(offset: index) }
            let second = bytes[index + 1]
            if second >= 0x30, second <= 0x39 {
                guard index + 3 < count,
                      (0x81...0xFE).contains(bytes[index + 2]),
                      (0x30...0x39).contains(bytes[index + 3])
                else { return .malformed(offset: index) }
                multiByte += 1
                index += 4
                continue
            }
            guard second >= 0x40, second <= 0xFE, second != 0x7F else { return .malformed(offset: index) }
            multiByte += 1
            if lead >= 0xA1, lead <= 0xF7, second >= 0xA1 {
                common += 1
                if lead >= 0xB0, lead <= 0xD7 { levelOne += 1 }
            }
            index += 2
        }
        guard multiByte > 0 else { return .plausible }
        let isChinese = Double(common) >= minimumCommonShare * Double(multiByte)
            || multiByte >= minimumLevelOneSample && Double(levelOne) >= minimumLevelOneShare * Double(multiByte)
        return isChinese ? .plausible : .implausible
    }
}

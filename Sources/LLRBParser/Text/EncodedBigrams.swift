/// The Han bigrams of UTF-8 text, each ideograph named by its encoded bytes rather than its
/// code point: bigrams are only ever compared with each other (`BigramProbe` against a `BigramPassage`), and
/// U+4000–U+9FFF (the bulk of the text) then costs a load and two shifts per ideograph instead
/// of a decode and four range tests. Each ideograph has one name either way (the rarer ones keep
/// their code point, which never reaches 0xE40000), and no bigram's key is 0.
enum EncodedBigrams {
    /// Calls `body` with each bigram's key and whether it spans from the text before (its
    /// first ideograph is `previous`, 0 when none); `previous` becomes the last ideograph. A
    /// space keeps the ideograph before it (spaces do not part Han text), anything else parts
    /// them.
    @inline(__always)
    static func forEach(in bytes: UnsafeBufferPointer<UInt8>, after previous: inout UInt32, _ body: (UInt64, Bool) -> Void) {
        var last = previous
        var spans = last != 0
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            let name: UInt32
            if lead &- 0xE4 < 6, index &+ 3 <= count, lead != 0xE4 || bytes[index &+ 1] != 0xB7 {
                // U+4000–U+9FFF, the bulk of the text, but for the hexagram symbols U+4DC0–U+4DFF
                // (E4 B7 xx), which are no ideographs: named by their bytes.
                name = UInt32(lead) << 16 | UInt32(bytes[index &+ 1]) << 8 | UInt32(bytes[index &+ 2])
                index &+= 3
            } else if lead < 0x80 {
                index += 1
                if lead != 0x20, lead != 0x09, lead != 0x0B, lead != 0x0C {
                    last = 0
                    spans = false
                }
                continue
            } else {
                guard let (value, width) = UTF8Walk.scalar(in: bytes, at: index) else { break }
                index += width
                guard ScalarClass.isHan(value) else {
                    if !ScalarClass.isSpace(value) {
                        last = 0
                        spans = false
                    }
                    continue
                }
                name = value
            }
            // One call of `body`, so that it is inlined once.
            if last != 0 {
                body(UInt64(last) << 32 | UInt64(name), spans)
            }
            last = name
            spans = false
        }
        previous = last
    }
}

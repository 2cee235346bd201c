/// The fixed benchmark queries: what a reader of the archive types, from one character to a
/// long phrase, Latin and digits included, and one that must find nothing.
enum QuerySet {
    static let queries: [(text: String, kind: String)] = [
        ("的", "1 char, in nearly every article"),
        ("鑫", "1 char, rare"),
        ("发展", "2 chars, common"),
        ("瓷器", "2 chars, rare"),
        ("专业镇", "3 chars"),
        ("复工复产", "4 chars"),
        ("营商环境", "4 chars, often split by OCR"),
        ("乡村振兴", "4 chars"),
        ("高质量发展", "5 chars"),
        ("中国式现代化", "6 chars"),
        ("全面建成小康社会", "8 chars"),
        ("5G", "Latin and digit"),
        ("2023年", "digits and CJK"),
        ("恐龙化石", "no hits"),
    ]

    /// The phrase the generator breaks with an OCR space or line break most of all.
    static let brokenPhrase = "营商环境"

    /// The queries as UTF-8, with whether each edge is a Latin letter or digit (such an edge must
    /// not continue into more letters or digits: `5G` is not in `15G`).
    static let patterns: [QueryPattern] = queries.map { QueryPattern(text: $0.text) }
}

/// A query prepared for counting in clean article text.
struct QueryPattern {
    let bytes: [UInt8]
    let alphanumericStart: Bool
    let alphanumericEnd: Bool

    init(text: String) {
        bytes = Array(text.utf8)
        alphanumericStart = bytes.first.map(isASCIIAlphanumeric) ?? false
        alphanumericEnd = bytes.last.map(isASCIIAlphanumeric) ?? false
    }
}

func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
}

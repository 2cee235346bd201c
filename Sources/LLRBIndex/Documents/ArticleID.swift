import LLRBEngine
import LLRBParser

/// An article's id, `<issue|yyyymmdd|x>-<hash>-<ordinal>` (`10906-3f2a1c-4`): the one place ids
/// are made and taken apart. The issue or date makes the id readable, the page text's hash in
/// hex makes it unique among the pages of one issue, and the ordinal numbers the article
/// through its file. The hash depends only on the bytes; the date of a page that prints none
/// may come from its file's name (`FileNameDate`), so renaming such a file renames its
/// articles. Six hex digits when the issue or date narrows the page down to one of a few (two
/// pages of one issue collide with odds of 1 in 16 million; four digits would give a collision
/// somewhere in an archive of a few thousand issues); an undated page gets eight.
struct ArticleID: Hashable, Sendable, CustomStringConvertible {
    /// Everything before the ordinal: what the articles of one file share.
    private let file: Substring
    /// The hash's hex digits, a prefix of `UInt64.paddedHex`.
    private let hashDigits: Substring
    let ordinal: Int

    /// The id of the `ordinal`th article of a file whose first page is `page` and whose text
    /// hashes to `contentHash` (`ContentHash.of(text:)`).
    init(page: Page, contentHash: UInt64, ordinal: Int) {
        let padded = contentHash.paddedHex
        let prefix: String
        if let issue = page.issueNumber {
            prefix = "\(issue)-\(padded.prefix(6))"
        } else if let digits = page.date?.filter({ $0.isASCII && $0.isNumber }), digits.count == 8 {
            prefix = "\(digits)-\(padded.prefix(6))"
        } else {
            prefix = "x-\(padded.prefix(8))"
        }
        self.init(file: prefix[...], ordinal: ordinal)
    }

    /// Reads an id; nil for text that is not one.
    init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        // Text is an id only as `description` writes it: digits with no leading zero, so the
        // same article never answers to two spellings.
        guard parts.count == 3, let ordinal = Int(parts[2]), ordinal >= 1, parts[2].first != "0",
              parts[2].allSatisfy({ $0.isASCII && $0.isNumber }),
              parts[0] == "x" || (parts[0].first != "0" && !parts[0].isEmpty && parts[0].allSatisfy { $0.isASCII && $0.isNumber }),
              !parts[1].isEmpty, parts[1].allSatisfy({ $0.isASCII && $0.isHexDigit && !$0.isUppercase }) else { return nil }
        self.init(file: text[..<parts[1].endIndex], ordinal: ordinal)
    }

    private init(file: Substring, ordinal: Int) {
        self.file = file
        self.ordinal = ordinal
        // By byte: `-` is never part of a longer character in UTF-8, and the file part is
        // ASCII (made here or checked by `init?(_:)`); a walk by Character cost 3,500
        // instructions an article at ingest.
        hashDigits = file.utf8.lastIndex(of: UInt8(ascii: "-")).map { file[file.utf8.index(after: $0)...] } ?? ""
    }

    /// The id of another article of the same file.
    func sibling(_ ordinal: Int) -> ArticleID {
        ArticleID(file: file, ordinal: ordinal)
    }

    /// The id of another article of the file article `id` is from; text that is no id keeps
    /// its words before the last `-` as the file's, as ids were once spliced.
    static func sibling(of id: String, _ ordinal: Int) -> String {
        if let read = ArticleID(id) { return read.sibling(ordinal).description }
        return "\(id.lastIndex(of: "-").map { id[..<$0] } ?? id[...])-\(ordinal)"
    }

    /// Whether the article was read from a text that hashes to `contentHash`.
    func isRead(from contentHash: UInt64) -> Bool {
        !hashDigits.isEmpty && contentHash.paddedHex.hasPrefix(hashDigits)
    }

    var description: String { "\(file)-\(ordinal)" }
}

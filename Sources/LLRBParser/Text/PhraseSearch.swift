/// A text asked for fixed phrases (`迎来`, `全市`) with String's answers at a scalar loop's
/// cost. When the text and the phrase are their own normal form (see
/// `UTF8Walk.isOwnNormalForm`, as a line's text nearly always is), each scalar is a Character
/// and two runs of them are equal exactly when their bytes are, so the phrase is compared as
/// bytes; otherwise by String's own `hasPrefix`, `hasSuffix` and `contains`, which compare
/// Characters. Those cost thousands of instructions a call on Chinese text: a pair of headline
/// lines asked forty phrases (`HeadlineWording.runsOn`) took some sixteen thousand.
struct PhraseSearch {
    let text: String
    /// Whether `text` is its own normal form, found once for every phrase it is asked.
    private let isOwnNormalForm: Bool

    init(_ text: String) {
        self.text = text
        isOwnNormalForm = UTF8Walk.withBytes(text, UTF8Walk.isOwnNormalForm)
    }

    func hasPrefix(_ phrase: String) -> Bool {
        comparesBytes(with: phrase) ? text.beginsWith(phrase) : text.hasPrefix(phrase)
    }

    func hasSuffix(_ phrase: String) -> Bool {
        comparesBytes(with: phrase) ? text.endsWith(phrase) : text.hasSuffix(phrase)
    }

    func contains(_ phrase: String) -> Bool {
        comparesBytes(with: phrase) ? text.includes(phrase) : text.contains(phrase)
    }

    /// Whether `phrase` occurs within the text's first `characters` Characters.
    func contains(_ phrase: String, within characters: Int) -> Bool {
        guard comparesBytes(with: phrase) else { return text.prefix(characters).contains(phrase) }
        return UTF8Walk.withBytes(text) { bytes in
            var end = 0
            for _ in 0..<characters where end < bytes.count {
                end += UTF8Walk.width(ofLead: bytes[end])
            }
            return UTF8Walk.withBytes(phrase) { pattern in
                ByteSearch.firstIndex(of: pattern, in: UnsafeBufferPointer(rebasing: bytes[..<end])) != nil
            }
        }
    }

    private func comparesBytes(with phrase: String) -> Bool {
        isOwnNormalForm && UTF8Walk.withBytes(phrase, UTF8Walk.isOwnNormalForm)
    }
}

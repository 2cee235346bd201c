import LLRBEngine
import LLRBIndex

/// How strongly an article names a place: 3 when a headline does, 2 when its lead does (the
/// dateline, or the first 100 characters of the body), 1 when only the rest of the body or a
/// caption does, 0 when it does not. A story about 孝义 puts it in the headline or the first
/// lines; a story that lists the 13 counties in passing does not.
struct PlaceMentions {
    static let headlineWeight = 3
    static let leadWeight = 2
    /// Characters of the body that count as its lead.
    static let leadCharacters = 100

    let analyzer = Analyzer()

    func weight(of place: Place, in texts: ArticleTexts) -> Int {
        if names(place, in: texts[.headline]) { return Self.headlineWeight }
        if names(place, in: texts[.byline]) { return Self.leadWeight }
        let body = texts[.body]
        let lead = Self.leadBytes(of: body)
        if names(place, in: body, before: lead) { return Self.leadWeight }
        if names(place, in: body) || names(place, in: texts[.caption]) { return 1 }
        return 0
    }

    /// Whether `text` prints one of the place's forms (across OCR spaces), not as part of
    /// another word, starting before UTF-8 offset `limit`.
    func names(_ place: Place, in text: String, before limit: Int = .max) -> Bool {
        guard !text.isEmpty else { return false }
        let utf8 = Array(text.utf8)
        for form in place.forms {
            for range in analyzer.occurrences(of: form, in: text) where range.lowerBound < limit {
                if place.wordsBefore.isEmpty && place.wordsAfter.isEmpty { return true }
                let before = String(decoding: utf8[max(0, range.lowerBound - 12)..<range.lowerBound], as: UTF8.self)
                    .last { !$0.isWhitespace }
                let after = String(decoding: utf8[range.upperBound..<min(utf8.count, range.upperBound + 12)], as: UTF8.self)
                    .first { !$0.isWhitespace }
                if !(before.map(place.wordsBefore.contains) ?? false) && !(after.map(place.wordsAfter.contains) ?? false) { return true }
            }
        }
        return false
    }

    /// The UTF-8 length of the body's first `leadCharacters` characters.
    private static func leadBytes(of body: String) -> Int {
        var bytes = 0
        for scalar in body.unicodeScalars.prefix(leadCharacters) { bytes += UTF8.width(scalar) }
        return bytes
    }
}

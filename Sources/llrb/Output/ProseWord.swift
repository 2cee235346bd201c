/// What prose keeps on one line, read off its words (the text between spaces): a quoted span
/// (`'llrb analyze QUERY'`, `"经济 发展"`, `“复工 复产”`, a `` `code` `` span), an option and
/// its value (`--host 0.0.0.0`), a shell's `>` or `|` and what follows it.
enum ProseWord {
    /// The index of the word that closes the quotation `words[index]` opens, when it opens one
    /// that another word closes; nil when it opens none, closes it itself (`'复工'`), or nothing
    /// closes it (an apostrophe, not a quotation).
    static func closingWord(ofSpanOpenedBy index: Int, in words: [String]) -> Int? {
        let opening = words[index].drop { "([（".contains($0) }
        guard let quote = opening.first, let closing = closingQuote[quote] else { return nil }
        if opening.count > 1, closes(opening.dropFirst(), with: closing) { return nil }
        return words.indices.dropFirst(index + 1).first { closes(words[$0][...], with: closing) }
    }

    /// Whether `word` holds the word after it: an option name (`--limit`, `-n`) and its value,
    /// unless that is another option, or a redirection or pipe and its target.
    static func holdsNextWord(_ word: String, next: String) -> Bool {
        if ["|", ">", ">>", "<"].contains(word) { return true }
        guard isOptionName(word), let first = next.unicodeScalars.first else { return false }
        return first != "-" && first != "|"
    }

    private static let closingQuote: [Character: Character] = ["'": "'", "\"": "\"", "“": "”", "‘": "’", "`": "`"]

    /// `QUERY'`, `产”),` or `'llrb'.`: the word ends with the quote, punctuation aside.
    private static func closes(_ word: Substring, with quote: Character) -> Bool {
        var word = word
        while let last = word.last, ".,;:!?)]）。，；：".contains(last) { word.removeLast() }
        return word.last == quote
    }

    /// `--limit` or `-n`, without a value glued to it by `=` or punctuation after it.
    private static func isOptionName(_ word: String) -> Bool {
        let scalars = Array(word.unicodeScalars)
        let dashes = scalars.prefix { $0 == "-" }.count
        guard (1...2).contains(dashes), scalars.count > dashes, isLetter(scalars[dashes]) else { return false }
        return scalars.dropFirst(dashes).allSatisfy { isLetter($0) || ("0"..."9").contains($0) || $0 == "-" }
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }
}

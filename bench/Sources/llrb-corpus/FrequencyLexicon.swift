import Foundation

/// A word-frequency list, one `word frequency [tag]` a line, as jieba's `dict.txt` prints it
/// (349,046 words counted in a large corpus of modern Chinese; MIT licence). Our own list of 351
/// content words stops making new bigrams early (200 MB: 2.1 M distinct terms in the index),
/// where real text keeps making them; drawn from this list, the same archive has 8.1 M, and a
/// merge whose cost grew with them showed (issue 48). Only words written wholly in CJK
/// ideographs are kept, from the commonest down. `bench/merge` fetches the file; llrb never
/// reads it.
enum FrequencyLexicon {
    static func contentWords(fromFile path: String) throws(CorpusError) -> Lexicon.WordList {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CorpusError("cannot read the lexicon \(path)")
        }
        var entries: [(word: [UInt8], frequency: Double)] = []
        for line in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline) {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 2, let frequency = Double(fields[1]), frequency > 0,
                  fields[0].unicodeScalars.allSatisfy(isIdeograph) else { continue }
            entries.append((Array(fields[0].utf8), frequency))
        }
        guard entries.count >= 1000 else {
            throw CorpusError("the lexicon \(path) has \(entries.count) words in CJK ideographs with a frequency; "
                + "give a list of `word frequency` lines such as jieba's dict.txt")
        }
        // By frequency, then by the file's order: the same file always gives the same ranks.
        let ranked = entries.indices.sorted { (entries[$0].frequency, $1) > (entries[$1].frequency, $0) }
        return Lexicon.WordList(ranked.map { entries[$0] })
    }

    /// The CJK Unified Ideographs block: the characters the index reads as bigrams.
    private static func isIdeograph(_ scalar: Unicode.Scalar) -> Bool {
        (0x4E00...0x9FFF).contains(scalar.value)
    }
}

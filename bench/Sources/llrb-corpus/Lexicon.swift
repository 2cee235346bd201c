/// The vocabulary as UTF-8 bytes with a sampler per list, built once: text is assembled from
/// byte arrays, never a `String` per word, to keep 100 MB well under a minute.
struct Lexicon {
    struct WordList {
        let words: [[UInt8]]
        let sampler: RankSampler

        init(_ words: [String], exponent: Double) {
            self.words = words.map { Array($0.utf8) }
            sampler = RankSampler(count: words.count, exponent: exponent)
        }

        /// Words drawn by their measured frequencies; their ranks follow the order given, which
        /// should be from the commonest down.
        init(_ entries: [(word: [UInt8], frequency: Double)]) {
            words = entries.map(\.word)
            sampler = RankSampler(weights: entries.lazy.map(\.frequency))
        }

        func draw(_ random: inout SeededRandom) -> [UInt8] {
            words[sampler.rank(using: &random)]
        }

        /// A word and its rank: rank 0 is the commonest.
        func drawRanked(_ random: inout SeededRandom) -> (word: [UInt8], rank: Int) {
            let rank = sampler.rank(using: &random)
            return (words[rank], rank)
        }
    }

    /// Content words: the built-in list of a city daily's words by default, or a large lexicon's
    /// (`--lexicon`), with many more distinct words and so distinct bigrams, as real text has.
    let content: WordList
    let topical = WeightedList(Vocabulary.topical)
    let joiners = WordList(Vocabulary.joiners, exponent: 1.3)
    let openers = WordList(Vocabulary.clauseOpeners, exponent: 0.6)
    private(set) var places = WordList(Vocabulary.places, exponent: 0.8)
    let organizationHeads = WordList(Vocabulary.organizationHeads, exponent: 0.8)
    let sayings = WordList(Vocabulary.sayings, exponent: 0.5)
    let surnames = WordList(Vocabulary.surnames, exponent: 0.7)
    let givenNames = WordList(Vocabulary.givenNames, exponent: 0.3)
    let tail = WordList(Vocabulary.tailCharacters, exponent: 0.5)

    init(content: WordList = WordList(Vocabulary.content, exponent: 0.7)) {
        self.content = content
    }

    /// Words drawn with given weights rather than by rank.
    struct WeightedList {
        let words: [[UInt8]]
        let cumulative: [Int]

        init(_ entries: [(phrase: String, weight: Int)]) {
            words = entries.map { Array($0.phrase.utf8) }
            var total = 0
            cumulative = entries.map { total += $0.weight; return total }
        }

        func draw(_ random: inout SeededRandom) -> [UInt8] {
            let target = random.below(cumulative.last ?? 1)
            let index = cumulative.firstIndex { $0 > target } ?? 0
            return words[index]
        }
    }

    private static let rareMark = Array("鑫".utf8)

    /// The same words naming only the places `keep` holds: a county's own report names no other
    /// county (docs/PEOPLE.md reads its `县长` as the last county named).
    func keepingPlaces(_ keep: (String) -> Bool) -> Lexicon {
        var lexicon = self
        lexicon.places = WordList(Vocabulary.places.filter(keep), exponent: 0.8)
        return lexicon
    }

    /// A person's name: surname plus one or two given-name characters.
    func personName(_ random: inout SeededRandom) -> [UInt8] {
        var name = surnames.draw(&random) + givenNames.draw(&random)
        if random.chance(0.7) { name += givenNames.draw(&random) }
        return name
    }

    /// A made-up organization: `孝义市` + two rare characters + `集团`.
    func organization(_ random: inout SeededRandom) -> [UInt8] {
        let first = random.chance(0.004) ? Self.rareMark : tail.draw(&random)
        return places.draw(&random) + first + tail.draw(&random) + organizationHeads.draw(&random)
    }
}

/// Punctuation as the clean text holds it; layouts print it half- or full-width.
enum Mark {
    static let comma = Array("，".utf8)
    static let enumerationComma = Array("、".utf8)
    static let period = Array("。".utf8)
    static let openQuote = Array("“".utf8)
    static let closeQuote = Array("”".utf8)
    static let openTitle = Array("《".utf8)
    static let closeTitle = Array("》".utf8)
    static let openParen = Array("（".utf8)
    static let closeParen = Array("）".utf8)
    static let colon = Array("：".utf8)
}

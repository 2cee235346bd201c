/// A paragraph of clean text with the places where OCR will break it.
struct CleanText {
    var bytes: [UInt8] = []
    /// Byte offsets (between two characters) where the page must show a space or line break.
    var forcedBreaks: [Int] = []
    /// The story's distinctive words (no everyday ones), for headlines that share words with their
    /// story as real ones do: a parser may place a headline by them.
    var words: [[UInt8]] = []

    mutating func append(_ other: [UInt8]) {
        bytes += other
    }

    /// How much has been written, to cut back to.
    struct Extent {
        fileprivate let bytes: Int
        fileprivate let forcedBreaks: Int
        fileprivate let words: Int
    }

    var extent: Extent { Extent(bytes: bytes.count, forcedBreaks: forcedBreaks.count, words: words.count) }

    mutating func cut(backTo extent: Extent) {
        bytes.removeSubrange(extent.bytes...)
        forcedBreaks.removeSubrange(extent.forcedBreaks...)
        words.removeSubrange(extent.words...)
    }

    /// Puts `other` before the text, its forced breaks with it.
    mutating func prepend(_ other: CleanText) {
        forcedBreaks = other.forcedBreaks + forcedBreaks.map { $0 + other.bytes.count }
        bytes = other.bytes + bytes
    }

    /// Appends a word a headline may repeat.
    mutating func appendWord(_ word: [UInt8]) {
        bytes += word
        words.append(word)
    }
}

/// Writes sentences and paragraphs of newspaper prose from the lexicon.
struct TextBuilder {
    let lexicon: Lexicon
    /// The date: datelines and years in the text lean on it.
    var year: Int
    var month: Int
    var day: Int

    private static let brokenPhrase = Array(QuerySet.brokenPhrase.utf8)
    private static let units = ["个", "万元", "亿元", "万吨", "户", "人", "家", "项", "公里", "亩", "套", "辆"]
        .map { Array($0.utf8) }
    private static let nianDu = Array("年度".utf8)
    private static let nian = Array("年".utf8)
    /// Content words this common appear in nearly every story and tell none apart.
    private static let everydayWords = 60

    func paragraph(_ random: inout SeededRandom, sentences: ClosedRange<Int> = 2...6) -> CleanText {
        var text = CleanText()
        for _ in 0..<random.within(sentences) {
            if random.chance(0.004) {
                text.append(Mark.openQuote + lexicon.sayings.draw(&random) + Mark.closeQuote + Mark.period)
                continue
            }
            // A sentence whose words run into a title (`兴县` + `领导`) is written again (OfficeWords).
            let start = text.extent
            sentence(&random, into: &text)
            while OfficeWords.holdsTitleWord(text.bytes[start.bytes...]) {
                text.cut(backTo: start)
                sentence(&random, into: &text)
            }
        }
        return text
    }

    func sentence(_ random: inout SeededRandom, into text: inout CleanText) {
        let clauses = random.within(1...4)
        for index in 0..<clauses {
            if index == 0 && random.chance(0.15) {
                text.append(lexicon.openers.draw(&random) + Mark.comma)
            }
            clause(&random, into: &text)
            text.append(index == clauses - 1 ? Mark.period : Mark.comma)
        }
    }

    /// A run of words with the odd joiner between them.
    func clause(_ random: inout SeededRandom, into text: inout CleanText, chunks: ClosedRange<Int> = 3...8) {
        let count = random.within(chunks)
        for index in 0..<count {
            chunk(&random, into: &text)
            guard index < count - 1 else { break }
            if random.chance(0.16) {
                text.append(lexicon.joiners.draw(&random))
            } else if random.chance(0.05) {
                text.append(Mark.enumerationComma)
            }
        }
    }

    /// Headline-like words taken from `story` (so that a headline shares words with its body, as
    /// a parser placing headlines may rely on), with the odd word of its own.
    func phrase(_ random: inout SeededRandom, words: ClosedRange<Int>, from story: [[UInt8]]) -> [UInt8] {
        while true {
            let text = anyPhrase(&random, words: words, from: story)
            if !OfficeWords.holdsTitleWord(text[...]) { return text }
        }
    }

    private func anyPhrase(_ random: inout SeededRandom, words: ClosedRange<Int>, from story: [[UInt8]]) -> [UInt8] {
        var text: [UInt8] = []
        for _ in 0..<random.within(words) {
            if !story.isEmpty && random.chance(0.8) {
                text += random.pick(story)
            } else {
                text += random.chance(0.3) ? lexicon.places.draw(&random) : lexicon.content.draw(&random)
            }
        }
        return text
    }

    private func chunk(_ random: inout SeededRandom, into text: inout CleanText) {
        let roll = random.below(1000)
        switch roll {
        case 0..<630:
            let drawn = lexicon.content.drawRanked(&random)
            if drawn.rank >= Self.everydayWords { text.appendWord(drawn.word) } else { text.append(drawn.word) }
        case 630..<640:
            let phrase = lexicon.topical.draw(&random)
            if phrase == Self.brokenPhrase && random.chance(0.35) {
                text.forcedBreaks.append(text.bytes.count + 3 * random.within(1...3))
            }
            text.appendWord(phrase)
        case 640..<720: text.append(lexicon.places.draw(&random))
        case 720..<780: text.append(number(&random))
        case 780..<795: text.appendWord(lexicon.organization(&random))
        case 795..<825: text.append(lexicon.personName(&random))
        case 825..<845: text.append(Mark.openQuote + lexicon.content.draw(&random) + Mark.closeQuote)
        case 845..<855:
            text.append(Mark.openTitle + lexicon.places.draw(&random) + lexicon.content.draw(&random)
                        + lexicon.content.draw(&random) + Array("方案".utf8) + Mark.closeTitle)
        default: text.append(lexicon.tail.draw(&random) + lexicon.tail.draw(&random))
        }
    }

    /// Dates, years and amounts, as OCR'd pages are full of them.
    private func number(_ random: inout SeededRandom) -> [UInt8] {
        switch random.below(8) {
        case 0:
            let mentioned = year + random.within(-3...2)
            return Array(String(mentioned).utf8) + (random.chance(0.2) ? Self.nianDu : Self.nian)
        case 1:
            let mentionedDay = max(1, day - random.below(3))
            return Array("\(month)月\(mentionedDay)日".utf8)
        case 2:
            return Array("\(random.within(1...99)).\(random.within(1...9))".utf8) + Self.units[2]
        case 3:
            return Array("\(random.within(1...100))%".utf8)
        default:
            return Array(String(random.within(2...5000)).utf8) + random.pick(Self.units)
        }
    }
}

/// Counts for one page or many, added up per layout family; F1 from summed counts.
struct RealisticTally {
    var pages = 0
    var stories = 0
    var parsedStories = 0
    var exactRanges = 0
    var overlapMatches = 0
    var headlinesRight = 0
    var headingBlocksRight = 0
    var captionsTrue = 0
    var captionsParsed = 0
    var captionsMatched = 0
    var captionTextsMatched = 0
    var bylinesTrue = 0
    var bylinesParsed = 0
    var bylinesMatched = 0
    var furnitureLines = 0
    var furnitureInside = 0
    var datedPages = 0
    var datesRight = 0
    var undatedPages = 0
    var nullsRight = 0
    var datesDayOff = 0
    var datesFromOtherYear = 0
    var datesWrong = 0

    static func += (lhs: inout RealisticTally, rhs: RealisticTally) {
        for path in [\RealisticTally.pages, \.stories, \.parsedStories, \.exactRanges, \.overlapMatches,
                     \.headlinesRight, \.headingBlocksRight, \.captionsTrue, \.captionsParsed,
                     \.captionsMatched, \.captionTextsMatched, \.bylinesTrue, \.bylinesParsed,
                     \.bylinesMatched, \.furnitureLines, \.furnitureInside, \.datedPages, \.datesRight,
                     \.undatedPages, \.nullsRight, \.datesDayOff, \.datesFromOtherYear, \.datesWrong] {
            lhs[keyPath: path] += rhs[keyPath: path]
        }
    }

    static func f1(matched: Int, truth: Int, parsed: Int) -> Double? {
        guard truth + parsed > 0 else { return nil }
        return 2 * Double(matched) / Double(truth + parsed)
    }

    static func share(_ part: Int, of whole: Int) -> Double? {
        whole > 0 ? Double(part) / Double(whole) : nil
    }

    var captionF1: Double? { Self.f1(matched: captionsMatched, truth: captionsTrue, parsed: captionsParsed) }
    var captionTextF1: Double? { Self.f1(matched: captionTextsMatched, truth: captionsTrue, parsed: captionsParsed) }
    var bylineF1: Double? { Self.f1(matched: bylinesMatched, truth: bylinesTrue, parsed: bylinesParsed) }
    var exactF1: Double? { Self.f1(matched: exactRanges, truth: stories, parsed: parsedStories) }
    var overlapF1: Double? { Self.f1(matched: overlapMatches, truth: stories, parsed: parsedStories) }
    var headlineAccuracy: Double? { Self.share(headlinesRight, of: stories) }
    var headingBlockAccuracy: Double? { Self.share(headingBlocksRight, of: stories) }
}

/// One item the parser got wrong, for `--examples`: what the truth says and what was parsed.
struct RealisticFailure {
    /// caption, headline, kicker/subtitle, byline, segment, furniture or date.
    var kind: String
    var file: String
    var line: Int
    var expected: String
    var got: String
}

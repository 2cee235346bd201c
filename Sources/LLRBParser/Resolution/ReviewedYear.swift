/// A year a story of a year's first weeks reviews: the year just ended, so the story is of the
/// next. The paper holds a year's reviews and reports its standing in January and February of
/// the year after: `市政协党组召开2022年度民主生活会` under a lead of `2月16日`,
/// `2022年全市税收总量跃居全国地级市第十三位` under one of `2月17日` (seed 001, a page of 2023).
/// Only forms that say the year is over count, since a year's first weeks name the new year's
/// plans as often (`2023年，全市要…`, `2023年度目标责任考核办法`, `…增长6%左右`) and histories
/// (`1949年，我市解放`): a year's review meeting (`X年度民主生活会`, `X年度组织生活会`), a past
/// year's ranking (`X年全市…跃居`, `稳居`, `位居`, `位列`) in a sentence that plans nothing,
/// and `刚刚过去的X年`. Targets, spans and what once happened are turned away before (see
/// `DateInference.latestYear(in:line:plansOnly:)`), and a year the story prints outranks one
/// inferred from a review.
enum ReviewedYear {
    /// Whether the year whose digits start at `yearStart` and whose `年` ends at `offset` is
    /// reviewed in the sentence around it.
    static func isReviewed(_ bytes: UnsafeBufferPointer<UInt8>, yearStart: Int, after offset: Int) -> Bool {
        if ends(bytes, before: yearStart, with: justPast) { return true }
        let sentence = scalars(bytes, from: offset)
        guard let first = sentence.first else { return false }
        if first == du {
            return reviewMeetings.contains { contains(sentence, $0) }
        }
        return rankings.contains { contains(sentence, $0) } && !planWords.contains { contains(sentence, $0) } && !saysMust(sentence)
    }

    /// `要` as a call to do (`全市上下要着力…`), not inside a word (`主要`, `重要`, `需要`).
    private static func saysMust(_ sentence: [UInt32]) -> Bool {
        sentence.indices.contains { sentence[$0] == must && ($0 == 0 || !mustWordOpenings.contains(sentence[$0 - 1])) }
    }

    /// The scalars from `offset` to the end of their sentence (`。`, `；`, `！`, `？`).
    private static func scalars(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> [UInt32] {
        var found: [UInt32] = []
        var index = offset
        while index < bytes.count, let (value, width) = UTF8Walk.scalar(in: bytes, at: index), !sentenceEnds.contains(value) {
            found.append(value)
            index += width
        }
        return found
    }

    /// Whether the scalars right before `offset` are `word`.
    private static func ends(_ bytes: UnsafeBufferPointer<UInt8>, before offset: Int, with word: [UInt32]) -> Bool {
        var end = offset
        for expected in word.reversed() {
            guard end > 0, let (value, _) = UTF8Walk.scalar(in: bytes, at: UTF8Walk.scalarStart(before: end, in: bytes)),
                  value == expected
            else { return false }
            end = UTF8Walk.scalarStart(before: end, in: bytes)
        }
        return true
    }

    private static func contains(_ sentence: [UInt32], _ word: [UInt32]) -> Bool {
        guard sentence.count >= word.count else { return false }
        return (0...sentence.count - word.count).contains { sentence[$0..<$0 + word.count].elementsEqual(word) }
    }

    private static func values(_ text: String) -> [UInt32] {
        text.unicodeScalars.map(\.value)
    }

    private static let du: UInt32 = 0x5EA6
    private static let sentenceEnds: Set<UInt32> = [0x3002, 0xFF1B, 0xFF01, 0xFF1F, 0x3B, 0x21, 0x3F]
    private static let justPast = values("刚刚过去的")
    /// Meetings a year's work is reviewed at once it is over.
    private static let reviewMeetings = ["民主生活会", "组织生活会"].map(values)
    /// Where a year's figures left a place: said only once the year is over.
    private static let rankings = ["跃居", "稳居", "位居", "位列"].map(values)
    /// Words of a sentence that plans or estimates, where a ranking may be a goal (`力争跃居…`).
    private static let must: UInt32 = 0x8981
    /// `主要`, `重要`, `需要`, `必要`, `只要`, `紧要`, `首要`, `纲要`, `摘要`, `概要`, `提要`, `不要`.
    private static let mustWordOpenings = Set("主重需必只紧首纲摘概提不".unicodeScalars.map(\.value))
    private static let planWords = ["将", "目标", "计划", "力争", "确保", "预计", "争取", "左右", "安排"].map(values)
}

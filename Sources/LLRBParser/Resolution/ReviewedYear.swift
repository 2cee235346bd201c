/// A year a story of a year's first weeks reviews: the year just ended, so the story is of the
/// next. The paper reports a year's results and holds its reviews in January and February of
/// the year after: `2022年全市税收总量跃居全国地级市第十三位` under a lead of `2月17日`,
/// `市政协党组召开2022年度民主生活会` under one of `2月16日` (seed 001, a page of 2023). Only
/// these forms count: a year's review meeting (`X年度` with `民主生活会`, `组织生活会`, `述职`,
/// `考核`, `总结` or `表彰` in its sentence), a whole area's results (`X年全市…`, `X年，我市…`,
/// `全市X年…`) in a sentence that sets no target, and `过去的X年`. A year a story only names, a history
/// (`1938年，八路军…`) or a plan, says nothing of the year it is printed in.
enum ReviewedYear {
    /// Whether the year whose digits start at `yearStart` and whose `年` ends at `offset` is
    /// reviewed in the sentence around it.
    static func isReviewed(_ bytes: UnsafeBufferPointer<UInt8>, yearStart: Int, after offset: Int) -> Bool {
        if ends(bytes, before: yearStart, with: past) { return true }
        let sentence = scalars(bytes, from: offset)
        guard let first = sentence.first else { return false }
        if first == du {
            return reviewWords.contains { contains(sentence, $0) }
        }
        let area = first == comma || first == fullComma ? Array(sentence.dropFirst().prefix(2)) : Array(sentence.prefix(2))
        guard areas.contains(area) || areas.contains(where: { ends(bytes, before: yearStart, with: $0) }) else { return false }
        return !targetWords.contains { contains(sentence, $0) }
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

    /// Whether the scalars right before `offset` are `word` (`过去的`, `全市`).
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
    private static let comma: UInt32 = 0x2C
    private static let fullComma: UInt32 = 0xFF0C
    private static let sentenceEnds: Set<UInt32> = [0x3002, 0xFF1B, 0xFF01, 0xFF1F, 0x3B, 0x21, 0x3F]
    private static let past = values("过去的")
    private static let reviewWords = ["民主生活会", "组织生活会", "述职", "考核", "总结", "表彰"].map(values)
    private static let areas = ["全市", "我市", "全县", "我县", "全区", "全省", "全国"].map(values)
    /// Words of a sentence that sets a year's target rather than reporting its results.
    private static let targetWords = ["目标", "计划", "力争", "确保", "预计", "争取"].map(values)
}

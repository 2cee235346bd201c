/// A year a story of a year's first weeks reviews: the year just ended, so the story is of the
/// next. A year's review meeting of a party committee or group (`X年度民主生活会`,
/// `X年度组织生活会`) is held once the year is over, in its last days or the first weeks of the
/// next: under a lead of January or February (`市政协党组召开2022年度民主生活会` under `2月16日`,
/// seed 001) it dates the story in the year after. No other form counts: a year's first weeks
/// name its plans and targets (`2023年全市要确保…跃居…`), its holidays (`刚刚过去的2023年春节`)
/// and histories (`1995年，该县财政收入跃居全省第一`) as often as the year just ended, and a
/// probe of thirty such sentences found every wider form (rankings, `刚刚过去的`, a whole area's
/// figures) dating some of them a year or decades late.
enum ReviewedYear {
    /// Whether the year whose `年` ends at `offset` is followed by `度` and its sentence names a
    /// review meeting.
    static func isReviewed(_ bytes: UnsafeBufferPointer<UInt8>, after offset: Int) -> Bool {
        let sentence = scalars(bytes, from: offset)
        guard sentence.first == du else { return false }
        return reviewMeetings.contains { contains(sentence, $0) }
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

    private static func contains(_ sentence: [UInt32], _ word: [UInt32]) -> Bool {
        guard sentence.count >= word.count else { return false }
        return (0...sentence.count - word.count).contains { sentence[$0..<$0 + word.count].elementsEqual(word) }
    }

    private static let du: UInt32 = 0x5EA6
    private static let sentenceEnds: Set<UInt32> = [0x3002, 0xFF1B, 0xFF01, 0xFF1F, 0x3B, 0x21, 0x3F]
    /// Meetings a year's work is reviewed at once it is over.
    private static let reviewMeetings = ["民主生活会", "组织生活会"].map { $0.unicodeScalars.map(\.value) }
}

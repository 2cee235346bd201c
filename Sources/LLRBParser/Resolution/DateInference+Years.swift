/// The years a story names, read for the year of its news: which count as evidence of it and
/// which do not (targets, plans, spans, reviews, what once happened).
extension DateInference {
    /// `至`, `-`, `—`, `–`, `~`, `～` after a year's `年`: it opens a span of years (`2019年至2022年`).
    /// Not `到`, a verb there as often (`2024年到位资金`, `2024年到期的`). The dashes, which look
    /// alike, as code points.
    private static let yearSpanMarks = Set("至-~～\u{2014}\u{2013}".unicodeScalars.map(\.value))

    /// The latest `YYYY年` that `text` names as a year things happened in, leaving out targets
    /// (`到2025年`, `预计2026年底`, `力争2025年`, `2025年底前`), ranges, and a year's review or plan
    /// (`2022年度民主生活会` is held in the year after, `2023年度重点项目` in that year). Read off
    /// the UTF-8 bytes (the digits are ASCII). A year a span starts at (`2016年以来`,
    /// `2019年至2022年`) is no evidence either, nor one of what once happened (`…曾遭遇`,
    /// `曾在2023年`). `plansOnly`: only a year whose sentence says `将` or names a `会议`, or,
    /// as the year after it, a year the sentence reviews (`sentenceNamesReview`), when the text prints
    /// no year of its own that counts: a year printed is never outranked by one inferred.
    static func latestYear(in text: String, line: Int, plansOnly: Bool = false) -> StoryYear? {
        var printed: StoryYear?
        var reviewed: StoryYear?
        UTF8Walk.withBytes(text) { bytes in
            var index = 0
            while index < bytes.count {
                guard isDigit(bytes[index]) else {
                    index += 1
                    continue
                }
                let start = index
                var value = 0
                while index < bytes.count, isDigit(bytes[index]) {
                    value = value &* 10 &+ Int(bytes[index] - 0x30)
                    index += 1
                }
                // `年` is E5 B9 B4.
                guard index - start == 4, index + 3 <= bytes.count, bytes[index] == 0xE5, bytes[index + 1] == 0xB9,
                      bytes[index + 2] == 0xB4, GregorianDate.plausibleYears.contains(value)
                else { continue }
                let before = scalar(before: start, in: bytes)
                let after = index + 3 < bytes.count ? UTF8Walk.scalar(in: bytes, at: index + 3)?.value ?? 0 : 0
                let afterNext = (after == Self.di || after == Self.yi || after == Self.qian) && index + 6 < bytes.count
                    ? UTF8Walk.scalar(in: bytes, at: index + 6)?.value ?? 0 : 0
                // `2016年以来`, `2019年至2022年`: a span's start, not the story's year (its end is
                // turned away below, as a target's is).
                if after == Self.yi && afterNext == Self.lai || opensSpanOfYears(bytes, after: after, at: index + 3) { continue }
                // `2023年汛期，汾阳市曾遭遇多轮强降雨`, `该队曾在2023年获得…`: what once happened,
                // against this year's news.
                if sentenceSaysOnce(bytes, from: index + 3) || saysOnceRightBefore(bytes, start) { continue }
                let opensTarget = targetOpenings.contains(before) || planWords.contains {
                    $0.last == before && $0.first == scalar(before: UTF8Walk.scalarStart(before: start, in: bytes), in: bytes)
                } || after == Self.qian && !Self.countsPeriod(afterNext) || after == Self.di && afterNext == Self.qian
                if opensTarget { continue }
                // `2022年度民主生活会` in a February story: held once 2022 was over.
                if plansOnly, after == Self.du, sentenceNamesReview(bytes, from: index + 3) {
                    if value + 1 > reviewed?.value ?? 0 { reviewed = StoryYear(value: value + 1, line: line, reviewed: true) }
                    continue
                }
                // `2025年首场…演练` in a January story: the year's first, held in that year.
                if plansOnly, after != Self.firstOf, !sentenceSaysWill(bytes, from: index + 3) { continue }
                if after != Self.du, value > printed?.value ?? 0 {
                    printed = StoryYear(value: value, line: line)
                }
            }
        }
        return printed ?? reviewed
    }

    /// Whether a scalar of the sentence from `offset` to its end (`。`, `；`, `！`, `？`) passes
    /// `test`, given its value, its offset in `bytes` and its width.
    private static func sentence(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int, has test: (UInt32, Int, Int) -> Bool) -> Bool {
        var index = offset
        while index < bytes.count, let (value, width) = UTF8Walk.scalar(in: bytes, at: index) {
            if test(value, index, width) { return true }
            if sentenceEnds.contains(value) { return false }
            index += width
        }
        return false
    }

    /// Whether the sentence from `offset` to its end says `曾` (once, in the past).
    private static func sentenceSaysOnce(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> Bool {
        sentence(bytes, from: offset) { value, _, _ in value == once }
    }

    /// Whether the sentence from `offset` names a year's review meeting (`X年度民主生活会`,
    /// `X年度组织生活会`), held once the year is over, in its last days or the next one's first
    /// weeks: under a lead of January or February (`市政协党组召开2022年度民主生活会` under `2月16日`,
    /// seed 001) it dates the story in the year after. No other form counts: a year's first weeks
    /// name its plans and targets (`2023年全市要确保…跃居…`), its holidays (`刚刚过去的2023年春节`)
    /// and histories (`1995年，该县财政收入跃居全省第一`) as often as the year just ended, and every
    /// wider form tried (rankings, `刚刚过去的`, a whole area's figures) dated some a year or
    /// decades late on thirty probe sentences.
    private static func sentenceNamesReview(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> Bool {
        sentence(bytes, from: offset) { _, index, _ in
            reviewMeetings.contains { word in
                index + word.count <= bytes.count && word.withUnsafeBufferPointer { ByteSearch.matches($0, in: bytes, at: index) }
            }
        }
    }

    /// Meetings a year's work is reviewed at once it is over, as UTF-8.
    private static let reviewMeetings = ["民主生活会", "组织生活会"].map { Array($0.utf8) }

    /// Whether `曾在` or `曾于` stands right before the year at `offset` (`市三中女子足球队曾在2023年
    /// 获得…`, `他曾于2015年…`): once, in the past. `曾` alone is a surname (`曾建华`) or `曾经`
    /// (`这个曾经的贫困村2024年…`) as often.
    private static func saysOnceRightBefore(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int) -> Bool {
        let second = scalar(before: offset, in: bytes)
        guard second == onceIn || second == onceAt else { return false }
        return scalar(before: UTF8Walk.scalarStart(before: offset, in: bytes), in: bytes) == once
    }

    /// Whether `mark`, at `offset` right after a year's `年`, opens a span of years: a span's mark
    /// before a digit (`2019年至2022年`, `2019年～2022年`) or `至今`. Not `2024年—季度`, where the
    /// OCR read `一季度`'s `一` as a dash.
    private static func opensSpanOfYears(_ bytes: UnsafeBufferPointer<UInt8>, after mark: UInt32, at offset: Int) -> Bool {
        guard yearSpanMarks.contains(mark), let width = UTF8Walk.scalar(in: bytes, at: offset)?.width,
              offset + width < bytes.count else { return false }
        return isDigit(bytes[offset + width]) || mark == through && UTF8Walk.scalar(in: bytes, at: offset + width)?.value == now
    }

    /// `至` and `今`: `至今`, up to now.
    private static let through = Unicode.Scalar("至").value
    private static let now = Unicode.Scalar("今").value

    /// `曾` (once), and `在`, `于` after it (`曾在`, `曾于`: once in, once at).
    private static let once = Unicode.Scalar("曾").value
    private static let onceIn = Unicode.Scalar("在").value
    private static let onceAt = Unicode.Scalar("于").value

    /// Whether the sentence from `offset` to its end (`。`, `；`, `！`, `？`) says `将` (will), or
    /// names a `会议` (`2019年全市宣传思想工作会议召开`: a year's work meeting sets that year's) or
    /// a meeting by `会` alone, held or opened (`2024年春季农业生产推进会在汾阳召开`, `…动员会召开`,
    /// `…座谈会举行`).
    private static func sentenceSaysWill(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> Bool {
        sentence(bytes, from: offset) { value, index, width in
            value == will || value == meeting && index + width < bytes.count
                && UTF8Walk.scalar(in: bytes, at: index + width).map({ meetingFollowers.contains($0.value) }) == true
        }
    }

    /// `将`, `会`, and the marks that end a sentence: `。`, `；`, `！`, `？`.
    private static let will = Unicode.Scalar("将").value
    private static let meeting = Unicode.Scalar("会").value
    /// `议` (会议), and `在`, `召`, `举` after a meeting's `会` (`推进会在…召开`, `动员会召开`, `座谈会举行`).
    private static let meetingFollowers = Set("议在召举".unicodeScalars.map(\.value))
    private static let sentenceEnds = Set("。；！？;!?".unicodeScalars.map(\.value))

    /// `前三季度`, `前两个月`, `前半年`: a year's first months, reported, where `前` alone after a
    /// year sets a deadline (`2025年前全面完成`).
    private static func countsPeriod(_ scalar: UInt32) -> Bool {
        Unicode.Scalar(scalar).flatMap(ChineseNumerals.digit) != nil || isCountingWord(scalar)
    }

    /// `两`, `半`, `几`: words that count as a numeral does (`前两个月`, `前半年`, `前几个月`).
    private static func isCountingWord(_ scalar: UInt32) -> Bool {
        switch scalar {
        case "两", "半", "几": true
        default: false
        }
    }

    /// `度` (`2022年度`), `前` (`2025年前`), `底` (`2025年底前`) after a year's `年`.
    private static let du = Unicode.Scalar("度").value
    private static let qian = Unicode.Scalar("前").value
    private static let di = Unicode.Scalar("底").value
    /// `首` after a year's `年` (`2025年首场`, `首批`): the year's first, done in it.
    private static let firstOf = Unicode.Scalar("首").value
    /// `以来` after a year's `年`: since that year began.
    private static let yi = Unicode.Scalar("以").value
    private static let lai = Unicode.Scalar("来").value

    /// `到`, `至`, `-`, `—`, `–`, `~`, `～`, `约` before a year; and `自`, `从`, a span's start (`自2019年启动…以来`,
    /// `从2021年起`), as `2016年以来` is. The dashes, which look alike, as code points.
    private static let targetOpenings = Set("到至-~～约自从\u{2014}\u{2013}".unicodeScalars.map(\.value))
    /// `预计`, `计划`, `力争`, `争取` before a year, as two scalars: words, where one character
    /// alone would take `统计2023年` or `听取2023年` for a plan.
    private static let planWords: [(first: UInt32, last: UInt32)] = ["预计", "计划", "力争", "争取"].compactMap { word in
        let scalars = word.unicodeScalars
        guard let first = scalars.first, let last = scalars.last else { return nil }
        return (first.value, last.value)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= 0x30 && byte <= 0x39
    }

    /// The scalar that ends right before `offset` (0 at the start).
    private static func scalar(before offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        guard offset > 0 else { return 0 }
        return UTF8Walk.scalar(in: bytes, at: UTF8Walk.scalarStart(before: offset, in: bytes))?.value ?? 0
    }
}

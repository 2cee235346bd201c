/// A date for a page without masthead or footer date, guessed from what its stories say: the
/// day a notice on it was signed, or the day after the latest `M月D日` in a news lead (a daily
/// prints yesterday's news: seed 004's leads report 3月6日, and the page is most likely of the
/// 7th), in the signature's year or else in a year the lead's own story names (`2024年是…`), or,
/// in a year's first weeks, the year after one it reviews (`2022年度民主生活会`: `sentenceNamesReview`); a
/// later lead whose story names no year is of the same week, in that year.
/// A year named by another story is no evidence: a page prints plans (`将于2027年建成`) and
/// histories (`2016年，镇里成立了…`) beside today's news, so a page whose dated stories name no
/// year of their own has no date. The result always carries its evidence and is marked inferred.
enum DateInference {
    struct Inferred {
        var date: String
        var evidence: [String]
    }

    /// A `M月D日` near the start of a news lead, with no year: what the story reports on.
    struct LeadDate {
        var month: Int
        var day: Int
        var line: Int

        var printed: String { "\(month)月\(day)日 (line \(line))" }
    }

    /// Scalars after a dateline in which the event's date is looked for.
    static let leadWindow = 24
    /// Lines under a lead (blank ones counted) read with it when it is shorter than `leadScalars`.
    private static let leadRunOnLines = 4
    /// Scalars of a lead that are read: a `M月D日` starting in the window ends within 20 scalars
    /// (two numbers of at most 9 digits, `月` and `日`), and a lead line may be a whole paragraph.
    private static let leadScalars = leadWindow + 20

    /// `signatures`: the lines that print the day a notice on the page was signed
    /// (`LineContext.signatures`). A page is printed on or after that day, and the signature
    /// names its year, where the text may name next year's targets: the latest signature's year
    /// is taken, and its day unless a lead reports a later one in that year.
    static func infer(_ lines: [Line], leads: [Int], stories: [Article], signatures: [Int]) -> Inferred? {
        let leadDates = leadDates(lines, leads: leads)
        if let signed = latestSignature(lines, signatures) {
            let evidence = "a notice on the page is signed \(signed.line.text) (line \(signed.line.number))"
            if let latest = latestReal(leadDates, year: signed.date.year), latest.date >= signed.date {
                return Inferred(date: latest.date.adding(days: 1).iso8601,
                                evidence: ["latest date in a news lead: \(latest.lead.printed)", evidence, dayAfterNews])
            }
            return Inferred(date: signed.date.iso8601, evidence: [evidence])
        }
        let dated = leadDates.compactMap { lead -> (date: GregorianDate, lead: LeadDate, year: StoryYear)? in
            guard let story = stories.first(where: { $0.body.contains { $0.lines.first <= lead.line && lead.line <= $0.lines.last } }),
                  let year = latestYear(of: story, plansOnly: lead.month <= reviewMonths),
                  let date = GregorianDate(year: year.value, month: lead.month, day: lead.day)
            else { return nil }
            return (date, lead, year)
        }
        // A year a story prints outranks one inferred from a review, across the page too.
        let printed = dated.filter { !$0.year.reviewed }
        guard let latest = (printed.isEmpty ? dated : printed).max(by: { $0.date < $1.date }) else { return nil }
        let year = latest.year.reviewed
            ? "year reviewed by the same story: \(latest.year.value - 1)年度 (line \(latest.year.line)), so \(latest.year.value)"
            : "year named by the same story: \(latest.year.value)年 (line \(latest.year.line))"
        // One day's paper reports the last few days: a later lead whose story fixes no year of
        // its own is of the days after the dated one, in its year.
        if let later = latestReal(leadDates, year: latest.date.year), later.date > latest.date,
           later.date.dayNumber - latest.date.dayNumber <= sameWeek {
            return Inferred(date: later.date.adding(days: 1).iso8601,
                            evidence: ["latest date in a news lead: \(later.lead.printed)",
                                       "in the year of the news lead of \(latest.lead.printed): " + year, dayAfterNews])
        }
        return Inferred(date: latest.date.adding(days: 1).iso8601, evidence: ["latest date in a news lead: \(latest.lead.printed)", year, dayAfterNews])
    }

    /// Most days a page's latest lead may come after the lead that fixed its year: the week a
    /// day's paper reports on.
    static let sameWeek = 7

    /// Months in which a story still reviews the year just ended (`2022年全市税收总量跃居…` in a
    /// story of 2023-02-17): there a year fixes the story's only in a sentence of what will be
    /// done (`2024年全市将举办…`), of a year's work meeting (`2019年全市宣传思想工作会议`) or of the
    /// year's first of something (`2025年首场…演练`): the plans and firsts of a year's first weeks
    /// are that year's; a year reviewed there (`2022年度民主生活会`, `sentenceNamesReview`) is the one
    /// just ended.
    static let reviewMonths = 2

    /// The year a story's text fixes for it, the line that says it, and whether it is the year
    /// after one the story reviews.
    struct StoryYear {
        var value: Int
        var line: Int
        var reviewed = false
    }

    /// The latest year `story` names in its headlines and text (see `latestYear(in:line:)`).
    private static func latestYear(of story: Article, plansOnly: Bool) -> StoryYear? {
        let heads = ([story.kicker, story.headline] + story.subheadlines.map(Optional.some)).compactMap { $0 }
        let headLine = story.headlineLines?.first ?? story.lines.first
        return (heads.map { (text: $0, line: headLine) } + story.body.map { (text: $0.text, line: $0.lines.first) })
            .compactMap { latestYear(in: $0.text, line: $0.line, plansOnly: plansOnly) }
            // A year the story prints outranks any it reviews, which is only inferred.
            .max { ($0.reviewed ? 0 : 1, $0.value) < ($1.reviewed ? 0 : 1, $1.value) }
    }

    /// The latest of `leads` that is a real day of `year`, a lead misread into a day that does
    /// not exist (`2月30日`) passed over. Leads of both a year's first months and the last
    /// months of one (`1月2日`, `12月31日`) span the new year: the late ones are of the year before.
    private static func latestReal(_ leads: [LeadDate], year: Int) -> (date: GregorianDate, lead: LeadDate)? {
        let spansNewYear = leads.contains { $0.month <= 2 } && leads.contains { $0.month >= 11 }
        return leads.compactMap { lead in
            GregorianDate(year: spansNewYear && lead.month >= 11 ? year - 1 : year, month: lead.month, day: lead.day).map { ($0, lead) }
        }.max { $0.date < $1.date }
    }

    /// The evidence's last word when the date is a day after the latest lead's.
    static let dayAfterNews = "dated the day after its latest news, as a daily prints yesterday's"

    /// The latest real day among the signatures' dates, in the years a date is taken in.
    private static func latestSignature(_ lines: [Line], _ signatures: [Int]) -> (date: GregorianDate, line: Line)? {
        signatures.compactMap { index -> (date: GregorianDate, line: Line)? in
            let text = ScalarText(lines[index].text)
            guard let year = text.number(at: 0), GregorianDate.plausibleYears.contains(year.value), let day = text.monthDays().first,
                  let date = GregorianDate(year: year.value, month: day.month, day: day.day)
            else { return nil }
            return (date, lines[index])
        }.max { ($0.date.year, $0.date.month, $0.date.day) < ($1.date.year, $1.date.month, $1.date.day) }
    }

    /// Every `M月D日` within `leadWindow` scalars of the start of a news lead, in page order,
    /// but for one that opens a span or sets a term (`4月20日至22日，…将…`, `4月20日前`,
    /// `5月1日起`): that day may be still to come, where a lead reports what happened. A lead
    /// set in short column lines runs on into the lines under it (`…（记者 张丽娜） 6` /
    /// `月13日，记者从…`), which are read with it.
    static func leadDates(_ lines: [Line], leads: [Int]) -> [LeadDate] {
        leads.flatMap { index in
            let line = lines[index]
            var joined = line.text
            // The scalars joined, from the lines' own counts: counting the joined text's cost
            // more than reading its dates.
            var length = line.length
            var next = index + 1
            while length < leadScalars, next < lines.count, next - index <= leadRunOnLines {
                if !lines[next].isBlank {
                    joined += lines[next].text
                    length += lines[next].length
                }
                next += 1
            }
            let text = ScalarText(joined, limit: leadScalars)
            return text.monthDays().filter { $0.index < leadWindow && !spanOrTermMarks.contains(text.value(at: $0.end)) }.map {
                LeadDate(month: $0.month, day: $0.day, line: line.number)
            }
        }
    }

    /// `至`, `到`, `-`, `—`, `~`, `前`, `起`, `后` after a date.
    private static let spanOrTermMarks: Set<UInt32> = [0x81F3, 0x5230, 0x2D, 0x2014, 0x7E, 0x524D, 0x8D77, 0x540E]
    /// `至`, `-`, `—`, `–`, `~`, `～` after a year's `年`: it opens a span of years (`2019年至2022年`).
    /// Not `到`, a verb there as often (`2024年到位资金`, `2024年到期的`).
    private static let yearSpanMarks: Set<UInt32> = [0x81F3, 0x2D, 0x2014, 0x2013, 0x7E, 0xFF5E]

    /// The latest `YYYY年` that `text` names as a year things happened in, leaving out targets
    /// (`到2025年`, `预计2026年底`, `力争2025年`, `2025年底前`), ranges, and a year's review or plan
    /// (`2022年度民主生活会` is held in the year after, `2023年度重点项目` in that year). Read off
    /// the UTF-8 bytes (the digits are ASCII). A year a span starts at (`2016年以来`) is no
    /// evidence either. `plansOnly`: only a year whose sentence says `将` or names a `会议`, or,
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
                guard index - start == 4, GregorianDate.plausibleYears.contains(value) else { continue }
                // `年` is E5 B9 B4.
                guard index + 3 <= bytes.count, bytes[index] == 0xE5, bytes[index + 1] == 0xB9, bytes[index + 2] == 0xB4 else {
                    // `2024吕梁山地马拉松鸣枪开跑`: an event named by its year, held in it.
                    if !plansOnly, value > printed?.value ?? 0, namesAnEvent(bytes, at: start, from: index) {
                        printed = StoryYear(value: value, line: line)
                    }
                    continue
                }
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
        guard second == at || second == since, offset > 0 else { return false }
        return scalar(before: UTF8Walk.scalarStart(before: offset, in: bytes), in: bytes) == once
    }

    /// Whether the words from `offset`, right after four digits at `start`, name an event by its
    /// year: the name of the country, the province, the city or a whole area (`2024吕梁山地马拉松`,
    /// `2023中国·吕梁红枣文化节`, `2024全市职工运动会`) whose clause ends in an event's word within
    /// twenty characters, where the clause before says no `曾` (`他曾获得2019全国青年锦标赛冠军`).
    /// Counts (`2000盏`, `1986组家庭`) and rooms (`2006会议室`) name no area.
    private static func namesAnEvent(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, from offset: Int) -> Bool {
        guard eventScopes.contains(where: { offset + $0.count <= bytes.count && $0.withUnsafeBufferPointer { ByteSearch.matches($0, in: bytes, at: offset) } })
        else { return false }
        var index = offset
        var previous: UInt32 = 0
        var found = false
        for _ in 0..<20 {
            guard index < bytes.count, let (value, width) = UTF8Walk.scalar(in: bytes, at: index),
                  !sentenceEnds.contains(value), !clauseEnds.contains(value) else { break }
            if eventEnds.contains(value) || value == 0x677E && previous == 0x62C9 { found = true; break }
            previous = value
            index += width
        }
        guard found else { return false }
        var back = start
        while back > 0 {
            let scalarStart = UTF8Walk.scalarStart(before: back, in: bytes)
            guard let value = UTF8Walk.scalar(in: bytes, at: scalarStart)?.value,
                  !sentenceEnds.contains(value), !clauseEnds.contains(value) else { break }
            if value == once { return false }
            back = scalarStart
        }
        return true
    }

    /// `赛` (联赛, 锦标赛), `节` (文化节), `会` (运动会, 博览会), `坛` (论坛); and `拉松` (马拉松) above.
    private static let eventEnds: Set<UInt32> = [0x8D5B, 0x8282, 0x4F1A, 0x575B]
    /// The country, the province, the city and whole areas an event is named after, as UTF-8.
    private static let eventScopes = ["中国", "全国", "全省", "全市", "全县", "山西", "吕梁"].map { Array($0.utf8) }

    /// Whether `mark`, at `offset` right after a year's `年`, opens a span of years: a span's mark
    /// before a digit (`2019年至2022年`, `2019年～2022年`) or `至今`. Not `2024年—季度`, where the
    /// OCR read `一季度`'s `一` as a dash.
    private static func opensSpanOfYears(_ bytes: UnsafeBufferPointer<UInt8>, after mark: UInt32, at offset: Int) -> Bool {
        guard yearSpanMarks.contains(mark), let width = UTF8Walk.scalar(in: bytes, at: offset)?.width,
              offset + width < bytes.count else { return false }
        return isDigit(bytes[offset + width]) || mark == 0x81F3 && UTF8Walk.scalar(in: bytes, at: offset + width)?.value == 0x4ECA
    }

    /// `曾`; `在`, `于` after it; `，`, `,`.
    private static let once: UInt32 = 0x66FE
    private static let at: UInt32 = 0x5728
    private static let since: UInt32 = 0x4E8E
    private static let clauseEnds: Set<UInt32> = [0xFF0C, 0x2C]

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
    private static let will: UInt32 = 0x5C06
    private static let meeting: UInt32 = 0x4F1A
    /// `议` (会议), and `在`, `召`, `举` after a meeting's `会` (`推进会在…召开`, `动员会召开`, `座谈会举行`).
    private static let meetingFollowers: Set<UInt32> = [0x8BAE, 0x5728, 0x53EC, 0x4E3E]
    private static let sentenceEnds: Set<UInt32> = [0x3002, 0xFF1B, 0xFF01, 0xFF1F, 0x3B, 0x21, 0x3F]

    /// `前三季度`, `前两个月`, `前半年`: a year's first months, reported, where `前` alone after a
    /// year sets a deadline (`2025年前全面完成`).
    private static func countsPeriod(_ scalar: UInt32) -> Bool {
        Unicode.Scalar(scalar).flatMap(ChineseNumerals.digit) != nil || scalar == 0x4E24 || scalar == 0x534A || scalar == 0x51E0
    }

    /// `度` (`2022年度`), `前` (`2025年前`), `底` (`2025年底前`) after a year's `年`.
    private static let du: UInt32 = 0x5EA6
    private static let qian: UInt32 = 0x524D
    private static let di: UInt32 = 0x5E95
    /// `首` after a year's `年` (`2025年首场`, `首批`): the year's first, done in it.
    private static let firstOf: UInt32 = 0x9996
    /// `以来` after a year's `年`: since that year began.
    private static let yi: UInt32 = 0x4EE5
    private static let lai: UInt32 = 0x6765

    /// `到`, `至`, `-`, `—`, `–`, `~`, `～`, `约` before a year; and `自`, `从`, a span's start (`自2019年启动…以来`,
    /// `从2021年起`), as `2016年以来` is.
    private static let targetOpenings: Set<UInt32> = [0x5230, 0x81F3, 0x2D, 0x2014, 0x2013, 0x7E, 0xFF5E, 0x7EA6, 0x81EA, 0x4ECE]
    /// `预计`, `计划`, `力争`, `争取` before a year, as two scalars: words, where one character
    /// alone would take `统计2023年` or `听取2023年` for a plan.
    private static let planWords: [(first: UInt32, last: UInt32)] = [(0x9884, 0x8BA1), (0x8BA1, 0x5212), (0x529B, 0x4E89), (0x4E89, 0x53D6)]

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= 0x30 && byte <= 0x39
    }

    /// The scalar that ends right before `offset` (0 at the start).
    private static func scalar(before offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        guard offset > 0 else { return 0 }
        return UTF8Walk.scalar(in: bytes, at: UTF8Walk.scalarStart(before: offset, in: bytes))?.value ?? 0
    }
}

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
        var evidence: [DateEvidence]
    }

    /// A `M月D日` near the start of a news lead, with no year: what the story reports on.
    struct LeadDate {
        var month: Int
        var day: Int
        var line: Int

        /// How a warning names it (warnings are still sentences).
        var printed: String { "\(month)月\(day)日 (line \(line))" }
        var fact: DateEvidence.NewsLead { DateEvidence.NewsLead(month: month, day: day, line: line) }
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
            let evidence = DateEvidence.noticeSigned(text: signed.line.text, line: signed.line.number)
            if let latest = latestReal(leadDates, year: signed.date.year), latest.date >= signed.date {
                return Inferred(date: latest.date.adding(days: 1).iso8601,
                                evidence: [.latestNewsLead(latest.lead.fact), evidence, .dayAfterNews])
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
        var year = DateEvidence.StoryYear(year: latest.year.value, line: latest.year.line, reviewed: latest.year.reviewed)
        // One day's paper reports the last few days: a later lead whose story fixes no year of
        // its own is of the days after the dated one, in its year.
        if let later = latestReal(leadDates, year: latest.date.year), later.date > latest.date,
           later.date.dayNumber - latest.date.dayNumber <= sameWeek {
            year.of = latest.lead.fact
            return Inferred(date: later.date.adding(days: 1).iso8601,
                            evidence: [.latestNewsLead(later.lead.fact), .storyYear(year), .dayAfterNews])
        }
        return Inferred(date: latest.date.adding(days: 1).iso8601,
                        evidence: [.latestNewsLead(latest.lead.fact), .storyYear(year), .dayAfterNews])
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

    /// `至`, `到`, `-`, `—`, `–`, `~`, `～`, `前`, `起`, `后` after a date (the dashes, which look
    /// alike, as code points).
    private static let spanOrTermMarks = Set("至到-~～前起后\u{2014}\u{2013}".unicodeScalars.map(\.value))
}

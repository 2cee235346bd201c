/// A date for a page without masthead or footer date, guessed from what its stories say: the
/// day a notice on it was signed, or the day after the latest `M月D日` in a news lead (a daily
/// prints yesterday's news: seed 001's leads report 2月17日, and the page is most likely of the
/// 18th), in the signature's year or else the latest year the text names (`2023年`). The
/// result always carries its evidence and is marked inferred.
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
    /// Scalars of a lead that are read: a `M月D日` starting in the window ends within 20 scalars
    /// (two numbers of at most 9 digits, `月` and `日`), and a lead line may be a whole paragraph.
    private static let leadScalars = leadWindow + 20

    /// `signatures`: the lines that print the day a notice on the page was signed
    /// (`LineContext.signatures`). A page is printed on or after that day, and the signature
    /// names its year, where the text may name next year's targets: the latest signature's year
    /// is taken, and its day unless a lead reports a later one in that year.
    static func infer(_ lines: [Line], leads: [Int], signatures: [Int]) -> Inferred? {
        let leadDates = leadDates(lines, leads: leads)
        if let signed = latestSignature(lines, signatures) {
            let evidence = "a notice on the page is signed \(signed.line.text) (line \(signed.line.number))"
            if let latest = latestReal(leadDates, year: signed.date.year), latest.date >= signed.date {
                return Inferred(date: latest.date.adding(days: 1).iso8601,
                                evidence: ["latest date in a news lead: \(latest.lead.printed)", evidence, dayAfterNews])
            }
            return Inferred(date: signed.date.iso8601, evidence: [evidence])
        }
        guard let year = latestYear(lines), let latest = latestReal(leadDates, year: year.value) else { return nil }
        return Inferred(
            date: latest.date.adding(days: 1).iso8601,
            evidence: [
                "latest date in a news lead: \(latest.lead.printed)",
                "latest year named in the text: \(year.value)年 (line \(year.line))",
                dayAfterNews,
            ]
        )
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
    /// `5月1日起`): that day may be still to come, where a lead reports what happened.
    static func leadDates(_ lines: [Line], leads: [Int]) -> [LeadDate] {
        leads.flatMap { index in
            let line = lines[index]
            let text = ScalarText(line.text, limit: leadScalars)
            return text.monthDays().filter { $0.index < leadWindow && !spanOrTermMarks.contains(text.value(at: $0.end)) }.map {
                LeadDate(month: $0.month, day: $0.day, line: line.number)
            }
        }
    }

    /// `至`, `到`, `-`, `—`, `~`, `前`, `起`, `后` after a date.
    private static let spanOrTermMarks: Set<UInt32> = [0x81F3, 0x5230, 0x2D, 0x2014, 0x7E, 0x524D, 0x8D77, 0x540E]

    /// The latest `YYYY年` the text names, leaving out targets (`到2025年`, `预计2026年底`,
    /// `力争2025年`) and ranges. Read off the UTF-8 bytes (the digits are ASCII):
    /// every line that names a year is searched.
    static func latestYear(_ lines: [Line]) -> (value: Int, line: Int)? {
        var best: (value: Int, line: Int)?
        for line in lines where line.cues.contains(.nian) {
            UTF8Walk.withBytes(line.text) { bytes in
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
                    let isTarget = targetOpenings.contains(before) || planWords.contains {
                        $0.last == before && $0.first == scalar(before: UTF8Walk.scalarStart(before: start, in: bytes), in: bytes)
                    }
                    if !isTarget, value > best?.value ?? 0 {
                        best = (value, line.number)
                    }
                }
            }
        }
        return best
    }

    /// `到`, `至`, `-`, `—`, `约` before a year.
    private static let targetOpenings: Set<UInt32> = [0x5230, 0x81F3, 0x2D, 0x2014, 0x7EA6]
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

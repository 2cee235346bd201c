/// A date for a page without masthead or footer date, guessed from what its stories say: the
/// latest `M月D日` in a news lead, in the latest year the text names (`2023年`). The result
/// always carries its evidence and is marked inferred.
enum DateInference {
    struct Inferred {
        var date: String
        var evidence: [String]
    }

    /// Scalars after a dateline in which the event's date is looked for.
    static let leadWindow = 24

    static func infer(_ lines: [Line], leads: [Int]) -> Inferred? {
        var latest: (month: Int, day: Int, line: Int)?
        for index in leads {
            let line = lines[index]
            let text = ScalarText(line.text)
            for mention in text.monthDays() where mention.index < leadWindow {
                if latest.map({ ($0.month, $0.day) < (mention.month, mention.day) }) ?? true {
                    latest = (mention.month, mention.day, line.number)
                }
            }
        }
        guard let latest, let year = latestYear(lines) else { return nil }
        return Inferred(
            date: FooterReader.isoDate(year: year.value, month: latest.month, day: latest.day),
            evidence: [
                "latest date in a news lead: \(latest.month)月\(latest.day)日 (line \(latest.line))",
                "latest year named in the text: \(year.value)年 (line \(year.line))",
            ]
        )
    }

    /// The latest `YYYY年` the text names, leaving out targets (`到2025年`) and ranges.
    static func latestYear(_ lines: [Line]) -> (value: Int, line: Int)? {
        var best: (value: Int, line: Int)?
        for line in lines where line.cues.contains(.nian) {
            let text = ScalarText(line.text)
            var index = 0
            while index < text.count {
                guard let number = text.number(at: index), index == 0 || !ScalarClass.isDigit(text.value(at: index - 1)) else {
                    index += 1
                    continue
                }
                let start = index
                index = number.end
                guard number.end - start == 4, text.value(at: number.end) == 0x5E74, (1949...2100).contains(number.value) else { continue }
                let before = start > 0 ? text.value(at: start - 1) : 0
                let isTarget = [0x5230, 0x81F3, 0x2D, 0x2014, 0x7EA6].contains(before)
                if !isTarget, number.value > best?.value ?? 0 {
                    best = (number.value, line.number)
                }
            }
        }
        return best
    }
}

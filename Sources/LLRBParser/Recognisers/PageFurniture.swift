/// The fixed wording of the 吕梁日报's masthead and page footer, used to recognise their lines.
package enum PageFurniture {
    /// Phrases that only the masthead prints, each with the cue of a character it holds (see
    /// `Cues`): a line without that cue cannot hold the phrase, and is not searched for it.
    static let mastheadPhrases: [(phrase: String, cue: Cues)] = [
        ("机关报", .guan), ("日报社出版", .bao), ("统一刊号", .kan), ("连续出版物号", .ban), ("邮发代号", .you), ("新闻网", .wang),
        ("主管主办", .banOffice), ("一级报纸", .zhi), ("吕梁日报", .bao), ("LVLIANG", .latinCapital), ("LULIANG", .latinCapital), ("LÜLIANG", .latinCapital),
        ("RIBAO", .latinCapital),
    ]

    /// Labels of the footer's fields, each with the cue of a character it holds (see `Cues`):
    /// a line without that cue cannot hold the label, and is not searched for it (body text
    /// has 版, 编 or 话 often, all of the labels seldom). The paper's address counts only on a
    /// line with a postcode (`地址：吕梁市离石区滨河北中路 邮编：033000`): its cue is 邮编's.
    static let footerLabels: [(label: String, cue: Cues)] = [
        ("组版", .ban), ("责编", .ze), ("责任编辑", .ze), ("校对", .xiao), ("美编", .bian), ("美术编辑", .bian), ("邮箱", .you), ("信箱", .xiang),
        ("E-mail", .latinCapital), ("Email", .latinCapital), ("电话", .hua), ("邮编", .you), ("地址", .you),
    ]

    package static func isMasthead(_ line: Line) -> Bool {
        if isDatedMastheadRow(line) { return true }
        let rare = !line.cues.isDisjoint(with: .mastheadRare)
        guard rare || line.length <= 16 || line.length <= 30 && !line.cues.isDisjoint(with: .masthead) else { return false }
        let text = line.text
        let length = line.length
        if length <= 80, mastheadPhrases.contains(where: { line.cues.contains($0.cue) && text.includes($0.phrase) }),
           !namesPaperInProse(line) {
            return true
        }
        if text.beginsWith("农历"), length <= 14 { return true }
        if text.beginsWith("星期") {
            // The weekday alone, or before the year and month (`星期五 2023年4月`) or the date
            // (`星期五 2023年4月14日`). Not a page's date (`isPageDate`) anywhere: a diary's entry
            // in a story opens so.
            guard length > 3 else { return true }
            let scalars = ScalarText(text, limit: 20)
            guard isWeekday(scalars, at: 0), let rest = yearMonthEnd(scalars, at: 3) else { return false }
            if rest == length { return true }
            guard let day = scalars.number(at: rest) else { return false }
            return scalars.scalar(at: day.end) == "日" && day.end + 1 == length
        }
        guard let first = UTF8Walk.firstScalar(of: text), opensMastheadRow(first) else { return false }
        let scalars = ScalarText(text, limit: 32)
        // `2020年3月`, alone or with the weekday beside it (`2023年4月 星期五`).
        if let rest = yearMonthEnd(scalars, at: 0) {
            return rest == length || rest + 3 == length && isWeekday(scalars, at: rest)
        }
        if text.beginsWith("第"), let number = scalars.number(at: 1), scalars.scalar(at: number.end) == "期" {
            return length <= 16 || isIssueRow(scalars, after: number.end + 1)
        }
        return text.beginsWith("今日") && text.endsWith("版") && length <= 6
    }

    /// How a masthead row of dates and numbers opens: `2020年3月`, `第9895期`, `今日8版`.
    private static func opensMastheadRow(_ first: UInt32) -> Bool {
        switch first {
        case "0"..."9", "第", "今": true
        default: false
        }
    }

    /// A sentence naming the paper, its site or its rank (`市民可登录吕梁新闻网查询。`,
    /// `近日，吕梁日报记者走访了…`) is a story's text: taken for the masthead, it was out of its
    /// story and of search. It ends a sentence, or goes on after a `，`, `。` or `；` with a clause
    /// of four ideographs or more that names no masthead field; masthead rows part their fields
    /// so too (`中共吕梁市委机关报，山西省一级报纸`, `吕梁新闻网：www。sxllnews。cn`), each clause a field.
    /// Nor does a masthead title a notice: `“我与吕梁日报”征文启事`, `《吕梁日报》创刊30周年征文启事`.
    private static func namesPaperInProse(_ line: Line) -> Bool {
        if line.endsSentence || NoticeWording.titlesNotice(line) { return true }
        let scalars = ScalarText(line.text)
        return hasClause(in: scalars) { clause in
            let words = scalars.string(clause)
            return !mastheadPhrases.contains { words.includes($0.phrase) }
        }
    }

    /// Where `2020年3月` printed at `start` ends, when it is a plausible year and month there.
    private static func yearMonthEnd(_ scalars: ScalarText, at start: Int) -> Int? {
        guard let year = scalars.number(at: start), year.value >= 1949, year.value <= 2100, scalars.scalar(at: year.end) == "年",
              let month = scalars.number(at: year.end + 1), scalars.scalar(at: month.end) == "月"
        else { return nil }
        return month.end + 1
    }

    /// `星期五` at `start`.
    private static func isWeekday(_ scalars: ScalarText, at start: Int) -> Bool {
        scalars.beginsWith("星期", at: start) && MastheadReader.weekday(scalars.value(at: start + 2)) != nil
    }

    /// Whether what follows `第N期` at `start` is all masthead: the running total in brackets
    /// (`（总第12034期）`), the page count (`今日8版`), the weekday; such a row may be longer
    /// than the 16 characters a short line starting with `第N期` is held to.
    private static func isIssueRow(_ scalars: ScalarText, after start: Int) -> Bool {
        var index = start
        while index < scalars.count {
            let value = ScalarClass.folded(scalars.value(at: index))
            if ScalarClass.isSpace(value) {
                index += 1
            } else if value == Unicode.Scalar("(").value, scalars.beginsWith("总第", at: index + 1), let total = scalars.number(at: index + 3),
                      scalars.scalar(at: total.end) == "期", ScalarClass.folded(scalars.value(at: total.end + 1)) == Unicode.Scalar(")").value {
                index = total.end + 2 // (总第N期)
            } else if scalars.beginsWith("今日", at: index), let count = scalars.number(at: index + 2), scalars.scalar(at: count.end) == "版" {
                index = count.end + 1 // 今日N版
            } else if scalars.beginsWith("星期", at: index), MastheadReader.weekday(scalars.value(at: index + 2)) != nil {
                index += 3
            } else {
                return false
            }
        }
        return true
    }

    /// `2022年3月5日 星期六 农历壬寅年二月初三 第10485期 今日8版`: the masthead's date row read as
    /// one line, a printed date followed by the lunar date or the issue number.
    static func isDatedMastheadRow(_ line: Line) -> Bool {
        guard line.length <= 60, !line.hasSentencePunctuation, let first = UTF8Walk.firstScalar(of: line.text),
              ScalarClass.isDigit(first)
        else { return false }
        let text = line.text
        guard text.includes("农历") || text.includes("期") && text.includes("今日") else { return false }
        let scalars = ScalarText(text, limit: 12)
        guard let year = scalars.number(at: 0), GregorianDate.plausibleYears.contains(year.value), scalars.scalar(at: year.end) == "年",
              let month = scalars.number(at: year.end + 1), scalars.scalar(at: month.end) == "月"
        else { return false }
        return true
    }

    /// A footer line is fields and names: one whose sentence goes on after a `，` or `。`
    /// (`readsAsProse`) is a story's text, whatever labels its words hold (a stop the OCR read
    /// into an address, `llrbywb@163。com`, or put at the line's end leaves a footer one). The
    /// page's name counts as a field only with its colon (`版面：综合新闻 责编：侯文`): a story's
    /// `开设专题版面` does not.
    package static func isFooter(_ line: Line) -> Bool {
        let text = line.text
        guard line.length <= 120 else { return false }
        guard !line.cues.isDisjoint(with: .footer) else { return isPageDate(line) }
        if FooterRow.isFieldsOnly(line) { return true }
        let pageName = line.cues.contains(.ban) && text.includes("版面:") ? 1 : 0
        let labels = pageName + footerLabels.count { line.cues.contains($0.cue) && text.includes($0.label) }
        // `四、投稿方式：…邮箱…电话。`: a numbered item of a notice, which no footer row is.
        if labels >= 1, opensNumberedItem(text) { return false }
        // Read only where a label was found: most lines with a label's character hold none.
        if labels >= 1, readsAsProse(line.content) { return false }
        if text.includes("主办"), labels >= 1 { return true }
        if labels >= 2 { return true }
        if labels == 1, line.length <= 40, text.includes("@") || text.beginsWith("电话") { return true }
        if labels == 1, line.length <= 20, opensWithLabel(text) { return true }
        return isPageDate(line)
    }

    /// `四、`, `十二、`: a list's numbered item opens so.
    private static func opensNumberedItem(_ text: String) -> Bool {
        let scalars = ScalarText(text, limit: 4)
        guard let numeral = scalars.numeral(at: 0) else { return false }
        return scalars.scalar(at: numeral.end) == "、"
    }

    /// A `，`, `。`, `；`, `！` or `？` followed by a clause of four ideographs or more that is no
    /// field's label nor name: a sentence goes on (`…电子邮箱，方便群众随时反映问题。`, `…完成。在…`).
    /// A footer parts its fields with spaces, or with a `，` or `。` the OCR read in before a label
    /// (`本版组版：李刚。责编：岳旭强`) or after a lost space (`岳旭强，梁瑜校对：`, `刘挺，要闻部邮箱：`),
    /// and its names run two to four ideographs (`梁瑜，欧阳晓明 校对：`). `主办` goes on to a
    /// label in a footer (`政教专刊部主办，组版：`), to a clause in text (`活动由市委宣传部主办，咨询
    /// 电话：…`). Nor does a footer name a contact person (`联系人：张老师`).
    private static func readsAsProse(_ content: String) -> Bool {
        if content.contains("联系人") { return true }
        let scalars = ScalarText(content)
        return hasClause(in: scalars) { clause in
            let words = scalars.string(clause)
            // A label opens a field when its colon or a name follows (`组版：王晓`), not a sentence
            // (`电话畅通时间为每天…`); one closes a clause of a name or a department (`梁瑜校对`,
            // `要闻部邮箱`), not a sentence's (`或者发送电子邮箱`).
            let field = clause.count <= fieldClauseMaxLength
            let opensField = words.hasPrefix("本版") || footerLabels.contains {
                words.hasPrefix($0.label) && (field || clause.count == $0.label.count)
            }
            let closesWithField = field && (footerLabels.contains { words.hasSuffix($0.label) } || fieldEndings.contains { words.hasSuffix($0) })
            let end = clause.upperBound
            let name = clause.count == 4 && (end == scalars.count || ScalarClass.isSpace(scalars.value(at: end)))
            let start = clause.lowerBound
            let afterSponsor = start >= 3 && scalars.scalar(at: start - 3) == "主" && scalars.scalar(at: start - 2) == "办"
            return !opensField && (afterSponsor || !closesWithField && !name)
        }
    }

    /// Whether some clause of four ideographs or more that opens right after a sentence's stop
    /// (`，` `。` `；` `！` `？`, full-width or not) is prose to `isProse`, given its range: masthead
    /// and footer rows part their fields with those stops too, and each reader tells a field's
    /// clause from a sentence's in its own way.
    private static func hasClause(in scalars: ScalarText, where isProse: (Range<Int>) -> Bool) -> Bool {
        var index = 0
        while index < scalars.count {
            let value = ScalarClass.folded(scalars.value(at: index))
            index += 1
            switch value {
            case ",", "。", ";", "!", "?": break
            default: continue
            }
            var end = index
            while end < scalars.count, ScalarClass.isHan(scalars.value(at: end)) {
                end += 1
            }
            if end - index >= 4, isProse(index..<end) { return true }
        }
        return false
    }

    /// Longest clause of a footer's field after a `，` or `。`: a label and a name, or a
    /// department and its label (`要闻部邮箱`, `融媒体中心主办`, `新闻热线`).
    private static let fieldClauseMaxLength = 7
    /// What a footer's department or hotline ends in (`融媒体中心主办`, `新闻热线`).
    private static let fieldEndings = ["主办", "部", "中心", "热线"]

    /// `责任编辑：董凯峰`: a short line that is one labelled field, as pages that name their
    /// editors on a line of their own print it (text says `…的责任编辑表示`, never `责任编辑：` first).
    private static func opensWithLabel(_ text: String) -> Bool {
        footerLabels.contains { text.beginsWith($0.label + ":") }
    }

    /// A page's date as footers and inner-page headers print it: `2020年6月22日 星期一`.
    static func isPageDate(_ line: Line) -> Bool {
        guard line.length <= 24, let first = UTF8Walk.firstScalar(of: line.text), ScalarClass.isDigit(first) else { return false }
        let scalars = ScalarText(line.text)
        guard let year = scalars.number(at: 0), year.value >= 1949, scalars.scalar(at: year.end) == "年",
              let month = scalars.number(at: year.end + 1), scalars.scalar(at: month.end) == "月",
              let day = scalars.number(at: month.end + 1), scalars.scalar(at: day.end) == "日"
        else { return false }
        return day.end + 1 == scalars.count || scalars.beginsWith("星期", at: day.end + 1)
    }
}

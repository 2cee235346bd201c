import LLRBParser

/// Pages that put every stored field to work.
enum RecordFixtures {
    /// A page using every field, with texts from outside the CJK blocks (emoji, Hangul, Latin-1,
    /// full-width forms, curly quotes, private use), empty and absent optional values, and
    /// line ranges of every shape.
    static func fullPage() -> Page {
        let credit = Byline(role: "摄", name: "肖继旺", lines: SourceLines(line: 30))
        let caption = Caption(text: "图为3月12日，方山县“义务植树”📷", credits: [credit], lines: SourceLines(first: 29, last: 30))
        let first = Article(
            headline: "组织29个工作组开展复工复产情况调研", kicker: "中共中央办公厅国务院办公厅印发通知",
            subheadlines: ["——我市加快推进项目建设综述", ""],
            bylines: [Byline(role: "本报记者", name: "王涛", lines: SourceLines(line: 4)), Byline(role: "", name: "Zoë·李")],
            dateline: "新华社北京3月12日电",
            body: [Paragraph(text: "3月12日,全国5G基站达到100万个。", lines: SourceLines(first: 5, last: 7)),
                   Paragraph(kind: .sectionHeader, text: "\"组合拳\"把好\"复工关\"", lines: SourceLines(line: 9)),
                   Paragraph(text: "한국어 and ünïcödé × © ～ 😀 \u{E000} end", lines: SourceLines(first: 3, last: 12))],
            captions: [caption],
            continuedTo: Continuation(page: 4, printed: "下转4版", lines: SourceLines(line: 13)),
            continuedFrom: Continuation(page: -1, printed: "", lines: SourceLines(line: 0)),
            rubric: "特别报道", headlineLines: SourceLines(first: 1, last: 3), lines: SourceLines(first: 1, last: 14))
        var second = Article(headline: "", kicker: "", subheadlines: ["副题"],
                             body: [Paragraph(text: "only ASCII here", lines: SourceLines(line: 20))], lines: SourceLines(line: 20))
        second.lines.last = 18
        let third = Article(headline: "无正文", lines: SourceLines(line: 40))
        return Page(
            date: "2020-03-13", dateSource: .lunar, dateEvidence: [.mastheadMonth(year: 2020, month: 3), .lunarDate("庚子年二月二十"), .weekday(5)], issueNumber: 9895,
            lunarDate: "庚子年二月二十", lunar: LunarDate(year: "庚子", month: 2, isLeapMonth: true, day: 20), weekday: 5,
            pageCount: 8, pageNumber: 1, serialNumber: "CN14-0028", postalCode: "21-28", mastheadLines: SourceLines(first: 1, last: 2),
            articles: [first, second, third], captions: [caption],
            footer: Footer(department: "要闻部", layoutEditors: ["李刚"], editors: ["岳旭强", "梁瑜"], proofreaders: [],
                           email: "ywb@example.com", date: "2020-03-13", lines: SourceLines(line: 50)),
            noise: [NoiseLine(text: "# 棺", reason: "OCR garbage", lines: SourceLines(line: 45))],
            warnings: ["星期五 does not fit"])
    }
}

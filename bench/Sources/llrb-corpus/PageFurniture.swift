/// The printed parts of a page around the articles: masthead (报头), footer (版面信息),
/// rubrics and credits. Each function returns the lines to print, blank lines included.
enum PageFurniture {
    private static let departments = ["要闻部", "政教专刊部", "经济部", "综合新闻部", "副刊部", "时评理论部"]
    private static let mailboxes = ["llrbywb@163.com", "lhbzjb@163.com", "llrbjjb@163.com", "llrbzhb@163.com"]
    static let rubrics = ["特别报道", "两会特稿", "一线直击", "图片新闻", "今日关注", "走基层"]

    /// A masthead in one of the seeds' forms; `withDay` false prints only year and month, so the
    /// day must be worked out from the weekday and the lunar date.
    static func masthead(date: IssueDate, issueNumber: Int, pageCount: Int, withDay: Bool,
                         random: inout SeededRandom) -> [String] {
        let printedDate = withDay ? "\(date.year)年\(date.month)月\(date.day)日" : "\(date.year)年\(date.month)月"
        let lunar = date.lunar.map { ["农历" + $0] } ?? []
        switch random.below(3) {
        case 0:
            return ["中共吕梁市委机关报", "",
                    "吕梁日报社出版 国内统一刊号: CN14 - 0028 邮发代号: 21 — 28 吕梁新闻网: www.sxllnews.cn", "",
                    printedDate, "", date.weekdayName, ""] + lunar.flatMap { [$0, ""] }
                + ["第 \(issueNumber) 期 今日\(pageCount)版", "", "山西省一级报纸", ""]
        case 1:
            return ["中共吕梁市委机关报 🥰 吕梁日报社出版", "",
                    "中共吕梁市委主管主办 邮发代号:21-28 吕梁新闻网:www.sxllnews.cn", "",
                    printedDate, "", date.weekdayName, ""] + lunar.flatMap { [$0, ""] }
                + ["国内统一连续出版物号: CN14 - 0028", "", "> 第\(issueNumber)期 今日\(pageCount)版", ""]
        default:
            return ["吕梁日报", "",
                    "\(printedDate) \(date.weekdayName) \(lunar.first ?? "") 第\(issueNumber)期 今日\(pageCount)版", ""]
        }
    }

    /// A footer; inner pages often print the date, page one never does.
    static func footer(date: IssueDate, withDate: Bool, names: () -> String, random: inout SeededRandom) -> [String] {
        let department = random.pick(departments)
        let mailbox = random.pick(mailboxes)
        if withDate {
            return ["\(date.year)年\(date.month)月\(date.day)日 \(date.weekdayName)  ",
                    "\(department)主办 组版：\(names()) 责编：\(names()) 校对：\(names())  ",
                    "电子信箱：\(mailbox)", ""]
        }
        return ["\(department)主办 本版组版: \(names()) 责编:\(names()) \(names()) 校对:\(names()) "
                + "\(department)邮箱:\(mailbox) 电话:8227878-80\(random.within(10...99))", ""]
    }

    /// Noise that OCR makes of a vertical sidebar or a picture: one character per line, or garbage.
    static func noise(random: inout SeededRandom) -> [String] {
        if random.chance(0.5) {
            return random.pick(Vocabulary.verticalTexts).flatMap { [String($0), ""] }
        }
        return [random.pick(Vocabulary.garbageLines), ""]
    }
}

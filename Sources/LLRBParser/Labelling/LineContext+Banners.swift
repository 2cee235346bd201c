/// The head of a page, over its first story: a banner across the page (`不忘初心 牢记使命`,
/// `庆祝中国共产党成立100周年` over a story with a kicker of its own, calls such as `提振消费信心
/// 释放消费潜力` over a kicker and a headline, or set larger than the headline) and the page's
/// section name (`# 县域经济`, `经济·县域`), printed above the first story's kicker and headline.
/// The OCR tool marks them at whatever level their type suggests, so their place settles what
/// they are: neither is the kicker or the headline of the story under them.
extension LineContext {
    static func readPageHead(_ lines: [Line], _ kinds: inout Labelling) {
        var run: [Int] = []
        var storyFollows = false
        // A section name set aside as a speck (`要闻`) heads the page: a slogan under it is lower.
        var sectioned = false
        let printed = kinds.positions { !$0.isBlank }
        scan: for index in printed {
            switch kinds[index] {
            case .masthead, .footer: continue
            case .noise:
                sectioned = sectioned || run.isEmpty && RubricRules.isColumnWord(lines[index])
            case .headline, .rubric, .subtitle: run.append(index)
            case .lead, .byline, .body:
                storyFollows = true
                break scan
            default: break scan
            }
        }
        guard storyFollows, let last = run.lastIndex(where: { kinds[$0] == .headline }) else { return }
        for (position, index) in run[..<last].enumerated() {
            let line = lines[index]
            if position == 0, kinds[index] == .headline, isSectionName(line, anyLevel: true), !LineClassifier.isLetterSpaced(line) {
                kinds[index] = .rubric
            } else if !isSetSmaller(line, over: lines[run[position + 1]]), RubricRules.isSloganBanner(line)
                || RubricRules.isCampaignSlogan(line) && (position == 0 && !sectioned || hasKicker(below: position, run, lines, kinds))
                || RubricRules.isParallelCalls(line) && (position == 0 && isSetLarger(line, over: lines[run[position + 1]])
                    || (position > 0 || !sectioned) && hasKicker(below: position, run, lines, kinds) && !storyNames(line, under: run[last], lines, printed)) {
                kinds[index] = .noise(NoiseRules.slogan)
            }
        }
    }

    /// Whether the story under the headline at `index` names the calls `line` in its first lines,
    /// quoting one of them (`…坚持“守好这一方山水”…`) or saying every one
    /// (`通过打造特色产业、促进农民增收` under `打造特色产业 促进农民增收`): they are its kicker, not the
    /// page's banner. One phrase inside other words (`“安全生产月”` under `安全生产 人人有责 …`)
    /// names the story's subject, not the calls.
    private static func storyNames(_ line: Line, under index: Int, _ lines: [Line], _ printed: [Int]) -> Bool {
        guard let start = printed.firstIndex(of: index) else { return false }
        let phrases = line.content.split(separator: " ").map(String.init)
        let opening = printed[(start + 1)...].prefix(pairNamingLines).map { lines[$0].text }
        let quotes = phrases.flatMap { ["“\($0)”", "\"\($0)\""] }
        return opening.contains { text in quotes.contains { text.includes($0) } }
            || phrases.allSatisfy { phrase in opening.contains { $0.includes(phrase) } }
    }

    /// How many lines under a page's first headline are read for the words of a pair over it:
    /// the story's opening paragraphs.
    static let pairNamingLines = 8

    /// Calls the OCR marked in the page's largest type, over a smaller headline (`# 守护母亲河
    /// 建设生态吕梁` over `## 石楼沿黄万亩荒山披绿装`): a kicker is printed smaller than its headline,
    /// a banner larger. (A headline in the second size is printed over its smaller subtitle.)
    private static func isSetLarger(_ line: Line, over next: Line) -> Bool {
        line.headingLevel == 1 && next.headingLevel > line.headingLevel
    }

    /// A slogan the OCR marked smaller than the line under it (`### 学习贯彻党的二十大精神` over
    /// `## 交城县开展安全生产检查`) is set as that headline's kicker.
    private static func isSetSmaller(_ line: Line, over next: Line) -> Bool {
        next.headingLevel > 0 && line.headingLevel > next.headingLevel
    }

    /// `绿水青山就是金山银山`, `人民至上 生命至上`, `全民健身 健康吕梁` between stories or at the
    /// page's foot (`RubricRules.isStockSlogan`), unmarked or in the page's largest type, is a
    /// banner. Over its writer or a lead it titles a commentary; set smaller than the line under
    /// it, or over a story that names its words in its first lines (`全民健身 健康吕梁` /
    /// `我市第十届全民健身运动会开幕`), it is that story's kicker.
    static func readStockSlogans(_ lines: [Line], _ kinds: inout Labelling) {
        let content = kinds.positions { $0.isContent }
        for (position, index) in content.enumerated() where kinds[index] == .headline || kinds[index] == .rubric {
            let line = lines[index]
            guard line.headingLevel <= 1, RubricRules.isStockSlogan(line) else { continue }
            if position + 1 < content.count {
                let next = content[position + 1]
                if kinds[next] == .byline || kinds[next] == .lead || isSetSmaller(line, over: lines[next]) { continue }
                let phrases = RubricRules.sloganKeyPhrases(line)
                let opening = content[(position + 1)...].prefix(sloganNamingLines)
                if opening.contains(where: { below in phrases.contains { lines[below].text.includes($0) } }) { continue }
            }
            kinds[index] = .noise(NoiseRules.slogan)
        }
    }

    /// How many lines under a stock slogan are read for its words: the story's headline lines
    /// and its first text.
    static let sloganNamingLines = 4

    /// `弘扬伟大建党精神 奋力推进吕梁高质量转型发展` between two stories, or inside one's text: a
    /// banner of campaign calls across the page (`RubricRules.isExhortation`) is no story's line.
    /// Under a kicker that introduces what was said (`习近平在山西考察时强调：`) the same words are
    /// the headline, and set smaller than the line under it they are its kicker.
    static func readCampaignBanners(_ lines: [Line], _ kinds: inout Labelling) {
        let content = kinds.positions { $0.isContent }
        for (position, index) in content.enumerated() where kinds[index] == .headline || kinds[index] == .body || kinds[index] == .subtitle {
            let line = lines[index]
            let below = position + 1 < content.count ? lines[content[position + 1]] : nil
            guard RubricRules.isExhortation(line), below.map({ !isSetSmaller(line, over: $0) }) ?? true else { continue }
            if position > 0 {
                let above = lines[content[position - 1]]
                if HeadlineWording.isKicker(above) || above.text.hasSuffix("：") || above.text.hasSuffix(":") { continue }
            }
            kinds[index] = .noise(NoiseRules.slogan)
        }
    }

    /// Whether another headline line stands between the line at `position` of the page's head
    /// and the headline under it (`决战决胜脱贫攻坚` / `冬季行动再发力` / `岚县…见实效`): the story has its
    /// kicker, and a slogan over it is the page's. A slogan heading the page, the first line
    /// under its masthead, is its banner wherever it stands; one lower in the head (under the
    /// page's section name) and right over a headline is set as that story's kicker
    /// (`要闻` / `决战决胜脱贫攻坚` / `临县最后12个贫困村全部退出`).
    private static func hasKicker(below position: Int, _ run: [Int], _ lines: [Line], _ kinds: Labelling) -> Bool {
        run[(position + 1)...].count { kinds[$0] == .headline && !HeadlineWording.isAttendanceLine(lines[$0]) } >= 2
    }
}

/// The parser's rule table: every decision about what a line is, in the order it is taken.
///
/// Line rules come first: each line gets the kind of the first line rule whose test gives one
/// (the last, `running-text`, always does). Page rules follow, each a pass with the whole page
/// in view that changes the kinds it reads into the kinds it gives; a later rule sees what the
/// earlier ones decided. docs/PARSER.md lists the table (a test keeps it in sync), and `llrb
/// parse --explain` shows which rules set and changed each line. A new rule is a row here with
/// its example, and a test named after what it reads.
package enum LabelRules {
    static let table: [LabelRule] = lineRules + pageRules

    package static let lineRules: [LabelRule] = [
        .line("logo", gives: .noise, example: "🔴", "A line that held only a pictograph is where the OCR met a logo.") { line in
            line.isBlank && line.hadPictograph ? .noise("a symbol where the OCR met a logo") : nil
        },
        .line("blank", gives: .blank, example: "", "A line with nothing left once marks and spaces are gone.") { line in
            line.isBlank ? .blank : nil
        },
        .line("table-row", gives: .body, example: "| 项目 | 投资 |", "A row of a markdown table is the story's text.") { line in
            MarkdownTable.isRow(line) ? .body : nil
        },
        .line("noise", gives: .noise, example: "府 m I稿",
              "Fragments, stray Latin letters among Chinese, radicals, symbols and page numbers alone (NoiseRules), and a markdown image: where a picture was printed (a layout page writes one over its caption).") { line in
            NoiseRules.reason(for: line).map(LineKind.noise)
        },
        .line("masthead-field", gives: .masthead, example: "中共吕梁市委机关报",
              "A masthead field (paper, serial numbers, date, weekday, lunar date, issue), unless it opens a byline or a news lead (`黄河新闻网汾阳讯`).") { line in
            PageFurniture.isMasthead(line) && BylineReader.bylineLine(line) == nil && !DatelineReader.opensLead(line) ? .masthead : nil
        },
        .line("footer-field", gives: .footer, example: "要闻部主办 本版组版: 李刚 责编:岳旭强",
              "A footer field: the department, editors, proofreader, contacts or the page's date.") { line in
            PageFurniture.isFooter(line) ? .footer : nil
        },
        .line("jump-marker", gives: .continuation, example: "（上接1版）", "A jump marker alone on its line.") { line in
            ContinuationReader.isMarkerOnly(line) ? .continuation : nil
        },
        .line("photo-credit", gives: .credit, example: "王志强 摄影", "A photo credit alone on a short line.") { line in
            LineClassifier.isCredit(line) ? .credit : nil
        },
        .line("caption-opening", gives: .caption, example: "图为3月12日方山县前东旺坪村干部群众正在义务植树",
              "A line that opens as photo captions do (`图为`, `上图：`, `▲`).") { line in
            LineClassifier.opensCaption(line) ? .caption : nil
        },
        .line("news-lead", gives: .lead, example: "本报讯(记者 李雅萍)2月17日,…", "A line that opens with a news lead or a dateline: `本报讯`, `新华社北京3月12日电`, `吕梁4月27日电`, `黄河新闻网曲沃讯`.") { line in
            DatelineReader.opensLead(line) ? .lead : nil
        },
        .line("slogan-banner", gives: .noise, example: "# 学习贯彻党的二十大精神",
              "A campaign slogan (a call to study a meeting's spirit, a fixed pair, or two or more calls opening with a campaign's verb across the page), unmarked or set in the page's largest type (`#`), is its banner: neither headline nor kicker of the story under it.") { line in
            line.headingLevel <= 1 && RubricRules.isSloganBanner(line) ? .noise(NoiseRules.slogan) : nil
        },
        .line("column-word", gives: .rubric, example: "读者来信",
              "A column's fixed name, read before names: `读者来信` is no reader called 来信.") { line in
            RubricRules.isColumnWord(line) ? .rubric : nil
        },
        .line("page-name", gives: .rubric, example: "摄影周刊",
              "A page's name (`…周刊`, `…专刊`), read before names: `摄影周刊` is no photographer called 周刊.") { line in
            RubricRules.isPageName(line) ? .rubric : nil
        },
        .line("byline", gives: .byline, example: "□ 本报记者 王涛", "A whole line of contributors' names and roles.") { line in
            BylineReader.bylineLine(line) != nil ? .byline : nil
        },
        .line("closing-names", gives: .byline, example: "(王卫华)", "Names in brackets alone, as a story's writers close it.") { line in
            BylineReader.trailing(in: line.content)?.before.isEmpty == true ? .byline : nil
        },
        .line("dash-subtitle", gives: .subtitle, example: "——我市加快推进项目建设综述", "A short dash-led line: a subtitle (副题).") { line in
            LineClassifier.isSubtitle(line) ? .subtitle : nil
        },
        .line("section-mark", gives: .sectionHeader, example: "#### \"组合拳\"把好\"复工关\"",
              "A short markdown `####` heading: a 小标题 inside a story.") { line in
            line.headingLevel >= 4 && line.length <= LineClassifier.headlineMaxLength ? .sectionHeader : nil
        },
        .line("column-name", gives: .rubric, example: "新时代 新征程 新伟业", "A column's name (栏目) as the paper prints them.") { line in
            RubricRules.isRubric(line) ? .rubric : nil
        },
        .line("headline-shape", gives: .headline, example: "组织29个工作组开展复工复产情况调研",
              "Short, with no sentence punctuation, not broken off mid-phrase: a headline, kicker or 小标题, placed later.") { line in
            LineClassifier.looksLikeHeadline(line) ? .headline : nil
        },
        .line("notice-title", gives: .headline, example: "声明", "A notice's title alone (`声明`, `公告`), or a short one letter-spaced (`招 标 公 告`).") { line in
            NoticeWording.isTitleAlone(line) || NoticeWording.isLetterSpacedTitle(line) ? .headline : nil
        },
        .line("running-text", gives: .body, example: "2月17日,市委书记孙大军到…", "Any other line is the text of a story.") { _ in
            .body
        },
    ]

    static let pageRules: [LabelRule] = [
        .page("running-head", reads: [.headline, .rubric, .body], gives: [.noise, .footer], example: "第3版 理论",
              "On an inner page, the running head or foot that prints the page number is furniture (with the footer when dated).",
              pass: { LineContext.markRunningHeads($0, &$1) }),
        .page("contents-box", reads: [.headline, .body, .rubric, .noise], gives: [.noise], example: "今日导读 / >>>2版 我市出台支持民营经济发展20条措施 / >>>3版 交口：乡村“小游园”扮靓大乡村",
              "Under a contents label (`今日导读`), the lines opening with the page they point to (`2版`, `第三版`) and the few characters a column wrapped off one, with the label, are a box of contents: no story of this page.",
              pass: { LineContext.readContentsBoxes($0, &$1) }),
        .page("notice-field", reads: [.headline], gives: [.body], example: "招 标 公 告 / 项目名称：吕梁市城区背街小巷改造提升工程",
              "A notice's field (`项目名称：`, `联系电话：`, `招标人：`), a label of a few ideographs and a colon: text, not a headline.",
              pass: { LineContext.demoteNoticeFields($0, &$1) }),
        .page("stock-slogan", reads: [.headline, .rubric], gives: [.noise], example: "…十分有利。 / 人民至上 生命至上 / 石楼县转移安置沿河群众1200余人",
              "A saying or campaign pair printed as a banner (`绿水青山就是金山银山`, `全民健身 健康吕梁`) is no story's line, unless its writer or lead follows (a commentary's title), it is set smaller than the line under it, or the story under it names its words (its kicker).",
              pass: { LineContext.readStockSlogans($0, &$1) }),
        .page("punctuation-at-line-start", reads: [.headline, .rubric, .noise], gives: [.body], example: "…关注雨情水情汛情 / 工情动态 / ，确保安全度汛",
              "A line opening with a comma, full stop or closing mark is the rest of the line above: both are text.",
              pass: { LineContext.joinLinesBrokenBeforePunctuation($0, &$1) }),
        .page("long-headline-over-lead", reads: [.body], gives: [.headline],
              example: "我市全面推进巩固拓展脱贫攻坚成果同乡村振兴有效衔接工作座谈会暨全市乡村振兴重点工作推进会召开 / 本报讯（记者 王涛）3月5日，全市工作会议召开。",
              "A line longer than a column line is a headline when its headline lines lead into a news lead or byline.",
              pass: { LineContext.promoteLongHeadlines($0, &$1) }),
        .page("letter-spaced-title", reads: [.body], gives: [.headline, .rubric], example: "…投产、早见效。 / 办 报 五 年 / □ 闫海燕",
              "A short letter-spaced line standing apart over a byline or lead, or of eight ideographs or fewer and no figures over text, is a story's title, not justified text; heading the page over a column's name (`光 影 吕 梁` / `摄影周刊`), the page's name.",
              pass: { LineContext.promoteLetterSpacedTitles($0, &$1) }),
        .page("vertical-title", reads: [.noise], gives: [.headline], example: "…现代化城市。 / 古 / 村 / 新 / 韵 / □ 本报记者 王芳",
              "Single ideographs one under another after finished text, right over a boxed byline or a lead, are the story's title set vertically.",
              pass: { LineContext.readVerticalTitles($0, &$1) }),
        .page("vertical-text", reads: [.noise, .headline, .body, .rubric], gives: [.noise], example: "签 / 约 / 总 / 额",
              "Three or more fragments in a row, and short lines beside them, are vertical text of a graphic.",
              pass: { LineContext.markVerticalText($0, &$1) }),
        .page("column-name-over-headline", reads: [.noise, .headline], gives: [.rubric], example: "短评 / 让群众少跑腿",
              "A column's name alone over a headline names the story under it; so do two short names joined by a middle dot (`民生·回音壁`) over a headline or a question.",
              pass: { LineContext.readColumnNamesOverHeadlines($0, &$1) }),
        .page("punctuated-title", reads: [.body], gives: [.headline], example: "法律讲堂 / 冬季取暖，这些法律风险要当心 / 进入冬季，取暖成为家家户户的大事。",
              "The line right under a column's name that ends no sentence (a question, phrases parted by a comma), over a story's lead, byline or text, is its headline; so is a question marked at a headline's size, or under a kicker, over a lead or writer's line.",
              pass: { LineContext.promotePunctuatedTitles($0, &$1) }),
        .page("question-title", reads: [.body], gives: [.headline], example: "…很多人还是搞不清。 / 垃圾分类，您家做到了吗？ / ——读者来信来电摘编",
              "A question alone on its line after a finished sentence, of a headline's length and naming no one who asks it (`记者：…？`), is a headline.",
              pass: { LineContext.promoteQuestionsAfterText($0, &$1) }),
        .page("comma-title", reads: [.body], gives: [.headline], example: "…慢一点、让一点。 / （鲁平） / 雪天行车，慢一点又何妨",
              "Phrases parted by a comma and ending in no punctuation, alone right under a story's names (over a lead, a writer's line, the footer or nothing), or after finished text over a writer's box (`□ 本报记者 李娜`), are a headline.",
              pass: { LineContext.promoteCommaTitles($0, &$1) }),
        .page("page-head", reads: [.headline, .rubric, .subtitle], gives: [.rubric, .noise], example: "决战决胜脱贫攻坚 / 冬季行动再发力 / 岚县易地扶贫搬迁后续扶持见实效 / 本报讯（记者 孔丽娟）",
              "Over the page's first story, a campaign slogan (or two to four calls of about one length, over a kicker and a headline and not quoted by the story, or heading the page in its largest type) is the page's banner and a section name at the very top its section, in any type: neither is the story's kicker nor headline.",
              pass: { LineContext.readPageHead($0, &$1) }),
        .page("campaign-banner", reads: [.headline, .body, .subtitle], gives: [.noise], example: "…易发生落石。 / 弘扬伟大建党精神 奋力推进吕梁高质量转型发展 / ## 法官把“法庭”搬到了炕头上",
              "Two or more calls opening with a campaign's verb across the page are its banner wherever they stand, unless a kicker introduces them as what was said or they are set smaller than the headline under them.",
              pass: { LineContext.readCampaignBanners($0, &$1) }),
        .page("unmarked-headline", reads: [.headline], gives: [.body], example: "## 我市召开春耕备耕工作会议 / 本报讯（记者 王涛）3月5日，我市召开春耕备耕工作会议。 / ## 孝义市举行义务植树活动 / 春风吹绿吕梁山 / 3月12日，孝义市干部群众参加义务植树活动。",
              "Where the OCR marked headings with `#`, an unmarked short line is text unless it opens a story or titles a notice.",
              pass: { LineContext.demoteUnmarkedHeadlines($0, &$1) }),
        .page("wrapped-headline", reads: [.headline], gives: [.body], example: "全市上下要坚持问题导向，坚持交总账 / 交细账推进落实 / 确保各项任务落到实处。",
              "A headline-looking line after a sentence that has not ended carries that sentence on.",
              pass: { LineContext.demoteWrappedHeadlines($0, &$1) }),
        .page("full-column-line", reads: [.headline], gives: [.body], example: "交口县压实各级主体责任推进工作。 / 市行政审批局提档升级服务效能。 / 市行政审批局推进厂房525万平 / 方米，同比增长百分之十二点五。",
              "A full column line under a shorter headline line (right under it or a line step below), or between two text lines finishing a word it broke or listing three items with `、`, is the story's text, unless the line under it opens a sentence with its day and the line leads into no date (`…定于今年`).",
              pass: { LineContext.demoteFullColumnLines($0, &$1) }),
        .page("cut-number", reads: [.headline], gives: [.body], example: "市政协党组 ２０２ / ３ 年 建成投用…",
              "A line whose last digits and the next line's first are one number runs on into that line.",
              pass: { LineContext.demoteLinesEndingInACutNumber($0, &$1) }),
        .page("cut-before-sentence-end", reads: [.headline], gives: [.body], example: "我市人民医院新院区正式投入使 / 用。全面落实…",
              "A line whose sentence ends a word into the next line is that sentence's column line.",
              pass: { LineContext.demoteLinesCutBeforeASentenceEnd($0, &$1) }),
        .page("opening-quotation", reads: [.headline], gives: [.body], example: "市医保局村民何英说:“与 / 此同时,我们…”",
              "A line opening a quotation or title that the text line under it closes is that quotation's first line.",
              pass: { LineContext.demoteLinesOpeningAQuotation($0, &$1) }),
        .page("text-under-jump-in", reads: [.headline], gives: [.body], example: "（上接1版） / 交口县扎实推进黄河流域生态保护 和高质量",
              "The line under a marker that a story began on another page is that story's text going on.",
              pass: { LineContext.demoteTextUnderJumpsIn($0, &$1) }),
        .page("loss-notice", reads: [.headline], gives: [.body], example: "遗失声明 / 刘桂琳不慎遗失道路运输经营许可",
              "Under a lost papers' column, a line reporting a loss is the column's text, however short.",
              pass: { LineContext.demoteLossNotices($0, &$1) }),
        .page("caption-under-picture", reads: [.body, .headline], gives: [.caption],
              example: "![](#xywh=80,300,900,400) / 5月25日，游客在柳林县军渡村黄河岸边赏 / 槐花。冯建伟 摄",
              "The unmarked lines right under a picture, down to the end of their first sentence or paragraph or to a credit, are its caption, when they open no story (a lead, a heading set larger, a line shaped as a headline over a story's opening), are no table's rows, and are a caption's sentence or two (photo news's few when a credit ends them).",
              pass: { LineContext.readCaptionsUnderPictures($0, &$1) }),
        .page("caption-by-credit", reads: [.body], gives: [.caption], example: "3月12日，…植树。图为… / 肖继旺 摄",
              "A text line with `图为` right before a photo credit, or ending in one, is the photo's caption.",
              pass: { LineContext.promoteCaptions($0, &$1) }),
        .page("caption-title-over-credit", reads: [.headline], gives: [.caption], example: "自己的作品。 / 剪纸艺人在课堂上指导学生 / 康红梅 摄",
              "A short unmarked headline-shaped line right over a photo credit says what the photo shows: its caption, unless a sentence under the credit describes the photo (the line then ends a headline run).",
              pass: { LineContext.promoteTitlesOverCredits($0, &$1) }),
        .page("caption-under-credit", reads: [.headline, .body], gives: [.caption],
              example: "石楼县屈产河生态治理工程通过验收，河道拓宽了。 / 武晓东 摄 / 治理后的屈产河两岸绿意盎然 / 交城县卦山景区迎来赏秋高峰",
              "A short line under a credit with no caption over it, before a headline, sharing the words of the story above, or a sentence there (its first column line may look like a headline): the caption, unless one sentence over the credit describes the photo; a sentence quoting speech (`“…”村民说`), or one longer than a finished description over the credit, stays the story's text.",
              pass: { LineContext.promoteLinesUnderCredits($0, &$1) }),
        .page("caption-over-credit", reads: [.body], gives: [.caption], example: "会议要求，各单位抓好落实。 / 农民在田间查看小麦长势。 / 刘生锋 摄",
              "A short paragraph right over a photo credit (in column lines too), or photo news's text under its headline, is the caption.",
              pass: { LineContext.promoteLinesOverCredits($0, &$1) }),
        .page("caption-ending-in-credit", reads: [.body], gives: [.caption],
              example: "本报讯（记者 王涛）9月23日，丰收节开幕。 / 丰收节现场，农民展示自家种植的小杂粮。（张三 摄）",
              "A paragraph of its own (in column lines too) that ends in a photo credit is the photo's caption, or a photo news item's text.",
              pass: { LineContext.promoteTextEndingInCredits($0, &$1) }),
        .page("photo-news-title", reads: [.noise], gives: [.headline], example: "…枣树五千亩。 / 春 灌 / 3月19日，农民引水浇灌麦田。 / （任志强 摄）",
              "Two ideographs set apart after finished text, right over a caption or credit (or after closing names, over text that runs down to one), are a photo news title.",
              pass: { LineContext.readPhotoNewsTitles($0, &$1) }),
        .page("photo-descriptions", reads: [.body], gives: [.caption], example: "## 初冬暖阳 / 散步的市民。 / 划船的游客。 / 11月19日，天气晴好，市民到公园休闲。 记者 王涛 摄",
              "Under a photo news headline, up to three short paragraphs over its credited text describe its photos.",
              pass: { LineContext.promotePhotoDescriptions($0, &$1) }),
        .page("paragraph-opening", reads: [.noise], gives: [.body], example: "营 / 商环境…",
              "One or two unmarked ideographs right before text are that text's opening, broken off by the OCR.",
              pass: { LineContext.readParagraphOpenings($0, &$1) }),
        .page("letters-in-text", reads: [.noise], gives: [.body], example: "今年一季度，柳林县 / GDP / 首次突破百亿元，同比增长。",
              "Latin letters between two text lines are the sentence's word, not garbage.",
              pass: { LineContext.readLettersInText($0, &$1) }),
        .page("date-in-text", reads: [.masthead, .footer], gives: [.body], example: "…勃发新生机。 / 2022 年 9 月 14 日 / 体温是否正常…",
              "A masthead line after the stories began, or a full date between two text lines, is a date the text names.",
              pass: { LineContext.readDatesInText($0, &$1) }),
        .page("notice-signature", reads: [.footer, .headline, .rubric], gives: [.body], example: "关于开展安全检查的公告 / 各单位要认真落实安全生产责任，确保安全。 / 吕梁市应急管理局 / 2020年5月13日",
              "A signer and a bare date under a notice's text sign the notice; the date is no footer's. An institution alone at the page's foot signs it too.",
              pass: { LineContext.readSignatures($0, &$1) }),
        .page("contact-line", reads: [.headline], gives: [.body], example: "…敬请咨询。 / 联系电话：0358-5550168",
              "A line of contacts alone (`联系电话：…`) is the text of the notice or story it belongs to, never a headline.",
              pass: { LineContext.readContactLines($0, &$1) }),
        .page("contacts-at-foot", reads: [.headline, .body, .rubric], gives: [.footer], example: "本报民生热线：0358-8227123",
              "Under the last story, with only footer, noise or blank lines after it, a line of the paper's contacts (its desk's hotline or mailbox, or an address beside the footer's rows) is the footer's.",
              pass: { LineContext.markContactsAtFoot($0, &$1) }),
        .page("masthead-date", reads: [.footer], gives: [.masthead], example: "中共吕梁市委机关报 / 2020年3月13日",
              "A full date among masthead lines is the masthead's.",
              pass: { _, kinds in LineContext.claimMastheadDates(&kinds) }),
    ]

    /// The line rules' tests, in order, apart from the rows: every line of every page runs
    /// through them, and reading them out of the rows copied each row (five retains) a test.
    private static let lineTests: [LineTest] = lineRules.map { rule in
        if case let .line(test) = rule.decision { LineTest(test: test) } else { LineTest { _ in nil } }
    }

    /// A line rule's test, held in a struct so that an array keeps the closure as it was made:
    /// an array of bare closures holds each behind a reabstraction thunk, which cost a call and
    /// a retain for every rule tried on every line (1.9 million on the bench's 10 MB archive).
    private struct LineTest {
        let test: @Sendable (Line) -> LineKind?
    }

    /// The position in `table` of the first line rule whose test gives a kind, and that kind.
    private static func firstLineRule(for line: Line, in tests: [LineTest]) -> (rule: Int, kind: LineKind) {
        for position in tests.indices {
            if let kind = tests[position].test(line) { return (position, kind) }
        }
        return (tests.count - 1, .body)
    }

    /// The position in `lineRules` of the first line rule whose test gives `line` a kind: what
    /// the recognisers make of the line alone, one of the learned labeller's features.
    package static func firstLineRule(for line: Line) -> (rule: Int, kind: LineKind) {
        firstLineRule(for: line, in: lineTests)
    }

    /// What `line` is by the line rules alone.
    package static func kind(of line: Line) -> LineKind {
        firstLineRule(for: line, in: lineTests).kind
    }

    /// Labels a page's lines: every line rule, then every page rule in order.
    static func label(_ lines: [Line]) -> Labelling {
        var kinds: [LineKind] = []
        var origins: [UInt8] = []
        kinds.reserveCapacity(lines.count)
        origins.reserveCapacity(lines.count)
        let tests = lineTests
        for line in lines {
            let first = firstLineRule(for: line, in: tests)
            kinds.append(first.kind)
            origins.append(UInt8(first.rule))
        }
        var labelling = Labelling(kinds: kinds, origins: origins)
        for (offset, rule) in pageRules.enumerated() {
            guard case let .page(pass) = rule.decision else { continue }
            labelling.rule = lineRules.count + offset
            pass(lines, &labelling)
        }
        return labelling
    }
}

/// The rows of the rule table that read the stories around a line (scope `story`, listed by
/// `PageParser.rules` after the rule table's): a headline-looking line kept in a story's text or
/// made its 小标题, a dash line that signs a letter, a banner set aside, the lines of a story that
/// came to nothing, a brief column's banner and items. `StoryRules` decides them, but for
/// `page-top-block`, which headline placement decides as it weighs the words of the runs over and
/// under the page's first story, `block-rubric`, which a headline block reads from its lines'
/// levels, and `storyless`, which assembly finds when a story it opened ends with no text; `--explain` names the one that changed a line. Each example, set as a
/// page, makes its rule fire (RuleTableTests).
enum StoryRule: String, CaseIterable, Sendable {
    case dashSignature = "dash-signature"
    case sloganInStory = "slogan-in-story"
    case verse
    case sectionHeaderInStory = "section-header-in-story"
    case textInStory = "text-in-story"
    case dashSectionHeader = "dash-section-header"
    case bannerInText = "banner-in-text"
    case photoNewsText = "photo-news-text"
    case captionText = "caption-text"
    case pageTopBlock = "page-top-block"
    case datelineInText = "dateline-in-text"
    case sectionMarkHeadsStory = "section-mark-heads-story"
    case briefColumn = "brief-column"
    case briefItem = "brief-item"
    case blockRubric = "block-rubric"
    case storyless

    var reads: [LineKind.Name] {
        switch self {
        case .dashSignature, .sloganInStory, .dashSectionHeader: [.subtitle]
        case .verse: [.headline]
        case .sectionHeaderInStory, .textInStory, .bannerInText: [.headline, .subtitle, .rubric]
        case .storyless: [.rubric, .byline, .lead, .continuation]
        case .photoNewsText: [.body]
        case .captionText: [.body, .headline]
        case .pageTopBlock: [.headline, .subtitle]
        case .datelineInText: [.lead]
        case .sectionMarkHeadsStory: [.sectionHeader]
        case .briefColumn: [.headline, .rubric, .subtitle, .byline]
        case .briefItem: [.caption, .headline, .body]
        case .blockRubric: [.headline, .subtitle]
        }
    }

    var gives: [LineKind.Name] {
        switch self {
        case .dashSignature: [.byline]
        case .sloganInStory, .bannerInText, .storyless: [.noise]
        case .verse, .textInStory: [.body]
        case .sectionHeaderInStory: [.sectionHeader, .body]
        case .dashSectionHeader: [.sectionHeader]
        case .photoNewsText, .captionText: [.caption]
        case .pageTopBlock: [.rubric]
        case .datelineInText: [.body]
        case .briefItem: [.body, .headline]
        case .blockRubric: [.rubric]
        case .sectionMarkHeadsStory: [.headline]
        case .briefColumn: [.rubric]
        }
    }

    var example: String {
        switch self {
        case .dashSignature: "## 小区路灯亮了 / 小区门口的路灯坏了半年，经反映后三天就修好了。 / ——读者 刘文晓 / ## 市区新增公交线路3条 / 本报讯(记者 李雅萍)4月13日,市区新开通3条公交线路。"
        case .sloganInStory: "本报讯（记者 王涛）近日，文水县召开文旅工作会议，安排部署今年的重点工作， / -新时代新作为新篇章 决战完胜脱贫攻坚 / 文水县深入推进文旅 / 融合,全县接待游客大幅增长。"
        case .verse: "□ 贾文斌 / 黄河在窗下翻了个身 / 窑洞在炊烟里歌唱 / 一半是窑洞一半是枣花 / 山丹丹落满故乡的肩头 / 我把乡愁写进信里"
        case .sectionHeaderInStory: "□ 本报记者 于爱 / 走进兴县的大棚，满眼都是绿色，菜农们正忙着采摘。 / 强化服务保障 / 各级各部门要主动上门服务，帮助企业解决实际困难，确保项目早日投产。"
        case .textInStory: "本报讯（记者 王涛）3月5日，全市召开工作会议，推动我市营商环境持续优化。 / 为认真落实省委、省政府关于扎实开展 / 营 商 环 境 创 新 提 升 行 动 的 要 求 ，持续打造一流营商环境，我市出台了一系列措施。"
        case .dashSectionHeader: "本报讯（记者 王涛）3月5日，全市召开工作会议，安排部署今年的重点工作。 / ——坚持创新驱动 / 会议要求，各地要把创新摆在发展全局的核心位置，加快培育新动能。"
        case .bannerInText: "本报讯（记者 王涛）3月5日，全市召开工作会议，要求各地全力 / ——全力打造“985”重点产业链 / 推进各项工作落地见效，确保全年目标任务圆满完成。"
        case .photoNewsText: "## 我市召开春耕工作会议 / 本报讯（记者 王涛）3月5日，我市召开春耕工作会议。（王涛） / 近日，离石区信义镇东泰绿谷农业园的草莓迎来了成熟采摘的季节，游客纷纷前来采摘。 / 任欣利 摄"
        case .captionText: "图为全面梳理…排 / 展新质生产力，培育新兴产业集群。 / 孔军鑫 摄"
        case .pageTopBlock: "乡村振兴 / 本报讯（记者 王涛）3月5日，文水县召开全面推进乡村振兴工作会议，安排部署乡村振兴重点工作。 / 文水县全面推进乡村振兴 / 本报讯（记者 李华）3月6日，交城县开展义务植树活动。 / 交城县开展义务植树活动"
        case .datelineInText: "## 全国春耕生产有序推进 / 新华社北京3月4日电 记者从农业农村部获悉，全国春耕生产有序推进。 / 新华社北京3月4日电 / ## 我市召开春耕工作会议 / 本报讯（记者 王涛）3月5日，我市召开春耕工作会议。"
        case .sectionMarkHeadsStory: "#### 春耕备耕正当时 / 本报讯（记者 王涛）3月5日，…"
        case .briefColumn: "■ 县区简讯 / ■交口县部署高质量发展 “我们要把非遗保护这件实事办好，让群众有更多获得感。”蔡芳军说。 / 柳林县落实项目建设 汾阳市坚持把转型发展作为重要抓手，开展生态保护各项工作。"
        case .briefItem: "简讯 / ▲近日，方山县开展植树活动。（郝丽君）"
        case .blockRubric: "# 把吕梁精神用在当今时代 / ## 牢记嘱托乘势而上 书写新时代新篇章 / ### 孝义市：坚持创新为上 做转型发展排头兵 / □ 本报记者 王涛 / 近年来，孝义市坚持创新驱动，推动转型发展。 / ### 汾阳市召开春耕工作会议 / 本报讯（记者 李华）3月4日，汾阳市召开春耕工作会议。"
        case .storyless: "## 我市召开春耕工作会议 / 本报讯（记者 王涛）3月5日，我市召开春耕工作会议，安排部署春耕工作。 / 特别报道"
        }
    }

    var summary: String {
        switch self {
        case .dashSignature: "A dash before a role and names under a story signs it (a letter's reader), no subtitle of the next."
        case .sloganInStory: "A dash slogan in a story's column over a headline is set aside: a subtitle is printed under its headline."
        case .verse: "Four or more short lines set as stanzas inside a feature, or right under its writer's box before any text, are the poem's text."
        case .sectionHeaderInStory: "A short line after a finished sentence, over more of the open story's text, is its 小标题."
        case .textInStory: "Headline-looking lines that carry the open story's sentence or column on are its text, as are those under a notice's title that a column wrapped."
        case .dashSectionHeader: "A dash line of one phrase after a finished sentence heads the section under it."
        case .bannerInText: "A banner or slogan printed inside a story's sentence is set aside."
        case .storyless: "A column name, byline, dateline or jump marker whose story has no text is set aside."
        case .photoNewsText: "A few sentences of text under no open story, right over a photo's caption or credit, are photo news: the caption's text."
        case .captionText: "A caption runs on through the text lines a column cut it into, or photo news's text, up to the photo's credit."
        case .pageTopBlock: "On a page of headlines under their stories, the lines over its first story name the page or a column when the run under the story holds more of its words (weighed by headline placement)."
        case .datelineInText: "A dateline alone on its line under a story that has its own, at the page's end or over headlines whose story opens with a lead, is the story's last words."
        case .sectionMarkHeadsStory: "A line marked as a 小标题 (`####`) with no story open heads the story under it."
        case .briefColumn: "A brief column's banner (`简讯`) over the column's text names its items: their rubric."
        case .briefItem: "In a brief column, a line opening an item (a bold or bracketed title, a `▲` bullet) is the item's title and first text, not a caption or a headline."
        case .blockRubric: "In a headline block, a line over the kicker names the story's column: its rubric (read by the block from the lines' levels)."
        }
    }
}

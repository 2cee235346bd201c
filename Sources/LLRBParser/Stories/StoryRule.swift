/// The rows of the rule table that read the stories around a line (scope `story`, listed by
/// `PageParser.rules` after the rule table's): a headline-looking line kept in a story's text or
/// made its 小标题, a dash line that signs a letter, a banner set aside, the lines of a story that
/// came to nothing. `StoryRules` decides them, but for `page-top-block`, which headline
/// placement decides as it weighs the words of the runs over and under the page's first story;
/// `--explain` names the one that changed a line.
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
        }
    }

    var example: String {
        switch self {
        case .dashSignature: "——读者 刘文晓"
        case .sloganInStory: "-新时代新作为新篇章 决战完胜脱贫攻坚 / 文水县深入推进文旅 / 融合,…"
        case .verse: "窑洞在炊烟里歌唱 / 一半是窑洞一半是枣花 / … / 山丹丹落满故乡的肩头"
        case .sectionHeaderInStory: "强化服务保障 / 各级各部门要…"
        case .textInStory: "…经济高质量发 / 展新路上阔步前行"
        case .dashSectionHeader: "——坚持创新驱动"
        case .bannerInText: "…，全力 / 学习贯彻党的二十大精神 / 推进…"
        case .storyless: "特别报道 (at the page's foot)"
        case .photoNewsText: "近日，离石区信义镇东泰绿谷农业园的草莓迎来了成熟采摘的季节。 / 任欣利 摄"
        case .captionText: "图为全面梳理…排 / 展新质生产力，培育新兴产业集群。 / 孔军鑫 摄"
        case .pageTopBlock: "弘扬吕梁精神 / 本报讯（记者 王涛）3月5日，文水县… / 文水县全面推进乡村振兴"
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
        }
    }
}

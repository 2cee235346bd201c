/// The decisions assembly still takes about what a labelled line is, by the stories around it: a
/// headline-looking line kept in a story's text or made its 小标题, a dash line that signs a
/// letter, a banner set aside. Named like the rows of the rule table (`PageParser.rules` lists
/// them after it, as scope `assembly`), so that `--explain` says which one placed a line where
/// its label did not say.
enum AssemblyRule: String, CaseIterable, Sendable {
    case dashSignature = "dash-signature"
    case sloganInStory = "slogan-in-story"
    case verse
    case sectionHeaderInStory = "section-header-in-story"
    case textInStory = "text-in-story"
    case dashSectionHeader = "dash-section-header"
    case bannerInText = "banner-in-text"
    case storyless

    var reads: [LineKind.Name] {
        switch self {
        case .dashSignature, .sloganInStory, .dashSectionHeader: [.subtitle]
        case .verse: [.headline]
        case .sectionHeaderInStory, .textInStory, .bannerInText: [.headline, .subtitle, .rubric]
        case .storyless: [.rubric, .byline, .lead, .continuation]
        }
    }

    var gives: [LineKind.Name] {
        switch self {
        case .dashSignature: [.byline]
        case .sloganInStory, .bannerInText, .storyless: [.noise]
        case .verse, .textInStory: [.body]
        case .sectionHeaderInStory: [.sectionHeader, .body]
        case .dashSectionHeader: [.sectionHeader]
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
        }
    }
}

/// The rules that decide what a labelled line is by the story open around it. For a run of
/// headline-looking lines, in the order they are tried: a dash line signing the story, slogans
/// and verse, a notice's title, a 小标题, text that carries the story on, a banner set into its
/// column, and only then headlines (`read`); and which lines a caption runs over, photo news's
/// text, a brief column's banner and items, a bare dateline, a 小标题's mark over no story
/// (`StoryRules+Columns`). The rule table labels lines from the page alone; these read the
/// stories made so far too, so they cannot run before assembly: assembly asks them as its walk
/// reaches the line, handing them the labelled page and a summary of the story it has open
/// (`StoryView`, `OpenStory`), records the change they make, and groups the line as they say.
enum StoryRules {
    static let strandedReason = "a headline or banner printed inside another story's column"
    /// Most characters of text that photo news prints over its caption: a few sentences (seed
    /// 004's 草莓 photo: 125), where a story's last section runs longer.
    static let photoNewsMaxLength = 200
    /// Longest 小标题 couplet, gap included: two phrases of up to seven or eight characters.
    static let coupletSectionHeaderMaxLength = 16
    /// The longest one-phrase line read as a possible 小标题 inside text that runs into closing
    /// names (`isShortSectionHeader`), in ideographs: such a 小标题 takes four to eight (`强化服务保障`,
    /// `"组合拳"把好"复工关"`), where a headline names a place and what happened there and runs
    /// longer (a limit of 10 read a headline through on a test archive).
    static let shortSectionHeaderMaxLength = 8
    /// Longest verse line, in scalars: a poem's lines run five to a dozen characters.
    static let verseLineMaxLength = 16
    /// Fewest headline-looking lines in a row read as a poem's verse inside a feature: a
    /// headline block (rubric, kicker, headline, subtitle) runs to three.
    static let verseRunMinLines = 4

    /// What the run at `range` (positions in reading order) is, with `view`'s story open.
    static func read(_ range: Range<Int>, in view: StoryView) -> RunReading {
        let page = view.page
        let cluster = range.map { (line: page.lines[page.order[$0]], kind: page.kinds[page.order[$0]]) }
        let insideStory = view.open?.hasBody == true
        // `——读者 刘文晓` under a letter, over the next headline: a dash before a role and names
        // signs the story above, and is no subtitle of the story below.
        if insideStory, let first = cluster.first, first.kind == .subtitle,
           case let names = HeadlineWording.withoutDash(first.line.content), BylineReader.roleIndex(atStartOf: names) != nil,
           let bylines = BylineReader.parse(names) {
            return .signature(bylines)
        }
        // A dash slogan in a story's column over what looks like a headline (`-新时代新作为新篇章
        // 决战完胜脱贫攻坚 弘扬吕梁精神` / `文水县深入推进文旅` / `融合,…`): a subtitle is printed under
        // its headline, never over it, so the slogan is set aside and the rest read on its own.
        let slogans = insideStory ? cluster.prefix { $0.kind == .subtitle && $0.line.headingLevel == 0 }.count : 0
        if slogans > 0, slogans < cluster.count, cluster[slogans...].allSatisfy({ $0.line.headingLevel == 0 }) {
            return .setAside(count: slogans, by: .sloganInStory)
        }
        if let verse = verse(cluster, at: range, in: view) {
            return .text(count: verse, by: .verse)
        }
        let next = page.kind(at: range.upperBound)
        if next == .body, cluster.last.map({ NoticeWording.titlesNotice($0.line) }) == true,
           cluster.allSatisfy({ $0.kind == .rubric || NoticeWording.titlesNotice($0.line) }) {
            // A notice's title heads the notice: neither the open story's 小标题 nor its headline.
            return .notice
        }
        if next == .body, let title = page.wrappedNoticeTitle(cluster) {
            // `关于G307线部分路段` / `施工期间实行交通管制的公告` / `因G307线…路面大修`: a notice's title
            // that the column wrapped, then its text's first column line.
            return .wrappedNotice(title: title, titleLines: page.titleLineCount(cluster, title))
        }
        guard next == .body || view.endsBrief(range), let open = view.open else { return .headlines }
        if next == .body,
           view.isSectionHeader(cluster[0].line, in: open, textFrom: range.upperBound)
               && cluster.dropFirst().allSatisfy({ page.isPlain($0) || page.isOneLineOfText($0) }) && !view.isAwaitedHeadlineBlock(range, of: open)
               || view.isCoupletSectionHeader(range, in: open) {
            return .sectionHeader(by: .sectionHeaderInStory)
        }
        if carriesTextOn(cluster, at: range, in: view, open) {
            return .text(count: cluster.count, by: .textInStory)
        }
        // A slogan set as a dash line in a story's column (`-新时代新作为新篇章 决战完胜脱贫攻坚`,
        // `——全力打造“985”重点产业链`) between two of its paragraphs: a subtitle is printed under
        // its headline, and one with no headline over it starts no story. A dash line of one
        // phrase after a finished sentence heads the section under it (`——坚持创新驱动`), unless
        // it is worded as a feature's subtitle (`——我市加快推进项目建设综述`).
        let bannerInText = insideStory && cluster.allSatisfy { $0.kind == .subtitle }
        let inSentence = page.followsUnfinishedSentence(range.lowerBound)
        guard next == .body, inSentence || bannerInText, cluster.allSatisfy({ $0.line.headingLevel == 0 }) else { return .headlines }
        if !inSentence, cluster.count == 1, !HeadlineWording.withoutDash(cluster[0].line.content).contains(" "),
           !HeadlineWording.endsAsFeatureSubtitle(cluster[0].line) {
            return .sectionHeader(by: .dashSectionHeader)
        }
        return .setAside(count: cluster.count, by: .bannerInText)
    }

    /// A poem's next stanzas (`窑洞在炊烟里歌唱` / `一半是窑洞一半是枣花` / … / `山丹丹落满故乡的肩头`),
    /// short lines that look like headlines, run longer than any headline block inside a
    /// feature, set line under line with a blank between stanzas: the poem's text. A last line
    /// over a writer's box (`写给窑洞` / `□ 朱强军`) titles the next poem. Right under the writer's
    /// box, before any text (`□ 贾文斌` / `黄河在窗下翻了个身` / …), the lines are the poem's first
    /// however they are set, up to a marked headline: a writer's name is printed over the text,
    /// never over a headline. How many of the run's lines are verse, if any.
    private static func verse(_ cluster: [(line: Line, kind: LineKind)], at range: Range<Int>, in view: StoryView) -> Int? {
        let isVerse = { (entry: (line: Line, kind: LineKind)) in
            entry.line.headingLevel == 0 && entry.line.length <= verseLineMaxLength && !entry.line.endsSentence
        }
        let next = view.page.kind(at: range.upperBound)
        let underWriter = view.open.map { !$0.hasBody && $0.isSigned } == true && view.page.kind(at: range.lowerBound - 1) == .byline
        let verse = underWriter ? cluster.prefix(while: isVerse).count : cluster.count
        let titled = verse == cluster.count && (next == .byline || next == .lead)
        guard let open = view.open, open.isFeature, underWriter || open.hasBody && view.page.isSetAsStanzas(cluster),
              verse >= verseRunMinLines + (titled ? 1 : 0), cluster.prefix(verse).allSatisfy(isVerse)
        else { return nil }
        return titled ? verse - 1 : verse
    }

    /// Headline-looking lines that carry the open story's sentence or column on, or start its
    /// text under its byline or lead, or end a brief that awaits its closing names, are its text.
    /// Text under a line that carries on an open sentence is that sentence's, whoever's names
    /// end it: set aside, the line would only be lost.
    private static func carriesTextOn(_ cluster: [(line: Line, kind: LineKind)], at range: Range<Int>, in view: StoryView,
                                      _ open: OpenStory) -> Bool {
        let page = view.page
        let next = page.kind(at: range.upperBound)
        let continuesSentence = next == .body && page.followsUnfinishedSentence(range.lowerBound)
            && (cluster.allSatisfy(page.isOneLineOfText) || cluster.allSatisfy({ $0.line.headingLevel == 0 })
                && (cluster.contains { LabelledPage.isPunctuatedAsText($0.line) } || cluster.last.map { LabelledPage.endsOpen($0.line) } == true
                    || page.wordRunsThrough(range)))
        let runsOn = continuesSentence || next == .body && cluster.allSatisfy(page.isOneLineOfText)
            && (page.headlinesBelow && cluster.allSatisfy { ColumnWidth.fills($0.line.length, width: page.columnWidth) }
                || view.awaitsClosingByline(from: range.upperBound))
        guard continuesSentence || !view.namesOtherWriters(open, textFrom: range.upperBound) else { return false }
        return next == .body && (cluster.allSatisfy(page.isPlain) && !page.isHeadlineBlock(range) && !view.followsClosingPhoto(range.lowerBound, of: open)
            || runsOn || view.startsText(of: open, with: cluster)) || view.endsBrief(range)
    }
}

extension StoryRules {
    /// A story that came to nothing (a column name at the page's foot, a byline or jump marker
    /// with no text after it) leaves its lines set aside: `leftovers`, as noise, each a change
    /// of rule `storyless` from its label.
    static func storyless(_ leftovers: [NoiseLine], in page: LabelledPage) -> [StoryChange] {
        leftovers.flatMap { noise in page.changes(over: noise.lines, by: .storyless, to: .noise(noise.reason)) }
    }
}

extension StoryRules {
    /// Photo news prints a few sentences over its photo's caption (`photoNewsMaxLength`): a run
    /// of text from `position` under no open story, right over a caption or credit, is that
    /// caption's text, unless it is longer, its writers' names close it (`…干劲十足。（汤勇春
    /// 薛怡磊）`: photo news has its photo's credit) or it is carried over from another page
    /// (`（上接1版）…`): then it is a story with its photo. (Read as a caption, a story of 59
    /// lines lost its place and the headline under it went to the next story.) The position
    /// after the run, when it is photo news's text.
    static func photoNewsText(from position: Int, in view: StoryView) -> Int? {
        let page = view.page
        guard view.open == nil else { return nil }
        var end = position
        var length = 0
        while end < page.order.count, page.kinds[page.order[end]] == .body {
            length += page.lines[page.order[end]].length
            end += 1
        }
        guard end > position, let after = page.kind(at: end), after == .caption || after == .credit, length <= photoNewsMaxLength,
              !page.endsWithClosingByline(end - 1), !ContinuationReader.opensCarriedOverStory(page.lines[page.order[position]])
        else { return nil }
        return end
    }

    /// The text lines (`body`, or a plain `headline` inside photo news) that the caption at
    /// `range` runs over, as changes of rule `caption-text`; its caption and credit lines are
    /// the caption's by their labels.
    static func captionChanges(_ range: Range<Int>, on page: LabelledPage) -> [StoryChange] {
        range.filter { page.kinds[page.order[$0]] != .credit }.flatMap { change(at: $0, on: page, by: .captionText, to: .caption) }
    }
}

/// Runs of headline lines: a section header inside a feature, a banner stranded inside another
/// story's sentence, or headlines to place (see `HeadlinePlacement`).
extension ArticleAssembler {
    mutating func placeHeadlines(_ range: Range<Int>) {
        let cluster = range.map { (line: lines[order[$0]], kind: kinds[order[$0]]) }
        if let photoNews = awaitsPhotoNewsHeadline(at: range.lowerBound) {
            articles[photoNews].setBlock(HeadlineBlock(cluster, articleLevel: articleLevel))
            articles[photoNews].closed = true
            return
        }
        // A dash slogan in a story's column over what looks like a headline (`-新时代新作为新篇章
        // 决战完胜脱贫攻坚 弘扬吕梁精神` / `文水县深入推进文旅` / `融合,…`): a subtitle is printed under
        // its headline, never over it, so the slogan is set aside and the rest read on its own.
        let insideStory = openArticle.map { articles[$0].hasBody } == true
        // `——读者 刘文晓` under a letter, over the next headline: a dash before a role and names
        // signs the story above, and is no subtitle of the story below.
        if insideStory, let open = openArticle, let first = cluster.first, first.kind == .subtitle,
           case let names = HeadlineBlock.withoutDash(first.line.content), BylineReader.roleIndex(atStartOf: names) != nil,
           let bylines = BylineReader.parse(names) {
            note([first.line], .dashSignature, as: .byline)
            articles[open].bylines += bylines.from(first.line)
            articles[open].include(first.line.sourceLines)
            articles[open].closed = true
            if cluster.count > 1 { placeHeadlines(range.lowerBound + 1..<range.upperBound) }
            return
        }
        let slogans = insideStory ? cluster.prefix { $0.kind == .subtitle && $0.line.headingLevel == 0 }.count : 0
        if slogans > 0, slogans < cluster.count, cluster[slogans...].allSatisfy({ $0.line.headingLevel == 0 }) {
            note(cluster.prefix(slogans).map(\.line), .sloganInStory, as: .noise)
            stranded += cluster.prefix(slogans).map {
                NoiseLine(text: $0.line.content, reason: ArticleAssembler.strandedReason, lines: $0.line.sourceLines)
            }
            placeHeadlines(range.lowerBound + slogans..<range.upperBound)
            return
        }
        let next = kind(at: range.upperBound)
        // A poem's next stanzas (`窑洞在炊烟里歌唱` / `一半是窑洞一半是枣花` / … / `山丹丹落满故乡的肩头`),
        // short lines that look like headlines, run longer than any headline block inside a
        // feature, set line under line with a blank between stanzas: the poem's text. A last
        // line over a writer's box (`写给窑洞` / `□ 朱强军`) titles the next poem. Right under the
        // writer's box, before any text (`□ 贾文斌` / `黄河在窗下翻了个身` / …), the lines are the
        // poem's first however they are set, up to a marked headline: a writer's name is printed
        // over the text, never over a headline.
        let isVerse = { (entry: (line: Line, kind: LineKind)) in
            entry.line.headingLevel == 0 && entry.line.length <= ArticleAssembler.verseLineMaxLength && !entry.line.endsSentence
        }
        let underWriter = openArticle.map { !articles[$0].hasBody && !articles[$0].bylines.isEmpty } == true && kind(at: range.lowerBound - 1) == .byline
        let verse = underWriter ? cluster.prefix(while: isVerse).count : cluster.count
        let titled = verse == cluster.count && (next == .byline || next == .lead)
        if let open = openArticle, articles[open].isFeature, underWriter || articles[open].hasBody && isSetAsStanzas(cluster),
           verse >= ArticleAssembler.verseRunMinLines + (titled ? 1 : 0), cluster.prefix(verse).allSatisfy(isVerse) {
            let poem = cluster.prefix(titled ? verse - 1 : verse)
            appendAsText(poem, placedBy: .verse, to: open)
            if poem.count < cluster.count { placeHeadlines(range.lowerBound + poem.count..<range.upperBound) }
            return
        }
        if next == .body, cluster.last.map({ NoticeWording.titlesNotice($0.line) }) == true,
           cluster.allSatisfy({ $0.kind == .rubric || NoticeWording.titlesNotice($0.line) }) {
            // A notice's title heads the notice: neither the open story's 小标题 nor its headline.
            // A column of lost papers' notices is read as a brief column, one item a notice.
            if cluster.count == 1, let column = NoticeWording.lostPropertyColumn(cluster[0].line) {
                enterBriefColumn(column)
                return
            }
            let article = startArticle()
            articles[article].setBlock(HeadlineBlock(cluster, articleLevel: articleLevel))
            return
        }
        if next == .body, let title = wrappedNoticeTitle(cluster) {
            // `关于G307线部分路段` / `施工期间实行交通管制的公告` / `因G307线…路面大修`: a notice's title
            // that the column wrapped, then its text's first column line.
            let article = startArticle()
            articles[article].setBlock(HeadlineBlock([title], articleLevel: articleLevel))
            let text = cluster.dropFirst(titleLineCount(cluster, title))
            appendAsText(text, placedBy: .textInStory, to: article)
            return
        }
        if next == .body, let open = openArticle,
           (isSectionHeader(cluster[0].line, in: open, textFrom: range.upperBound)
               && cluster.dropFirst().allSatisfy({ isPlain($0) || isOneLineOfText($0) }) && !isAwaitedHeadlineBlock(range, of: open))
            || isCoupletSectionHeader(range, in: open) {
            note([cluster[0].line], .sectionHeaderInStory, as: .sectionHeader)
            addSectionHeader(cluster[0].line, to: open)
            appendAsText(cluster.dropFirst(), placedBy: .sectionHeaderInStory, to: open)
            return
        }
        let continuesSentence = next == .body && followsUnfinishedSentence(range.lowerBound)
            && (cluster.allSatisfy(isOneLineOfText) || cluster.allSatisfy({ $0.line.headingLevel == 0 })
                && (cluster.contains { Self.isPunctuatedAsText($0.line) } || cluster.last.map { Self.endsOpen($0.line) } == true
                    || wordRunsThrough(range)))
        let runsOn = continuesSentence || next == .body && cluster.allSatisfy(isOneLineOfText)
            && (headlinesBelow && cluster.allSatisfy { ColumnWidth.fills($0.line.length, width: columnWidth) }
                || awaitsClosingByline(from: range.upperBound))
        // Text under a line that carries on an open sentence is that sentence's, whoever's names
        // end it: set aside (below), the line would only be lost.
        if let open = openArticle, continuesSentence || !namesOtherWriters(open, textFrom: range.upperBound),
           next == .body && (cluster.allSatisfy(isPlain) && !isHeadlineBlock(range) && !followsClosingPhoto(range.lowerBound, of: open)
               || runsOn || startsText(of: open, with: cluster)) || endsBrief(range) {
            appendAsText(cluster[...], placedBy: .textInStory, to: open)
            return
        }
        // A slogan set as a dash line in a story's column (`-新时代新作为新篇章 决战完胜脱贫攻坚`,
        // `——全力打造“985”重点产业链`) between two of its paragraphs: a subtitle is printed under
        // its headline, and one with no headline over it starts no story. A dash line of one
        // phrase after a finished sentence heads the section under it (`——坚持创新驱动`), unless
        // it is worded as a feature's subtitle (`——我市加快推进项目建设综述`).
        let bannerInText = insideStory && cluster.allSatisfy { $0.kind == .subtitle }
        let inSentence = followsUnfinishedSentence(range.lowerBound)
        if next == .body, let open = openArticle, inSentence || bannerInText, cluster.allSatisfy({ $0.line.headingLevel == 0 }) {
            if !inSentence, cluster.count == 1, !HeadlineBlock.withoutDash(cluster[0].line.content).contains(" "),
               !HeadlineWording.endsAsFeatureSubtitle(cluster[0].line) {
                note([cluster[0].line], .dashSectionHeader, as: .sectionHeader)
                addSectionHeader(cluster[0].line, to: open)
            } else {
                note(cluster.map(\.line), .bannerInText, as: .noise)
                stranded += cluster.map { NoiseLine(text: $0.line.content, reason: ArticleAssembler.strandedReason, lines: $0.line.sourceLines) }
            }
            return
        }
        var units = HeadlinePlacement.units(cluster)
        if headlinesBelow {
            reconsiderPageTopBlock(for: units.flatMap { $0.filter { $0.kind != .rubric }.map(\.line.text) }.joined())
        }
        let candidates = headlessCandidates()
        var featureTitled = false
        if headlinesBelow, let nearest = candidates.first, next.map(ArticleAssembler.startsStory) == true {
            let feature = next == .byline && BylineReader.opensWithMark(lines[order[range.upperBound]])
            let whole = units.count
            units = HeadlinePlacement.splittingLastLine(of: units, above: nearest.bigrams, feature: feature, next: { lookahead(from: range.upperBound) })
            featureTitled = feature && units.count > whole
        }
        // Under their stories, only a run's later units may head the next story by its words
        // (`HeadlinePlacement.headingNext`): for a run of one, whether a story follows is all
        // that counts, and its text is not read.
        let readsNext = !candidates.isEmpty && (!headlinesBelow || units.count > 1)
        let nextText = next.map(ArticleAssembler.startsStory) == true
            ? (readsNext ? lookahead(from: range.upperBound) : BigramPassage(separate: [])) : nil
        let targets = HeadlinePlacement.assign(
            units.map { $0.filter { $0.kind != .rubric }.map(\.line.text).joined() }, candidates: candidates, next: nextText,
            below: headlinesBelow || endsPageUnder(candidates, at: range),
            marked: HeadlinePlacement.isMarked(cluster),
            kickers: Set(units.indices.filter { units[$0].count == 1 && HeadlineWording.isKicker(units[$0][0].line) }),
            nextTitled: featureTitled,
            columnNamed: units.indices.filter { units[$0].first?.kind == .rubric && units[$0].contains { $0.kind != .rubric } }
        )
        var forNext: [(line: Line, kind: LineKind)] = []
        var claimed: [Int: [(line: Line, kind: LineKind)]] = [:]
        for (number, (unit, target)) in zip(units, targets).enumerated() {
            switch target {
            case let .previous(article):
                claimed[article] = WrapMerger.joinedHeadline(claimed[article], unit)
                var block = HeadlineBlock(claimed[article] ?? unit, articleLevel: articleLevel)
                // A column name the story took when it opened (see `.none`) stays its own, beside
                // one printed with the headline under it.
                block.rubric = HeadlineBlock.joinedRubric(articles[article].block.rubric, block.rubric)
                articles[article].setBlock(block)
                articles[article].closed = true
            case .next:
                forNext += unit
            case .none:
                // A column name with no story before it (`民生周刊` over a page of headlines
                // under their stories) names the stories that follow: the next one keeps it.
                // The headline right over a photo's caption heads that photo news.
                guard let headline = unit.first(where: { $0.kind != .rubric }), next != .caption || number < units.count - 1 else {
                    forNext += unit
                    continue
                }
                // Kept as a story of its own, so that its words are still found.
                warnings.append("line \(headline.line.number): headline \"\(headline.line.content)\" matches no story on the page")
                let article = startArticle()
                articles[article].setBlock(HeadlineBlock(unit, articleLevel: articleLevel))
                articles[article].closed = true
            }
        }
        if !forNext.isEmpty {
            let atPageTop = headlinesBelow && !articles.contains { $0.hasBody }
            let article = openArticle.flatMap { articles[$0].hasBody || articles[$0].hasHeadline ? nil : $0 } ?? startArticle()
            // A column name the open story took over something else than these lines (`图片新闻`
            // over a photo) named that: set aside, where the new block had lost it.
            if let rubric = articles[article].block.rubric, let rubricLines = articles[article].block.rubricLines {
                stranded.append(NoiseLine(text: rubric, reason: ArticleAssembler.unplacedRubricReason, lines: rubricLines))
            }
            articles[article].setBlock(HeadlineBlock(forNext, articleLevel: articleLevel))
            articles[article].headedAtPageTop = atPageTop
        } else if let open = openArticle, targets.contains(where: { $0 != .none }) {
            articles[open].closed = true
        }
    }

    /// A run at the page's foot, with nothing under it, right after the text of a signed piece
    /// that has no headline (`□ 王 芳` / … / `干净整洁的环境，需要人人出力`): on a page that prints
    /// its headlines above, that piece's, printed under it. A news brief (`本报讯…`) is printed
    /// headless in its column, and a headline under it heads a story carried on elsewhere.
    func endsPageUnder(_ candidates: [HeadlinePlacement.Candidate], at range: Range<Int>) -> Bool {
        guard range.upperBound == order.count, let story = current, candidates.first?.index == story else { return false }
        return articles[story].dateline == nil && !articles[story].bylines.isEmpty
    }

    /// Headline-looking lines that `rule` found to be a story's text, appended to it as such.
    mutating func appendAsText(_ entries: ArraySlice<(line: Line, kind: LineKind)>, placedBy rule: AssemblyRule, to article: Int) {
        note(entries.map(\.line), rule, as: .body)
        for entry in entries {
            appendText(entry.line.content, of: entry.line, to: article)
        }
    }

    /// The most lines a notice's title wraps over on a column page.
    static let wrappedNoticeTitleMaxLines = 3

    /// A notice's title that a column wrapped (`关于G307线部分路段` / `施工期间实行交通管制的公告`):
    /// lines from one opening with `关于` to one whose joined text titles a notice, with nothing
    /// after them in the run but full column lines of its text; the title as one line.
    func wrappedNoticeTitle(_ cluster: [(line: Line, kind: LineKind)]) -> (line: Line, kind: LineKind)? {
        guard cluster.count >= 2, cluster[0].kind == .headline, cluster[0].line.text.beginsWith("关于") else { return nil }
        var title = cluster[0]
        for entry in cluster.dropFirst().prefix(ArticleAssembler.wrappedNoticeTitleMaxLines - 1) {
            guard entry.kind == .headline, let joined = WrapMerger.joinedHeadline([title], [entry]).first else { return nil }
            title = joined
            guard NoticeWording.titlesNotice(title.line) else { continue }
            let rest = cluster.dropFirst(titleLineCount(cluster, title))
            return rest.allSatisfy({ isOneLineOfText($0) && ColumnWidth.fills($0.line.length, width: columnWidth) }) ? title : nil
        }
        return nil
    }

    /// How many lines of `cluster` the joined `title` spans.
    private func titleLineCount(_ cluster: [(line: Line, kind: LineKind)], _ title: (line: Line, kind: LineKind)) -> Int {
        cluster.count { $0.line.lastNumber <= title.line.lastNumber }
    }

    /// Lines set one under another and, between some of them, a blank: stanzas. A headline block
    /// on a page that leaves blanks between its lines has none set tight; a page that leaves
    /// none has no stanza breaks.
    func isSetAsStanzas(_ cluster: [(line: Line, kind: LineKind)]) -> Bool {
        let pairs = zip(cluster, cluster.dropFirst())
        return pairs.contains { $1.line.number == $0.line.lastNumber + 1 } && pairs.contains { $1.line.number > $0.line.lastNumber + 1 }
    }

    /// A lone short line inside a feature, or a markdown heading smaller than the page's story
    /// headlines, is a section header (小标题) when the story goes on after it. A 小标题 is one line:
    /// a short line under it is its section's first column line, even with an OCR gap in it.
    /// But a feature names its writer over its text (`□ 本报记者 于爱`): when the text under the
    /// line (from `position`) ends in names closing a story (`(新明 雄龙)`), the line is that
    /// other story's headline (`namesOtherWriters`).
    func isSectionHeader(_ line: Line, in article: Int, textFrom position: Int) -> Bool {
        guard articles[article].hasBody, articles[article].isFeature, !namesOtherWriters(article, textFrom: position) else { return false }
        guard line.headingLevel > 0 else { return true }
        return line.headingLevel > (articleLevel ?? 1)
    }

    /// On a page that prints headlines under their stories, a headline block (`isHeadlineBlock`)
    /// after the finished text of a story still waiting for its headline is that headline with
    /// its subtitle (`方山县…绘就新画卷` / `汤柯振调研`), not a 小标题 over its section's first line.
    /// On a page with headlines above, two such lines may well be a 小标题 over a column line the
    /// OCR broke in two (`强化服务保障` / `该县组建专班深入` / `企业一线，…`), so there the block
    /// stays the story's.
    func isAwaitedHeadlineBlock(_ range: Range<Int>, of article: Int) -> Bool {
        headlinesBelow && !articles[article].hasHeadline && isHeadlineBlock(range)
    }

    /// `改革加速 服务经济发展` alone between two paragraphs of a news story that named its source or
    /// writers at its head (`本报讯（记者 …）`, `□ 本报记者 …`), or of a story carried on from
    /// another page (`（上接1版）`, whose head is there), or of a headed story that named no one
    /// at its head when the text under the couplet runs into names that close it: a 小标题 set
    /// as a couplet. As a headline it would open a story with no lead or byline that names
    /// nobody at its end either (text ending in names is another story's, unless the open story
    /// awaits them), and photo news under such a headline is a few sentences ending in its photo
    /// (a story's section may end in the story's photo too, after more text). So too on a page
    /// with headlines under their stories, where the next story would open with no lead or
    /// byline under the story's headline (seed 004's `我市抓实小额信贷 助力乡村振兴` heads its photo
    /// news). A 小标题 couplet is two short phrases (`一级带着一级干 打赢脱贫攻坚战`); a longer line
    /// with a gap is a headline that the OCR split (seed 002's `张广勇与中建上信董事长 孙继辉一行举行工作会谈`).
    func isCoupletSectionHeader(_ range: Range<Int>, in article: Int) -> Bool {
        let story = articles[article]
        let named = story.dateline != nil || !story.bylines.isEmpty || story.continuedFrom != nil
        guard range.count == 1, story.hasBody, named || story.hasHeadline, isCouplet(at: range.lowerBound) else { return false }
        var end = range.upperBound
        while end < order.count, kinds[order[end]] == .body {
            end += 1
        }
        let photoFollows = end < order.count && (kinds[order[end]] == .caption || kinds[order[end]] == .credit)
        if photoFollows, (range.upperBound..<end).reduce(0, { $0 + lines[order[$1]].length }) <= ArticleAssembler.photoNewsMaxLength {
            return false
        }
        // A headed story that has named no one yet closes with its writers' names: text running
        // into names after the couplet is its own (`…` / `久久为功谋长远 率先转型蹚新路` / `…(瑜霞 效国)`).
        return named != textEndsInClosingByline(from: range.upperBound)
    }

    /// Inside a sentence that has not ended, a plain line with at most one gap is that sentence
    /// with an OCR space in a word (`…提升营 商环`); a banner set into a column reads as a
    /// slogan of several phrases or a dashed line (seed 000's `-新时代新作为新篇章 决战完胜…`).
    /// On a page with headlines under their stories, where text goes on after it, such a line
    /// filling the column width (`ColumnWidth.fills`) is a column line too (seed 004's
    /// `我市抓实小额信贷 助力乡村振兴` over its photo news is shorter than the column).
    /// A word broken by a column line's wrap or an OCR gap runs through the run at `range`: two
    /// ideographs that the page's text lines print side by side elsewhere stand on either side
    /// of a gap in one of its lines, or are the last of the open sentence's line over it and its
    /// first, or its last and the first of the text under it (`…明年` / `我们  将把吕 梁作为重` /
    /// `点服务…`: 年我, 吕梁, 重点). A banner set into another story's column meets its
    /// neighbours, and splits between its phrases, at random; OCR gaps inside a wrapped line's
    /// words make it look like a slogan of several phrases, which alone does not tell them apart.
    /// The pairs asked about are gathered first and the page's text lines read for them: a table
    /// of every pair on the page, built at the first question, cost 2% of all the instructions
    /// of an ingest of pages in short column lines, for a few questions a page.
    func wordRunsThrough(_ range: Range<Int>) -> Bool {
        guard range.lowerBound > 0, range.upperBound < order.count else { return false }
        var pairs: [UInt64] = []
        func ask(_ last: UInt32?, _ first: UInt32?) {
            guard let last, let first, ScalarClass.isHan(last), ScalarClass.isHan(first) else { return }
            pairs.append(UInt64(last) << 32 | UInt64(first))
        }
        func ask(_ upper: Line, _ lower: Line) {
            ask(upper.text.unicodeScalars.last?.value, lower.text.unicodeScalars.first?.value)
        }
        ask(lines[order[range.lowerBound - 1]], lines[order[range.lowerBound]])
        ask(lines[order[range.upperBound - 1]], lines[order[range.upperBound]])
        for position in range {
            var previous: UInt32 = 0, gap = false
            for scalar in lines[order[position]].content.unicodeScalars {
                if ScalarClass.isSpace(scalar.value) {
                    gap = true
                    continue
                }
                if gap { ask(previous, scalar.value) }
                previous = scalar.value
                gap = false
            }
        }
        guard !pairs.isEmpty else { return false }
        return order.contains { index in
            kinds[index] == .body && Self.printsSideBySide(pairs, in: lines[index].text)
        }
    }

    /// Whether one of `pairs` (first << 32 | second) stands side by side in `text`.
    static func printsSideBySide(_ pairs: [UInt64], in text: String) -> Bool {
        var previous: UInt32 = 0
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if ScalarClass.isHan(value), ScalarClass.isHan(previous), pairs.contains(UInt64(previous) << 32 | UInt64(value)) { return true }
            previous = value
        }
        return false
    }

    /// Commas, enumeration commas or full stops inside the line, or a closing mark or comma
    /// opening it (`、铝 镁、特 钢、`, `”精神 和省 委、省政府`): a sentence's punctuation, which
    /// a slogan set into a column (`新时代新作为新篇章 决战完胜脱贫攻坚`) does without.
    static func isPunctuatedAsText(_ line: Line) -> Bool {
        guard !line.hasSentencePunctuation else { return true }
        let scalars = line.text.unicodeScalars
        if let first = scalars.first, ScalarClass.isClosingMark(first.value) || first == "、" || first == ":" { return true }
        return scalars.dropFirst().contains("、")
    }

    /// `中阳 县“飞 地经济区域的`: a line ending in 的, or in an opening quote or bracket, breaks off
    /// in mid-phrase, as a wrapped column line does and neither a headline nor a slogan set into
    /// a column ever does. (A headline may end in 和, 与, 向 or 及: `政通人和`, `全民参与`.)
    static func endsOpen(_ line: Line) -> Bool {
        guard let last = line.text.unicodeScalars.last?.value else { return false }
        return last == 0x7684 || ScalarClass.isOpeningMark(last)
    }

    func isOneLineOfText(_ entry: (line: Line, kind: LineKind)) -> Bool {
        entry.kind == .headline && entry.line.headingLevel == 0 && entry.line.hanGaps <= 1
    }

    /// The story already names its writers, or came from a news agency (`新华社北京5月8日电`, whose
    /// reporters the dispatch names in its lead if at all), or is carried over from another page
    /// (`（上接1版）`, named at its head there), and the text from `position` ends in names closing
    /// a story: that text is another story's, whatever the line over it looks like.
    func namesOtherWriters(_ article: Int, textFrom position: Int) -> Bool {
        (!articles[article].bylines.isEmpty || isAgencyDispatch(article) || articles[article].continuedFrom != nil)
            && textEndsInClosingByline(from: position)
    }

    /// `本报讯 …` naming no reporter opens a brief that names its writers at its end (`（王永璐
    /// 黄涛勇）`): when the text from `position` runs straight into such a closing byline, the
    /// open brief has not ended yet. The paper's own briefs do that; an agency's dispatch does not.
    func awaitsClosingByline(from position: Int) -> Bool {
        guard let open = openArticle, articles[open].dateline != nil, articles[open].bylines.isEmpty,
              !isAgencyDispatch(open)
        else { return false }
        return textEndsInClosingByline(from: position)
    }

    /// A story whose lead names another source than this paper (`新华社…电`, `中新社…电`).
    func isAgencyDispatch(_ article: Int) -> Bool {
        guard let dateline = articles[article].dateline else { return false }
        return !dateline.beginsWith("本报")
    }

    /// A plain two-part headline line short enough for a 小标题 couplet (`改革加速 服务经济发展`),
    /// after a finished sentence: the shape `isCoupletSectionHeader` then weighs.
    func isCouplet(at position: Int) -> Bool {
        guard position > 0, kinds[order[position]] == .headline else { return false }
        let line = lines[order[position]]
        return line.headingLevel == 0 && hasTwoParts(line) && line.length <= ArticleAssembler.coupletSectionHeaderMaxLength
            && lines[order[position - 1]].endsSentence
    }

    /// The body lines from `position` run into names closing a story: at the end of one of
    /// them, or alone on the line after (`(文霞 磊)`, `赵文华（作者系…）`), a jump marker of its own
    /// between or not (`…提档升` / `(下转3版)` / `(文霞 磊)`). A couplet or a short one-phrase line between two of
    /// them (`改革加速 服务经济发展`, `一级带着一级干`) is read through: a 小标题 does not end the
    /// text, and a story opening under it would leave the text above it a story with no
    /// headline and no names.
    func textEndsInClosingByline(from position: Int) -> Bool {
        var cursor = position
        while cursor < order.count,
              kinds[order[cursor]] == .body || jumpsOn(at: cursor) || cursor > position && isPhotoInText(at: cursor)
                  || cursor > position && kinds[order[cursor - 1]] == .body && kind(at: cursor + 1) == .body
                      && (isCouplet(at: cursor) || isShortSectionHeader(at: cursor)) {
            if BylineReader.closesStory(lines[order[cursor]]) { return true }
            cursor += 1
        }
        guard cursor < order.count, kinds[order[cursor]] == .byline else { return false }
        let content = lines[order[cursor]].content
        return BylineReader.trailing(in: content)?.before.isEmpty == true || BylineReader.affiliatedSignature(in: content) != nil
    }

    /// A photo's caption or credit line between two lines of text (`图为游客在孟门古镇游览。` /
    /// `李卫 摄` / the text going on): the story's photo, set inside its text, which goes on
    /// after it to the names that close it.
    private func isPhotoInText(at position: Int) -> Bool {
        guard kinds[order[position]] == .caption || kinds[order[position]] == .credit else { return false }
        var next = position + 1
        while kind(at: next) == .caption || kind(at: next) == .credit {
            next += 1
        }
        return kind(at: next) == .body
    }

    /// A plain line in one piece of at most `shortSectionHeaderMaxLength` ideographs after a
    /// finished sentence (`一级带着一级干`, `"组合拳"把好"复工关"`): the shape of a one-phrase
    /// 小标题, which `textEndsInClosingByline` reads through as it does a couplet. The paper's
    /// headlines name a place and what happened there and run longer.
    func isShortSectionHeader(at position: Int) -> Bool {
        guard position > 0, kinds[order[position]] == .headline else { return false }
        let line = lines[order[position]]
        return line.headingLevel == 0 && line.hanGaps == 0 && line.hanCount <= ArticleAssembler.shortSectionHeaderMaxLength
            && lines[order[position - 1]].endsSentence
    }

    /// A jump marker alone on its line sending the story on to another page (`（下转3版）`).
    private func jumpsOn(at position: Int) -> Bool {
        kinds[order[position]] == .continuation && ContinuationReader.endsWithJump(lines[order[position]])
    }

    /// A sentence left open, then a run of lines each in one piece (`isOneLineOfText`), then
    /// the closing byline the open brief awaits (`…习近平新时` / `代中国特色社会主义思想建设…` /
    /// `（周力秀 冯浩勇）`): the run is the brief's last text, whatever it looks like, since no
    /// headline stands right above the names that close a story.
    func endsBrief(_ range: Range<Int>) -> Bool {
        kind(at: range.upperBound) == .byline && followsUnfinishedSentence(range.lowerBound)
            && range.allSatisfy { isOneLineOfText((line: lines[order[$0]], kind: kinds[order[$0]])) }
            && awaitsClosingByline(from: range.upperBound)
    }

    /// `…形成推进5G网络建设的强大合力。` / `图为…采摘草莓。 任欣利 摄` / `瘀蚝灞村15个重点项目集中开工` /
    /// `8月17日，…`: a photo set under a story whose text had finished its last sentence closes
    /// that story, so a plain line under its caption heads the next one rather than going on
    /// with the story's text. (A caption set inside a story, its text going on under it, has no
    /// headline-like line under it, or text before it in mid-sentence.)
    func followsClosingPhoto(_ position: Int, of article: Int) -> Bool {
        guard position > 0, kinds[order[position - 1]] == .caption || kinds[order[position - 1]] == .credit else { return false }
        return articles[article].pieces.last(where: { $0.kind == .text })?.endsSentence == true
    }

    /// Lines right under a story's byline or bare lead, before any text, with text after them:
    /// the story's first lines (a column line that an OCR space split), since bylines sit
    /// between a headline and the text, never above a headline.
    func startsText(of article: Int, with cluster: [(line: Line, kind: LineKind)]) -> Bool {
        guard !articles[article].hasBody, !articles[article].bylines.isEmpty || articles[article].dateline != nil else { return false }
        return cluster.allSatisfy { $0.kind == .headline && $0.line.headingLevel == 0 }
    }

    /// `…厂房849万平方米。` / `聚焦项目建设` / `文水县…加快推进项目建设` / `该县狠抓招商引资，…`: two or
    /// more plain lines after a finished sentence, each well short of the column lines under
    /// them, are a headline block (a rubric or kicker over a headline, a headline on two lines):
    /// a column line stops short only where its paragraph ends, in punctuation, and a 小标题 is a
    /// single line. The block heads the story under it or, on a page with headlines below, the
    /// one above. The column is the text's own, not the page's: seed 004 sets stories in columns
    /// of 13 and of 17 characters.
    func isHeadlineBlock(_ range: Range<Int>) -> Bool {
        guard range.count >= 2, range.lowerBound > 0 else { return false }
        let before = order[range.lowerBound - 1]
        guard lines[before].endsSentence, kinds[before] == .body || kinds[before] == .lead,
              let width = textColumnWidth(from: range.upperBound)
        else { return false }
        return range.allSatisfy { lines[order[$0]].length + ColumnWidth.shortfall <= width }
    }

    /// The median length of the (up to five) body lines from `position` on, when there are two
    /// or more: the width of the column they are set in, a paragraph's short last line aside
    /// (`columnWidth` is the page's median over all its body lines).
    func textColumnWidth(from position: Int) -> Int? {
        var lengths: [Int] = []
        var cursor = position
        while cursor < order.count, lengths.count < 5, kinds[order[cursor]] == .body {
            lengths.append(lines[order[cursor]].length)
            cursor += 1
        }
        guard lengths.count >= 2 else { return nil }
        return lengths.sorted()[lengths.count / 2]
    }

    /// An unmarked headline-looking line in one piece: text as likely as a headline.
    func isPlain(_ entry: (line: Line, kind: LineKind)) -> Bool {
        entry.kind == .headline && entry.line.headingLevel == 0 && !hasTwoParts(entry.line)
    }

    /// `我市抓实小额信贷 助力乡村振兴`: two phrases with a printed gap, the shape of a headline. A
    /// lone ideograph set apart (`考 试目`) is no phrase but an OCR space inside a word.
    func hasTwoParts(_ line: Line) -> Bool {
        line.hanGaps > 0 && line.singleHanTokens == 0 && !LineClassifier.isLetterSpaced(line)
    }

    /// Kinds of line a story can begin with after its headline.
    static func startsStory(_ kind: LineKind) -> Bool {
        switch kind {
        case .lead, .byline, .body, .continuation, .sectionHeader: true
        default: false
        }
    }

    /// On a page with headlines under their stories, the lines over its first story name the
    /// page or a column (`弘扬吕梁精神`) more often than the story: when the run right under that
    /// story holds more of the story's words than they do, it is the story's headline, and they
    /// become its rubric. Taken for its headline, they had left it no room for its own, and
    /// every headline under it went one story down. Where they hold more, as when the page was
    /// misread as one with headlines below, they stay its headline, unless they are a section's
    /// name of a few ideographs (`乡村振兴` over a story of selling millet online, `防汛救灾` over a
    /// flood's), which gives way to any run holding some of the story's words
    /// (`sectionYieldsToShare`), whether or not the story names the section.
    mutating func reconsiderPageTopBlock(for runText: String) {
        guard let story = articles.indices.last, articles[story].headedAtPageTop else { return }
        articles[story].headedAtPageTop = false
        let block = articles[story].block
        guard articles[story].hasBody, block.kicker == nil, block.subheadlines.isEmpty else { return }
        let shares = BigramProbe(each: [runText, articles[story].blockText]).shares(in: articles[story].bodyBigrams())
        // A page that voted clearly for headlines below needs no more than the margin; one that
        // won by how it ends (most headlines above, one under the last story) needs the line's
        // words to be clearly the run's.
        let runHolds = shares[0] > shares[1] + HeadlinePlacement.margin && (side.clearlyBelow || shares[0] >= HeadlinePlacement.minimumShare)
        if runHolds || shares[0] >= ArticleAssembler.sectionYieldsToShare && namesSection(block) {
            articles[story].demoteBlockToRubric()
        }
    }

    /// The least share of the story's words a run under it must hold for a section's name over
    /// the story to give way to it: a word or two of a dozen.
    static let sectionYieldsToShare = 0.1

    /// The block is one line, a section's name (`LineContext.isSectionName`), in any type: a
    /// supplement sets its column's name (`## 吕梁山`) in its titles' type.
    private func namesSection(_ block: HeadlineBlock) -> Bool {
        guard let range = block.lines, range.first == range.last, let line = lines.first(where: { $0.number == range.first }) else { return false }
        return LineContext.isSectionName(line, anyLevel: true)
    }

    /// Stories just before the current position that have no headline yet (at most four). On a
    /// page that prints headlines above their stories, a story carried over from another page
    /// (`（上接1版）` over its text) is headless by design, its headline printed where it began: a
    /// headline after its text is the next story's, however many words the two share. So is a
    /// brief column's item, and the stories above a column are out of reach: a unit given to
    /// one of them past the items would stretch its lines over theirs.
    mutating func headlessCandidates() -> [HeadlinePlacement.Candidate] {
        var candidates: [HeadlinePlacement.Candidate] = []
        var index = articles.count - 1
        while index >= 0, candidates.count < 4, !articles[index].hasHeadline, articles[index].hasBody, !articles[index].isBriefItem {
            if headlinesBelow || articles[index].continuedFrom == nil {
                let openedAsStory = articles[index].dateline != nil || !articles[index].bylines.isEmpty
                candidates.append(HeadlinePlacement.Candidate(index: index, bigrams: articles[index].bodyBigrams(), openedAsStory: openedAsStory))
            }
            index -= 1
        }
        return candidates
    }

    /// The text of the story starting at `position`, up to the next headline, lead or byline.
    func lookahead(from position: Int) -> BigramPassage {
        var texts: [String] = []
        var cursor = position
        while cursor < order.count, texts.count < ArticleAssembler.lookaheadLines {
            let kind = kinds[order[cursor]]
            if cursor > position, kind != .body, kind != .sectionHeader { break }
            texts.append(lines[order[cursor]].text)
            cursor += 1
        }
        return BigramPassage(separate: texts)
    }
}

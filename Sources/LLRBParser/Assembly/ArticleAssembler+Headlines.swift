/// Runs of headline lines, grouped as the story rules read them (`StoryRules`): a signature, a
/// slogan set aside, a story's text or 小标题, a notice, or headlines to place with the stories
/// around them (see `HeadlinePlacement`).
extension ArticleAssembler {
    mutating func placeHeadlines(_ range: Range<Int>) {
        let cluster = range.map { (line: lines[order[$0]], kind: kinds[order[$0]]) }
        if let photoNews = awaitsPhotoNewsHeadline(at: range.lowerBound) {
            articles[photoNews].setBlock(HeadlineBlock(cluster, articleLevel: articleLevel))
            articles[photoNews].closed = true
            return
        }
        let reading = StoryRules.read(range, in: storyView)
        if traced { storyChanges += reading.changes(of: range, on: page) }
        let rest = { (count: Int) in range.lowerBound + count..<range.upperBound }
        switch reading {
        case let .signature(bylines):
            guard let open = openArticle else { return }
            articles[open].bylines += bylines.from(cluster[0].line)
            articles[open].include(cluster[0].line.sourceLines)
            articles[open].closed = true
            if cluster.count > 1 { placeHeadlines(rest(1)) }
            return
        case let .setAside(count, _):
            stranded += cluster.prefix(count).map {
                NoiseLine(text: $0.line.content, reason: StoryRules.strandedReason, lines: $0.line.sourceLines)
            }
            if count < cluster.count { placeHeadlines(rest(count)) }
            return
        case let .text(count, _):
            guard let open = openArticle else { return }
            appendAsText(cluster.prefix(count), to: open)
            if count < cluster.count { placeHeadlines(rest(count)) }
            return
        case .sectionHeader:
            guard let open = openArticle else { return }
            addSectionHeader(cluster[0].line, to: open)
            appendAsText(cluster.dropFirst(), to: open)
            return
        case .notice:
            let article = startArticle()
            articles[article].setBlock(HeadlineBlock(cluster, articleLevel: articleLevel))
            return
        case let .wrappedNotice(title, titleLines):
            let article = startArticle()
            articles[article].setBlock(HeadlineBlock([title], articleLevel: articleLevel))
            appendAsText(cluster.dropFirst(titleLines), to: article)
            return
        case .headlines:
            break
        }
        let next = kind(at: range.upperBound)
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
                let noise = NoiseLine(text: rubric, reason: ArticleAssembler.unplacedRubricReason, lines: rubricLines)
                stranded.append(noise)
                if traced { storyChanges += StoryRules.storyless([noise], in: page) }
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

    /// Headline-looking lines that a story rule found to be a story's text, appended to it as such.
    mutating func appendAsText(_ entries: ArraySlice<(line: Line, kind: LineKind)>, to article: Int) {
        for entry in entries {
            appendText(entry.line.content, of: entry.line, to: article)
        }
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
            if traced, let range = block.lines {
                storyChanges += page.changes(over: range, by: .pageTopBlock, to: .rubric) { kind, _ in kind != .rubric }
            }
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

/// Walks the classified lines in page order and puts stories together: headline runs are placed
/// (see `HeadlinePlacement`), leads and bylines open stories, body lines join the open story,
/// jump markers and closing bylines end it, captions are attached where the layout shows whose
/// photo it is.
package struct ArticleAssembler {
    struct Result {
        var articles: [Article]
        var captions: [Caption]
        var stranded: [NoiseLine]
        var warnings: [String]
        /// The story rules' changes of line kinds, as the walk made them, when `traced`.
        var storyChanges: [StoryChange]
    }

    /// How many stories back a stray body run looks for the unfinished story it ends.
    static let recentArticles = 6
    /// How far ahead the text of the next story is read to place a headline.
    static let lookaheadLines = 40
    /// The labelled lines and the page's layout, read before assembly (see `PageProfile`).
    let page: LabelledPage
    var lines: [Line] { page.lines }
    var kinds: [LineKind] { page.kinds }
    var profile: PageProfile { page.profile }
    var order: [Int] { profile.order }
    var articleLevel: Int? { profile.articleLevel }
    var side: HeadlineSide.Verdict { profile.side }
    /// The page prints headlines under their stories.
    var headlinesBelow: Bool { profile.side.below }
    var columnWidth: Int { profile.columnWidth }
    var articles: [ArticleBuilder] = []
    var current: Int?
    var captions: [Caption] = []
    var stranded: [NoiseLine] = []
    var warnings: [String] = []
    var captionLead: [Line] = []
    /// The story the last caption went to when it was one of a numbered group (`图①…`): the
    /// group's later captions (`图②…`, each under its own credit) are that story's photos too.
    var numberedCaptionStory: Int?
    /// The banner of the brief column (简讯) the walk is in, whose items are stories of their own
    /// (see `BriefItems`); nil outside one.
    var briefColumn: String?
    /// Whether the story rules' changes are recorded: only `--explain` reads them.
    let traced: Bool
    var storyChanges: [StoryChange] = []

    static func assemble(_ lines: [Line], _ kinds: [LineKind], profile: PageProfile, traced: Bool = false) -> Result {
        var assembler = ArticleAssembler(page: LabelledPage(lines: lines, kinds: kinds, profile: profile), traced: traced)
        assembler.run()
        var articles: [Article] = []
        var stranded = assembler.stranded
        for builder in assembler.articles {
            if let article = builder.build() {
                if traced { assembler.storyChanges += assembler.blockRubricChanges(builder.block) }
                articles.append(article)
            } else {
                let leftovers = assembler.leftovers(of: builder)
                if traced {
                    assembler.storyChanges += StoryRules.storyless(leftovers, in: assembler.page)
                }
                stranded += leftovers
            }
        }
        return Result(articles: articles, captions: assembler.captions, stranded: stranded, warnings: assembler.warnings,
                      storyChanges: assembler.storyChanges)
    }

    /// The lines of a story's head that its headline block read as the column's name (those
    /// over its kicker) though labelled headlines, as changes of rule `block-rubric`; lines a
    /// story rule changed already are left to it.
    func blockRubricChanges(_ block: HeadlineBlock) -> [StoryChange] {
        guard let range = block.rubricLines else { return [] }
        let changed = Set(storyChanges.lazy.map(\.line).filter { range.first <= $0 && $0 <= range.last })
        return page.changes(over: range, by: .blockRubric, to: .rubric) { kind, number in
            (kind == .headline || kind == .subtitle) && !changed.contains(number)
        }
    }

    package static let unplacedRubricReason = "a column name with no story under it (the page's section name)"
    static let storylessReason = "a byline, dateline or jump marker with no story text"

    /// What a story that came to nothing had taken, set aside with its lines so that no line
    /// of the page goes unaccounted for: a column name at the page's foot (seed 003's
    /// `特别报道`), a byline or jump marker with no text after it.
    func leftovers(of builder: ArticleBuilder) -> [NoiseLine] {
        var leftovers: [NoiseLine] = []
        if let rubric = builder.block.rubric, let rubricLines = builder.block.rubricLines {
            leftovers.append(NoiseLine(text: rubric, reason: ArticleAssembler.unplacedRubricReason, lines: rubricLines))
        }
        if let range = builder.lines {
            for index in order where range.first <= lines[index].sourceLines.first && lines[index].sourceLines.last <= range.last {
                leftovers.append(NoiseLine(text: lines[index].content, reason: ArticleAssembler.storylessReason, lines: lines[index].sourceLines))
            }
        }
        return leftovers
    }

    var openArticle: Int? {
        guard let current, !articles[current].closed else { return nil }
        return current
    }

    /// The page and the open story as the story rules read them.
    var storyView: StoryView {
        StoryView(page: page, open: openArticle.map { articles[$0].openStory })
    }

    func kind(at position: Int) -> LineKind? {
        page.kind(at: position)
    }

    mutating func run() {
        var position = 0
        while position < order.count {
            let index = order[position]
            if let banner = briefBanner(at: position) {
                enterBriefColumn(banner)
                position += 1
                continue
            }
            if kinds[index] == .headline, startBriefItemUnderTitle(at: position) || startTitledBriefItem(at: position) {
                position += 1
                continue
            }
            switch kinds[index] {
            case .headline, .subtitle, .rubric:
                briefColumn = nil
                var end = position
                while end < order.count, LineKind.isHead(kinds[order[end]]) {
                    end += 1
                }
                // A brief column's banner under other heading lines (a notice's signature
                // above `新闻速递`) opens the column after them.
                let banner = end - 1 > position ? briefBanner(at: end - 1) : nil
                placeHeadlines(position..<(banner == nil ? end : end - 1))
                if let banner { enterBriefColumn(banner) }
                position = end
            case .sectionHeader:
                briefColumn = nil
                if StoryRules.sectionMarkHeadsStory(in: storyView) {
                    if traced { storyChanges += StoryRules.change(at: position, on: page, by: .sectionMarkHeadsStory, to: .headline) }
                    placeHeadlines(position..<position + 1)
                } else if let open = openArticle {
                    addSectionHeader(lines[index], to: open)
                }
                position += 1
            case .byline:
                addBylineLine(at: position)
                position += 1
            case .lead:
                leaveBriefColumnOnHeadlinesBelow(at: position)
                addLead(at: position)
                nameBriefItem()
                position += 1
            case .caption:
                position = startBriefItem(at: position) ? position + 1 : addCaption(at: position)
            case .credit:
                position = addCredit(at: position)
            case .continuation:
                addContinuation(lines[index])
                position += 1
            default:
                position = startBriefItem(at: position) ? position + 1 : addBody(at: position)
            }
        }
        attachLoosePhotosToTheStoriesUnderThem()
    }

    mutating func startArticle() -> Int {
        articles.append(ArticleBuilder())
        current = articles.count - 1
        return articles.count - 1
    }

    mutating func addSectionHeader(_ line: Line, to article: Int) {
        let piece = BodyPiece(kind: .sectionHeader, content: OutputText.headline(line), isPlain: false, length: line.length, endsSentence: true, lines: line.sourceLines)
        articles[article].append(piece)
        articles[article].include(line.sourceLines)
    }

    mutating func addBylineLine(at position: Int) {
        let line = lines[order[position]]
        if let trailing = BylineReader.trailing(in: line.content), trailing.before.isEmpty, let last = current ?? articles.indices.last {
            articles[last].bylines += trailing.bylines.from(line)
            articles[last].include(line.sourceLines)
            // Names in brackets right under a headline (`离石区开展读书月活动` / `（市委党校教研室 刘芳）`)
            // are its writers, over its text; anywhere else they close a story.
            articles[last].closed = !(openArticle == last && articles[last].hasHeadline && !articles[last].hasBody)
            return
        }
        // A writer signing with an affiliation (`张亮（作者单位：…）`) ends the story over the line,
        // whatever follows it (a photo's caption, the page's foot).
        if let bylines = BylineReader.affiliatedSignature(in: line.content), let open = openArticle ?? articles.indices.last,
           articles[open].hasBody {
            articles[open].bylines += bylines.filter { signed in !articles[open].bylines.contains { $0.name == signed.name } }.from(line)
            articles[open].include(line.sourceLines)
            articles[open].closed = true
            return
        }
        let bylines = BylineReader.bylineLine(line) ?? []
        // Names alone under the text of a story no one has signed yet, or a reader's (`读者 刘文晓`
        // under a letter), with a headline, a photo or nothing after them, sign it: opening a
        // story, they headed the next one, which a photo's lines cannot be. A feature's writer
        // is set off by a box (`□ 马祥凯`: any of the Geometric Shapes block, U+25A0–U+25FF), over
        // a column line that may look like a headline; other names under a signed story are the
        // next one's.
        let boxed = UTF8Walk.firstScalar(of: line.content).map { (0x25A0...0x25FF).contains($0) } == true
        let reader = bylines.contains { $0.role == "读者" }
        let after = kind(at: position + 1)
        if !boxed, let open = openArticle, articles[open].hasBody, articles[open].bylines.isEmpty || reader || page.nextLeadNamesWriters(after: position),
           LineKind.isHead(after) || after == nil || after == .caption || after == .credit {
            articles[open].bylines += bylines.from(line)
            articles[open].include(line.sourceLines)
            articles[open].closed = true
            return
        }
        let target: Int
        if let open = openArticle, !articles[open].hasBody
            || articles[open].hasOnlyEditorsNote && (articles[open].bylines.isEmpty || kind(at: position - 1) == .byline) {
            target = open
        } else {
            target = startArticle()
        }
        articles[target].bylines += bylines.from(line)
        articles[target].isFeature = true
        articles[target].include(line.sourceLines)
    }

    mutating func addLead(at position: Int) {
        let line = lines[order[position]]
        guard let lead = DatelineReader.read(line) else { return }
        let rest = OutputText.dropping(lead.consumed, from: line.content).trimmingEdges()
        let next = kind(at: position + 1)
        if rest.isEmpty, let open = openArticle, StoryRules.datelineIsText(at: position, in: storyView) {
            if traced { storyChanges += StoryRules.change(at: position, on: page, by: .datelineInText, to: .body) }
            appendText(line.content, of: line, to: open)
            return
        }
        // A dateline alone on its line after the text of a story that has none, with no text
        // under it, closes that story (`新华社北京4月28日电` under a reprint) where headlines or the
        // page's end follow. Over headlines and a story with no lead, it is that story's.
        if rest.isEmpty, let open = openArticle, articles[open].hasBody, articles[open].dateline == nil, next == nil || LineKind.isHead(next) {
            articles[open].dateline = lead.dateline
            articles[open].include(line.sourceLines)
            return
        }
        let target: Int
        if let open = openArticle, !articles[open].hasBody, articles[open].dateline == nil {
            target = open
        } else if let open = openArticle, articles[open].hasHeadline, articles[open].dateline == nil,
                  articles[open].bylines.isEmpty, page.followsUnfinishedSentence(position) {
            target = open
        } else {
            target = startArticle()
        }
        articles[target].dateline = lead.dateline
        articles[target].bylines += lead.bylines.from(line)
        articles[target].include(line.sourceLines)
        if !rest.isEmpty {
            appendText(String(rest), of: line, to: target)
        }
    }

    mutating func addContinuation(_ line: Line) {
        guard let marker = ContinuationReader.markers(in: line).first else { return }
        let continuation = Continuation(page: marker.page, printed: marker.printed, lines: line.sourceLines)
        switch marker.direction {
        case .from:
            let target: Int
            if let open = openArticle, !articles[open].hasBody, articles[open].continuedFrom == nil {
                target = open
            } else {
                target = startArticle()
            }
            articles[target].continuedFrom = continuation
            articles[target].include(line.sourceLines)
        case .to:
            guard let last = current else { return }
            articles[last].continuedTo = continuation
            articles[last].include(line.sourceLines)
            articles[last].closed = true
        }
    }
}

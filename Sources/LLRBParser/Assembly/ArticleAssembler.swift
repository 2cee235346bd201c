/// Walks the classified lines in page order and puts stories together: headline runs are placed
/// (see `HeadlinePlacement`), leads and bylines open stories, body lines join the open story,
/// jump markers and closing bylines end it, captions are attached where the layout shows whose
/// photo it is.
struct ArticleAssembler {
    struct Result {
        var articles: [Article]
        var captions: [Caption]
        var stranded: [NoiseLine]
        var warnings: [String]
        /// The assembly rule that placed each line it decided and what it placed it as (by
        /// source line number), when `traced`.
        var decisions: [Int: Placement]
    }

    /// How many stories back a stray body run looks for the unfinished story it ends.
    static let recentArticles = 6
    /// How far ahead the text of the next story is read to place a headline.
    static let lookaheadLines = 40
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
    static let strandedReason = "a headline or banner printed inside another story's column"

    let lines: [Line]
    let kinds: [LineKind]
    /// The page's layout, read before assembly (see `PageProfile`).
    let profile: PageProfile
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
    /// Whether `note` records its decisions: only `--explain` reads them.
    let traced: Bool
    var decisions: [Int: Placement] = [:]

    static func assemble(_ lines: [Line], _ kinds: [LineKind], profile: PageProfile, traced: Bool = false) -> Result {
        var assembler = ArticleAssembler(lines: lines, kinds: kinds, profile: profile, traced: traced)
        assembler.run()
        var articles: [Article] = []
        var stranded = assembler.stranded
        for builder in assembler.articles {
            if let article = builder.build() {
                articles.append(article)
            } else {
                let leftovers = assembler.leftovers(of: builder)
                if traced {
                    for line in leftovers { assembler.decisions[line.lines.first] = Placement(rule: .storyless, kind: .noise) }
                }
                stranded += leftovers
            }
        }
        return Result(articles: articles, captions: assembler.captions, stranded: stranded, warnings: assembler.warnings,
                      decisions: assembler.decisions)
    }

    static let unplacedRubricReason = "a column name with no story under it (the page's section name)"
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

    func kind(at position: Int) -> LineKind? {
        position >= 0 && position < order.count ? kinds[order[position]] : nil
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
                if let open = openArticle {
                    addSectionHeader(lines[index], to: open)
                } else {
                    placeHeadlines(position..<position + 1)
                }
                position += 1
            case .byline:
                leaveNoticeColumn()
                addBylineLine(at: position)
                position += 1
            case .lead:
                leaveNoticeColumn()
                leaveBriefColumnOnHeadlinesBelow(at: position)
                addLead(at: position)
                nameBriefItem()
                position += 1
            case .caption:
                position = startBriefItem(at: position) ? position + 1 : addCaption(at: position)
            case .credit:
                position = addCredit(at: position)
            case .continuation:
                leaveNoticeColumn()
                addContinuation(lines[index])
                position += 1
            default:
                position = startBriefItem(at: position) ? position + 1 : addBody(at: position)
                let lastRead = position - 1
                closeNoticeItem(endingAt: lastRead)
            }
        }
        attachLoosePhotosToTheStoriesUnderThem()
    }

    /// What an assembly rule made of a line.
    struct Placement: Sendable {
        let rule: AssemblyRule
        let kind: LineKind.Name
    }

    /// Records that `rule` placed `lines` as `kind`, when traced.
    mutating func note(_ lines: [Line], _ rule: AssemblyRule, as kind: LineKind.Name) {
        guard traced else { return }
        for line in lines { decisions[line.number] = Placement(rule: rule, kind: kind) }
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
        // is set off by a box (`□ 马祥凯`), over a column line that may look like a headline;
        // other names under a signed story are the next one's.
        let boxed = UTF8Walk.firstScalar(of: line.content).map { (0x25A0...0x25FF).contains($0) } == true
        let reader = bylines.contains { $0.role == "读者" }
        let after = kind(at: position + 1)
        if !boxed, let open = openArticle, articles[open].hasBody, articles[open].bylines.isEmpty || reader || nextLeadNamesWriters(after: position),
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
        // A dateline alone on its line after a story's text, with no text under it, closes that
        // story (`新华社北京4月28日电` under a reprint) at the page's end, or where the story
        // under the headlines after it opens with a lead of its own. A story that already has
        // its dateline keeps the line as its last words: opening a story, it had no text and
        // was lost. Over headlines and a story with no lead, it is that story's.
        if rest.isEmpty, let open = openArticle, articles[open].hasBody,
           next == nil || LineKind.isHead(next) && (articles[open].dateline == nil || leadFollowsHeadlines(after: position)) {
            if articles[open].dateline == nil {
                articles[open].dateline = lead.dateline
                articles[open].include(line.sourceLines)
            } else {
                appendText(line.content, of: line, to: open)
            }
            return
        }
        let target: Int
        if let open = openArticle, !articles[open].hasBody, articles[open].dateline == nil {
            target = open
        } else if let open = openArticle, articles[open].hasHeadline, articles[open].dateline == nil,
                  articles[open].bylines.isEmpty, followsUnfinishedSentence(position) {
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

    /// The first line after the headline lines that follow `position` opens a news lead.
    func leadFollowsHeadlines(after position: Int) -> Bool {
        kind(at: firstLine(afterHeadlinesFrom: position + 1)) == .lead
    }

    /// The first line after the headline lines that follow `position` opens a news lead that
    /// names its writers (`本报讯(通讯员 蔡宇霞)…`): names over those headlines are not that story's.
    func nextLeadNamesWriters(after position: Int) -> Bool {
        let cursor = firstLine(afterHeadlinesFrom: position + 1)
        guard kind(at: cursor) == .lead else { return false }
        return DatelineReader.read(lines[order[cursor]])?.bylines.isEmpty == false
    }

    private func firstLine(afterHeadlinesFrom position: Int) -> Int {
        var cursor = position
        while LineKind.isHead(kind(at: cursor)) {
            cursor += 1
        }
        return cursor
    }

    /// The line before `position` is running text that stops in mid-sentence: a body line, or a
    /// news lead with text after its dateline (`本报讯 银蔬工作和…`).
    func followsUnfinishedSentence(_ position: Int) -> Bool {
        guard position > 0 else { return false }
        let before = order[position - 1]
        // A caption's second line ending in its credit (`在义务植树。 吴秀桂 摄`) finishes it.
        guard !lines[before].endsSentence, CreditReader.trailing(in: lines[before].content) == nil else { return false }
        return kinds[before] == .body || kinds[before] == .lead && LineContext.hasTextAfterLead(lines[before])
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

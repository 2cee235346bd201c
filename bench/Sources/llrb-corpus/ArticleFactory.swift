/// Invents stories of the kinds a city daily prints: news with a 本报讯 lead, Xinhua wire copy,
/// features with bylines and section headers, short briefs, continuations from page one.
struct ArticleFactory {
    var text: TextBuilder
    private var lexicon: Lexicon { text.lexicon }

    private static let reporter = Array("记者 ".utf8)
    private static let newsLead = Array("本报讯".utf8)
    private static let dash = Array("——".utf8)
    private static let box = Array("□ ".utf8)
    private static let ownReporter = Array("本报记者 ".utf8)
    private static let correspondent = Array("通讯员 ".utf8)
    private static let photo = Array(" 摄".utf8)
    private static let photoBy = Array("图为".utf8)
    private static let space = Array(" ".utf8)
    private static let roles = ["主持", "出席", "讲话", "调研"].map { Array($0.utf8) }
    private static let featureEndings = ["纪实", "综述", "侧记", "观察"].map { Array($0.utf8) }

    /// A story, regenerated until no two of its segments run into a query when joined.
    func article(_ random: inout SeededRandom, continuedFrom: Int? = nil) -> ArticleDraft {
        while true {
            let draft = continuedFrom.map { continuation(&random, from: $0) } ?? fresh(&random)
            if draft.isUnambiguous { return draft }
        }
    }

    private func fresh(_ random: inout SeededRandom) -> ArticleDraft {
        switch random.below(10) {
        case 0..<4: return news(&random)
        case 4..<5: return wire(&random)
        case 5..<8: return feature(&random)
        default: return brief(&random)
        }
    }

    private func news(_ random: inout SeededRandom) -> ArticleDraft {
        var draft = ArticleDraft(headline: text.phrase(&random, words: 3...6))
        if random.chance(0.4) {
            draft.subtitles = [Subtitle(text: lexicon.personName(&random) + random.pick(Self.roles), dashed: false)]
        }
        draft.lead = Self.newsLead + Mark.openParen + Self.reporter + lexicon.personName(&random) + Mark.closeParen
        draft.blocks = paragraphs(&random, count: 2...6)
        addCaption(&random, to: &draft, probability: 0.15)
        return draft
    }

    private func wire(_ random: inout SeededRandom) -> ArticleDraft {
        var draft = ArticleDraft(headline: text.phrase(&random, words: 3...6))
        if random.chance(0.5) { draft.kicker = text.phrase(&random, words: 3...5) }
        draft.lead = Array("新华社北京\(text.month)月\(max(1, text.day - 1))日电".utf8)
        draft.blocks = paragraphs(&random, count: 2...8)
        return draft
    }

    private func feature(_ random: inout SeededRandom) -> ArticleDraft {
        var draft = ArticleDraft(headline: text.phrase(&random, words: 2...3) + Self.space + text.phrase(&random, words: 2...3))
        if random.chance(0.3) { draft.kicker = text.phrase(&random, words: 3...5) }
        if random.chance(0.6) {
            let ending = random.pick(Self.featureEndings)
            draft.subtitles = [Subtitle(text: text.phrase(&random, words: 3...5) + ending, dashed: random.chance(0.6))]
        }
        if random.chance(0.5) {
            draft.bylineLines = [Self.box + Self.ownReporter + lexicon.personName(&random)]
            if random.chance(0.4) { draft.bylineLines.append(Self.correspondent + lexicon.personName(&random)) }
        } else {
            draft.bylineLines = [Self.box + lexicon.personName(&random)]
        }
        var blocks = paragraphs(&random, count: 3...5)
        for _ in 0..<random.within(0...3) {
            blocks.append(.subhead(text.phrase(&random, words: 2...3) + Self.space + text.phrase(&random, words: 2...3)))
            blocks += paragraphs(&random, count: 2...4)
        }
        if random.chance(0.1), let last = blocks.indices.last, case .paragraph(let paragraph) = blocks[last] {
            blocks[last] = .quote(paragraph)
        }
        draft.blocks = blocks
        addCaption(&random, to: &draft, probability: 0.3)
        return draft
    }

    private func brief(_ random: inout SeededRandom) -> ArticleDraft {
        var draft = ArticleDraft(headline: text.phrase(&random, words: 3...6))
        draft.blocks = paragraphs(&random, count: 1...3)
        draft.endByline = Mark.openParen + lexicon.personName(&random) + Self.space + lexicon.personName(&random)
            + Mark.closeParen
        return draft
    }

    private func continuation(_ random: inout SeededRandom, from page: Int) -> ArticleDraft {
        var draft = ArticleDraft(headline: random.chance(0.5) ? text.phrase(&random, words: 3...6) : nil)
        draft.continuedFrom = page
        draft.blocks = paragraphs(&random, count: 2...6)
        return draft
    }

    private func paragraphs(_ random: inout SeededRandom, count: ClosedRange<Int>) -> [BodyBlock] {
        (0..<random.within(count)).map { _ in .paragraph(text.paragraph(&random)) }
    }

    private func addCaption(_ random: inout SeededRandom, to draft: inout ArticleDraft, probability: Double) {
        guard random.chance(probability) else { return }
        let caption = Self.photoBy + Array("\(text.month)月\(max(1, text.day - 1))日".utf8)
            + text.phrase(&random, words: 3...5)
        let credit = (random.chance(0.5) ? Self.reporter : []) + lexicon.personName(&random) + Self.photo
        draft.captions = [CaptionDraft(text: caption, credit: credit)]
    }
}

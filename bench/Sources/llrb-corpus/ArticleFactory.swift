/// Invents stories of the kinds a city daily prints: news with a 本报讯 lead, Xinhua wire copy,
/// features with bylines and section headers, short briefs, continuations from page one. A share
/// of the news names the day's office holders (`OfficialSentences`): city meetings, inspections
/// and signings, and counties' own reports.
struct ArticleFactory {
    var text: TextBuilder
    /// Prose for a county's own report: the same words, naming no division.
    var countyText: TextBuilder
    var officials: OfficialSentences
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

    /// A story, regenerated until its own words name no office holder (`OfficeWords`) and no two
    /// of its segments run into a query when joined; its office holders are planted at the start
    /// of its first paragraph.
    func article(_ random: inout SeededRandom, continuedFrom: Int? = nil) -> ArticleDraft {
        while true {
            var draft = continuedFrom.map { continuation(&random, from: $0) } ?? fresh(&random)
            guard OfficeWords.areAbsent(from: draft) else { continue }
            if let scene = draft.scene, case .paragraph(var first) = draft.blocks.first {
                let planted = officials.plant(scene, random: &random)
                first.prepend(planted.text)
                draft.blocks[0] = .paragraph(first)
                draft.mentions = planted.mentions
                draft.mentionForms = planted.forms
            }
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
        let scene: OfficialScene? = switch random.below(100) {
        case 0..<18: .city
        case 18..<26: .county(random.below(OfficePlace.divisions.count))
        default: nil
        }
        let county = scene?.county
        let text = county == nil ? self.text : countyText
        var blocks = paragraphs(&random, count: 2...6, from: text)
        let words = Self.words(in: blocks)
        var draft = ArticleDraft(headline: text.phrase(&random, words: 3...6, from: words))
        draft.scene = scene
        if random.chance(0.4), case .paragraph(var first) = blocks[0] {
            // `孙大军主持` under the headline names someone the story names too.
            let name = lexicon.personName(&random)
            let role = random.pick(Self.roles)
            first.append(name + role + Mark.period)
            blocks[0] = .paragraph(first)
            draft.subtitles = [Subtitle(text: name + role, dashed: false)]
        }
        if let county {
            // `临县讯（通讯员 X）`, `柳林讯（…）`: a county's report opens with its dateline.
            let dateline = (county.shortName.count == 2 ? county.shortName : county.name) + "讯"
            draft.lead = Array(dateline.utf8) + Mark.openParen + Self.correspondent + lexicon.personName(&random)
                + Mark.closeParen
        } else {
            draft.lead = Self.newsLead + Mark.openParen + Self.reporter + lexicon.personName(&random) + Mark.closeParen
        }
        draft.blocks = blocks
        addCaption(&random, to: &draft, words: words, probability: 0.15, text: text)
        return draft
    }

    private func wire(_ random: inout SeededRandom) -> ArticleDraft {
        let blocks = paragraphs(&random, count: 2...8)
        let words = Self.words(in: blocks)
        var draft = ArticleDraft(headline: text.phrase(&random, words: 3...6, from: words))
        if random.chance(0.5) { draft.kicker = text.phrase(&random, words: 3...5, from: words) }
        draft.lead = Array("新华社北京\(text.month)月\(max(1, text.day - 1))日电".utf8)
        draft.blocks = blocks
        return draft
    }

    private func feature(_ random: inout SeededRandom) -> ArticleDraft {
        var blocks = paragraphs(&random, count: 3...5)
        for _ in 0..<random.within(0...3) {
            let section = paragraphs(&random, count: 2...4)
            let sectionWords = Self.words(in: section)
            blocks.append(.subhead(text.phrase(&random, words: 2...3, from: sectionWords) + Self.space
                                   + text.phrase(&random, words: 2...3, from: sectionWords)))
            blocks += section
        }
        if random.chance(0.1), let last = blocks.indices.last, case .paragraph(let paragraph) = blocks[last] {
            blocks[last] = .quote(paragraph)
        }
        let words = Self.words(in: blocks)
        var draft = ArticleDraft(headline: text.phrase(&random, words: 2...3, from: words) + Self.space
                                 + text.phrase(&random, words: 2...3, from: words))
        if random.chance(0.3) { draft.kicker = text.phrase(&random, words: 3...5, from: words) }
        if random.chance(0.6) {
            let ending = random.pick(Self.featureEndings)
            draft.subtitles = [Subtitle(text: text.phrase(&random, words: 3...5, from: words) + ending,
                                        dashed: random.chance(0.6))]
        }
        if random.chance(0.5) {
            draft.bylineLines = [Self.box + Self.ownReporter + lexicon.personName(&random)]
            if random.chance(0.4) { draft.bylineLines.append(Self.correspondent + lexicon.personName(&random)) }
        } else {
            draft.bylineLines = [Self.box + lexicon.personName(&random)]
        }
        draft.blocks = blocks
        addCaption(&random, to: &draft, words: words, probability: 0.3)
        return draft
    }

    private func brief(_ random: inout SeededRandom) -> ArticleDraft {
        let blocks = paragraphs(&random, count: 1...3)
        var draft = ArticleDraft(headline: text.phrase(&random, words: 3...6, from: Self.words(in: blocks)))
        draft.lead = Self.newsLead + Self.space
        draft.blocks = blocks
        draft.endByline = Mark.openParen + lexicon.personName(&random) + Self.space + lexicon.personName(&random)
            + Mark.closeParen
        if random.chance(0.1) { draft.scene = .brief }
        return draft
    }

    private func continuation(_ random: inout SeededRandom, from page: Int) -> ArticleDraft {
        let blocks = paragraphs(&random, count: 2...6)
        let headline = random.chance(0.5) ? text.phrase(&random, words: 3...6, from: Self.words(in: blocks)) : nil
        var draft = ArticleDraft(headline: headline)
        draft.continuedFrom = page
        draft.blocks = blocks
        return draft
    }

    private static func words(in blocks: [BodyBlock]) -> [[UInt8]] {
        blocks.flatMap { block -> [[UInt8]] in
            switch block {
            case .paragraph(let text), .quote(let text): return text.words
            case .subhead: return []
            }
        }
    }

    private func paragraphs(_ random: inout SeededRandom, count: ClosedRange<Int>, from text: TextBuilder? = nil)
        -> [BodyBlock] {
        let text = text ?? self.text
        return (0..<random.within(count)).map { _ in .paragraph(text.paragraph(&random)) }
    }

    private func addCaption(_ random: inout SeededRandom, to draft: inout ArticleDraft, words: [[UInt8]],
                            probability: Double, text: TextBuilder? = nil) {
        let text = text ?? self.text
        guard random.chance(probability) else { return }
        let caption = Self.photoBy + Array("\(text.month)月\(max(1, text.day - 1))日".utf8)
            + text.phrase(&random, words: 3...5, from: words)
        let credit = (random.chance(0.5) ? Self.reporter : []) + lexicon.personName(&random) + Self.photo
        draft.captions = [CaptionDraft(text: caption, credit: credit)]
    }
}

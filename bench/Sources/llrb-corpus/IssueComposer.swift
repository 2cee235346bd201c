/// One article as generated and as printed.
struct PlacedArticle {
    var draft: ArticleDraft
    var printed: PrintedArticle
}

/// A page as written: its bytes and the articles on it.
struct ComposedPage {
    var bytes: [UInt8]
    var articles: [PlacedArticle]
}

/// Lays out the pages of one issue: masthead on page one, stories continued from page one on
/// later pages, noise between stories, rubrics and credits and a footer at the bottom.
struct IssueComposer {
    let date: IssueDate
    let issueNumber: Int
    let pageCount: Int
    let factory: ArticleFactory
    let lexicon: Lexicon
    /// Page number → the page a story continued on it came from.
    private var continuations: [Int: Int] = [:]

    init(date: IssueDate, issueNumber: Int, pageCount: Int, factory: ArticleFactory, lexicon: Lexicon) {
        self.date = date
        self.issueNumber = issueNumber
        self.pageCount = pageCount
        self.factory = factory
        self.lexicon = lexicon
    }

    mutating func page(_ number: Int, random: inout SeededRandom) -> ComposedPage {
        let layout = PageLayout(&random)
        let printer = ArticlePrinter(layout: layout)
        var writer = PageWriter()
        var placed: [PlacedArticle] = []
        if number == 1 {
            writer.lines(PageFurniture.masthead(date: date, issueNumber: issueNumber, pageCount: pageCount,
                                                withDay: random.chance(0.5), random: &random))
        }
        if let from = continuations[number] {
            let draft = factory.article(&random, continuedFrom: from)
            placed.append(PlacedArticle(draft: draft, printed: printer.print(draft, on: &writer, random: &random)))
        }
        let target = random.within(12_000...20_000)
        while writer.bytes.count < target {
            if !placed.isEmpty && random.chance(0.12) { writer.lines(PageFurniture.noise(random: &random)) }
            var draft = factory.article(&random)
            if layout.headlinesAfterBody {
                // Between short lines a plain section header or a caption would read as the
                // headline printed after the body: these pages, like seed 004, print neither.
                draft.blocks.removeAll { if case .subhead = $0 { true } else { false } }
                draft.captions = []
            }
            if number == 1, placed.count < 2, pageCount > 1, random.chance(0.35) {
                let to = random.within(2...pageCount)
                if continuations[to] == nil {
                    continuations[to] = 1
                    draft.continuedTo = to
                }
            }
            placed.append(PlacedArticle(draft: draft, printed: printer.print(draft, on: &writer, random: &random)))
        }
        if random.chance(0.15) { writer.lines([random.pick(PageFurniture.rubrics), ""]) }
        if random.chance(0.1) { writer.lines(["本版图片由" + String(decoding: lexicon.personName(&random), as: UTF8.self) + "提供", ""]) }
        writer.lines(footer(pageNumber: number, random: &random))
        return ComposedPage(bytes: writer.bytes, articles: placed)
    }

    private func footer(pageNumber: Int, random: inout SeededRandom) -> [String] {
        let roll = random.below(100)
        let names = { [lexicon] (random: inout SeededRandom) -> String in
            String(decoding: lexicon.personName(&random), as: UTF8.self)
        }
        var nameRandom = SeededRandom(seed: random.next())
        if pageNumber == 1 {
            return roll < 70 ? PageFurniture.footer(date: date, withDate: false, names: { names(&nameRandom) }, random: &random) : []
        }
        switch roll {
        case 0..<15: return []
        case 15..<55: return PageFurniture.footer(date: date, withDate: false, names: { names(&nameRandom) }, random: &random)
        default: return PageFurniture.footer(date: date, withDate: true, names: { names(&nameRandom) }, random: &random)
        }
    }
}

/// Puts a page together from its lines: masthead, articles, captions, footer, noise, date.
enum PageAssembler {
    static func assemble(_ rawLines: [Line]) -> Page {
        let lines = WrapMerger.merge(rawLines)
        let kinds = LineContext.refine(lines, lines.map(LineClassifier.classify))
        let assembled = ArticleAssembler.assemble(lines, kinds)
        let masthead = MastheadReader.read(lines.indices.filter { kinds[$0] == .masthead }.map { lines[$0] })
        let footerLines = lines.indices.filter { kinds[$0] == .footer }.map { lines[$0] }
        let footer = FooterReader.read(footerLines)
        var noise: [NoiseLine] = lines.indices.compactMap { index in
            guard case let .noise(reason) = kinds[index] else { return nil }
            let text = lines[index].content.isEmpty ? lines[index].text : lines[index].content
            return NoiseLine(text: text, reason: reason, lines: lines[index].sourceLines)
        }
        noise += assembled.stranded
        noise.sort { $0.lines.first < $1.lines.first }
        let leads = lines.indices.filter { kinds[$0] == .lead }
        let date = DateResolver.resolve(masthead: masthead, footer: footer) {
            DateInference.infer(lines, leads: leads)
        }
        return Page(
            date: date.date,
            dateSource: date.source,
            dateEvidence: date.evidence,
            issueNumber: masthead.issueNumber,
            lunarDate: masthead.lunarPrinted,
            lunar: masthead.lunarPrinted.flatMap(LunarDate.init(printed:)),
            weekday: masthead.weekday ?? (footer == nil ? nil : MastheadReader.read(footerLines).weekday),
            pageCount: masthead.pageCount,
            serialNumber: masthead.serialNumber,
            postalCode: masthead.postalCode,
            mastheadLines: masthead.lines,
            articles: assembled.articles,
            captions: assembled.captions,
            footer: footer,
            noise: noise,
            warnings: date.warnings + assembled.warnings
        )
    }
}

/// Puts a page together from its lines: masthead, articles, captions, footer, noise, date.
enum PageAssembler {
    /// `fileName`: the page file's path or name, when known: it may date a page that prints no
    /// date, and number one that prints no page number unless `numberedByFileName` is false
    /// (the file holds several pages, whose numbers its name cannot tell).
    static func assemble(_ rawLines: [Line], fileName: String? = nil, numberedByFileName: Bool = true) -> Page {
        assemble(rawLines, fileName: fileName, numberedByFileName: numberedByFileName, traced: false).page
    }

    /// The page, the lines, labels and layout it was assembled from, and, when `traced`, the
    /// story rules' changes of the lines' kinds.
    static func assemble(_ rawLines: [Line], fileName: String?, numberedByFileName: Bool, traced: Bool)
        -> (page: Page, lines: [Line], labelling: Labelling, profile: PageProfile, storyChanges: [StoryChange]) {
        let (lines, labelling) = label(rawLines)
        let kinds = labelling.kinds
        let profile = PageProfile(lines, kinds)
        let assembled = ArticleAssembler.assemble(lines, kinds, profile: profile, traced: traced)
        // The lines each reader below takes, gathered in one pass over the kinds.
        var mastheadLines: [Line] = []
        var footerLines: [Line] = []
        var noise: [NoiseLine] = []
        var leads: [Int] = []
        for (index, kind) in kinds.enumerated() {
            switch kind {
            case .masthead: mastheadLines.append(lines[index])
            case .footer: footerLines.append(lines[index])
            case .lead: leads.append(index)
            case let .noise(reason):
                let text = lines[index].content.isEmpty ? lines[index].text : lines[index].content
                noise.append(NoiseLine(text: text, reason: reason, lines: lines[index].sourceLines))
            default: break
            }
        }
        noise += assembled.stranded
        let reading = PageResolution.Reading(
            lines: lines, mastheadLines: mastheadLines, footerLines: footerLines, leads: leads, articles: assembled.articles,
            captions: assembled.captions, noise: noise, warnings: assembled.warnings,
            signatures: { LineContext.signatures(lines, labelling).map(\.date) }
        )
        let page = PageResolution.page(reading, fileName: fileName, numberedByFileName: numberedByFileName)
        return (page, lines, labelling, profile, assembled.storyChanges)
    }

    /// The page's lines with OCR wraps joined, and their labels.
    static func label(_ rawLines: [Line]) -> (lines: [Line], labelling: Labelling) {
        let lines = WrapMerger.merge(rawLines)
        return (lines, LabelRules.label(lines))
    }
}

/// What a page prints about itself, read the same way whichever reading sorted its lines (the
/// rule table's, `PageAssembler`, or a labeller's, `LabelledReading`): the masthead's and the
/// footer's fields, the page number, and the date `DateResolver` settles, around the stories,
/// photos and noise the reading found. So a page's own fields never depend on which read it.
package enum PageResolution {
    /// What a reading of the page found, before the page's own fields are read.
    package struct Reading {
        /// The page's lines as the wrap merger left them, blank ones included.
        var lines: [Line]
        var mastheadLines: [Line]
        var footerLines: [Line]
        /// The lines (indices into `lines`) that open a news lead: what a page that prints no
        /// date is dated by.
        var leads: [Int]
        var articles: [Article]
        var captions: [Caption]
        var noise: [NoiseLine]
        var warnings: [String]
        /// The lines that print the day a notice on the page was signed (`LineContext.signatures`),
        /// asked only when the date must be inferred.
        var signatures: () -> [Int]

        package init(lines: [Line], mastheadLines: [Line], footerLines: [Line], leads: [Int], articles: [Article],
                     captions: [Caption], noise: [NoiseLine], warnings: [String], signatures: @escaping () -> [Int]) {
            self.lines = lines
            self.mastheadLines = mastheadLines
            self.footerLines = footerLines
            self.leads = leads
            self.articles = articles
            self.captions = captions
            self.noise = noise
            self.warnings = warnings
            self.signatures = signatures
        }
    }

    /// `fileName` and `numberedByFileName` as for `PageAssembler.assemble`.
    package static func page(_ reading: Reading, fileName: String?, numberedByFileName: Bool) -> Page {
        let masthead = MastheadReader.read(reading.mastheadLines)
        let footer = FooterReader.read(reading.footerLines)
        let date = DateResolver.resolve(masthead: masthead, footer: footer, fileName: fileName,
                                         leadDates: { DateInference.leadDates(reading.lines, leads: reading.leads) },
                                         inferred: {
                                             DateInference.infer(reading.lines, leads: reading.leads, stories: reading.articles,
                                                                signatures: reading.signatures())
                                         })
        return Page(
            date: date.date,
            dateSource: date.source,
            dateEvidence: date.evidence,
            issueNumber: masthead.issueNumber,
            lunarDate: masthead.lunarPrinted,
            lunar: masthead.lunarPrinted.flatMap(LunarDate.init(printed:)),
            weekday: masthead.weekday ?? (footer == nil ? nil : MastheadReader.read(reading.footerLines).weekday),
            pageCount: masthead.pageCount,
            pageNumber: PageNumberReader.read(reading.lines, fileName: numberedByFileName ? fileName : nil, frontPage: masthead.isFrontPage),
            serialNumber: masthead.serialNumber,
            postalCode: masthead.postalCode,
            mastheadLines: masthead.lines,
            articles: reading.articles,
            captions: reading.captions,
            footer: footer,
            noise: reading.noise.sorted { $0.lines.first < $1.lines.first },
            warnings: date.warnings + reading.warnings
        )
    }
}

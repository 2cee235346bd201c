import LLRBIndex
import LLRBParser

/// `show ID --json`: the fields of `ArticleDescription` an article's JSON shows. Every key
/// `parse --json` gives an article (headline, bylines, body …) at the top level, plus where it
/// is stored (id, file, ordinal), its page's fields under `page`, and the ids of the parts it
/// continues to or from. The page's date, issue and page numbers are at the top level too,
/// under the keys `search --json` gives them (`date`, `issueNumber`, `pageNumber`), so that a
/// script reads one fact under one key whichever command it came from.
struct ArticleJSON: Encodable {
    var record: ArticleRecord
    /// The fields it shows (`ArticleDescription.standard`; a test gives another).
    var fields = ArticleDescription.standard
    var continuedToId: String?
    var continuedFromId: String?
    /// The readers' corrections that hold in it (docs/CORRECTIONS.md), by number.
    var corrections: [CorrectionNote] = []
    /// How many hold besides `corrections` (`listCorrections`: a page lists the latest alone).
    var earlierCorrections = 0

    init(_ record: ArticleRecord, among records: [ArticleRecord]) {
        self.record = record
        continuedToId = ContinuationFinder.counterpart(of: record, .forward, among: records)
        continuedFromId = ContinuationFinder.counterpart(of: record, .backward, among: records)
    }

    /// The article with this id and what `show ID` shows of it, or nil when the index holds
    /// none. The issue's other records are read only when the article jumps pages, to find the
    /// other part.
    /// `pages`: the index's pages, when the caller keeps them.
    /// `corrections`: the journal's corrections, to say which hold in the article.
    static func reading(_ id: String, in index: ArchiveIndex, corrections: JournalContents? = nil,
                        pages: () throws -> [IndexedPage]? = { nil }) throws -> (ArticleRecord, ArticleJSON)? {
        guard let record = try index.record(id: id) else { return nil }
        let jumps = record.article.continuedTo != nil || record.article.continuedFrom != nil
        let related = jumps ? try (pages() ?? index.pages()).filter { $0.info.mayShareIssue(with: record.page) } : []
        var shown = ArticleJSON(record, among: try index.records(of: related))
        if let corrections, !corrections.corrections.isEmpty {
            shown.corrections = CorrectionReview.corrections(holdingIn: record.id, file: record.file, contents: corrections,
                                                             appliedThrough: index.lastApplied(from: corrections)).map(CorrectionNote.init)
        }
        return (record, shown)
    }

    /// Finds the notes a page of the article lists (`show`, the web reader): the latest alone,
    /// through the index's map of the journal (`CorrectionJournal.heldCorrections`) when it can
    /// say, so that an article corrected 10,000 times costs twenty lines of the journal; else
    /// from the page's lines applied again, as `reading` does.
    mutating func listCorrections(of record: ArticleRecord, in index: ArchiveIndex, journal: CorrectionJournal) {
        if let file = try? index.indexedFile(at: record.file), file.edits != 0,
           let held = journal.heldCorrections(article: record.id, file: file) {
            corrections = held.latest.map(CorrectionNote.init)
            earlierCorrections = held.total - held.latest.count
        } else if let contents = try? journal.read(page: index.journalPage(of: record.file)), !contents.corrections.isEmpty {
            corrections = CorrectionReview.corrections(holdingIn: record.id, file: record.file, contents: contents,
                                                       appliedThrough: index.lastApplied(from: contents)).map(CorrectionNote.init)
        }
    }

    /// The notes a page lists, the latest, and how many earlier ones it only counts.
    var listedCorrections: (notes: ArraySlice<CorrectionNote>, earlier: Int) {
        let (notes, earlier) = CorrectionNote.listed(corrections)
        return (notes, earlier + earlierCorrections)
    }

    /// Each field shown, by its kind; an absent value by `encodeIfPresent`, which
    /// `JSONTreeEncoder` writes as `null`, as `Article`'s synthesized `Codable` does.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FieldKey.self)
        let article = record.article, page = record.page
        for field in fields.fields where field.isShown {
            let key = FieldKey(field)
            switch field.value {
            case .text, .optionalText, .texts, .bylines, .paragraphs, .captions, .continuation, .optionalLines, .lines:
                try field.encodeValue(of: article, into: &container, forKey: key)
            case .recordText(let path): try container.encode(record[keyPath: path], forKey: key)
            case .recordNumber(let path): try container.encode(record[keyPath: path], forKey: key)
            case .pageText(let path): try container.encodeIfPresent(page[keyPath: path], forKey: key)
            case .pageNumber(let path): try container.encodeIfPresent(page[keyPath: path], forKey: key)
            case .derived(.page): try container.encode(PageFieldsJSON(page: page), forKey: key)
            case .derived(.continuedToId): try container.encodeIfPresent(continuedToId, forKey: key)
            case .derived(.continuedFromId): try container.encodeIfPresent(continuedFromId, forKey: key)
            case .derived(.corrections): try container.encode(corrections, forKey: key)
            case .derived(.authors): try container.encode(record.creditedNames, forKey: key)
            case .derived(.year): try container.encodeIfPresent(record.year, forKey: key)
            case .derived(.region): try container.encodeIfPresent(record.region, forKey: key)
            }
        }
    }
}

/// A correction as an article shows it: what changed, who, when and why.
struct CorrectionNote: Encodable {
    var number: Int
    var date: String
    var by: String?
    var note: String?
    var change: String
    /// The change itself, for a front that words it in its own language (the web reader).
    let made: CorrectionChange

    private enum CodingKeys: String, CodingKey {
        case number, date, by, note, change
    }

    init(_ correction: Correction) {
        number = correction.number
        date = correction.date
        by = correction.by
        note = correction.note
        change = correction.change.summary
        made = correction.change
    }

    /// The notes of every article a correction in force holds in now, by article id: the
    /// corrected pages read again (`CorrectionReview`), for an export of the whole archive.
    static func byArticle(in contents: JournalContents, index: ArchiveIndex) -> [String: [CorrectionNote]] {
        guard !contents.corrections.isEmpty else { return [:] }
        let review = CorrectionReview(contents, locate: MovedPages.locator(index))
        var notes: [String: [CorrectionNote]] = [:]
        for correction in contents.inForce {
            guard case .applied(let articles, _)? = review.statuses[correction.number] else { continue }
            for article in articles { notes[article, default: []].append(CorrectionNote(correction)) }
        }
        return notes
    }

    /// `3. 复工复严 → 复工复产 (李明, 2026-11-27: OCR misread 产)`.
    var line: String {
        let about = ([by, String(date.prefix(10))].compactMap { $0 }.joined(separator: ", ")) + (note.map { ": \($0)" } ?? "")
        return Self.clipped("\(number). \(change) (\(about))")
    }

    /// How many of an article's corrections a page of it lists, the latest: the others are
    /// counted, and `llrb corrections ID` lists them all (an article corrected 100,000 times
    /// made a page of megabytes).
    static let listedOnAPage = 20
    /// The characters a note takes on a page at most (a retyped page is a correction too).
    static let longestLine = 300

    /// The notes a page of the article lists, and how many earlier ones it only counts.
    static func listed(_ notes: [CorrectionNote]) -> (notes: ArraySlice<CorrectionNote>, earlier: Int) {
        (notes.suffix(listedOnAPage), max(notes.count - listedOnAPage, 0))
    }

    /// `text` cut at `longestLine` characters, with an ellipsis.
    static func clipped(_ text: String) -> String {
        text.count > longestLine ? String(text.prefix(longestLine - 1)) + "…" : text
    }
}

/// `show --issue N --json`: the masthead's page fields at the top level, under the names
/// `parse --json` uses, with the issue number, captions, footer, noise and warnings of all its
/// pages; the pages ingested with their own fields; and every article in reading order.
struct IssueJSON: Encodable {
    struct PageJSON: Encodable {
        var file: String
        var info: Page

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: FieldKey.self)
            try info.encodeFields(into: &container)
            try container.encode(file, forKey: FieldKey(.file))
        }
    }

    var masthead: Page
    var pages: [PageJSON]
    var articles: [ArticleJSON]

    /// `articles`: the issue's, in reading order; `records` those its stories may continue in.
    init(_ issue: IssueEntry, articles: [ArticleRecord], among records: [ArticleRecord]) {
        masthead = issue.masthead
        pages = issue.pages.map { PageJSON(file: $0.file, info: $0.info) }
        self.articles = articles.map { ArticleJSON($0, among: records) }
    }

    func encode(to encoder: any Encoder) throws {
        var issue = masthead
        issue.issueNumber = articles.lazy.compactMap(\.record.page.issueNumber).first
        issue.captions = pages.flatMap(\.info.captions)
        issue.footer = pages.lazy.compactMap(\.info.footer).first
        issue.noise = pages.flatMap(\.info.noise)
        issue.warnings = pages.flatMap(\.info.warnings)
        var container = encoder.container(keyedBy: FieldKey.self)
        try issue.encodeFields(into: &container)
        try container.encode(pages, forKey: FieldKey("pages"))
        try container.encode(articles, forKey: FieldKey("articles"))
    }
}

/// A page's fields but its articles, as `Page`'s `Codable` form writes them: `show ID --json`'s
/// `page`.
struct PageFieldsJSON: Encodable {
    var page: Page

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FieldKey.self)
        try page.encodeFields(into: &container)
    }
}

/// `parse --json`: a page's fields as `PageFieldsJSON` writes them, with its articles.
struct ParsedPageJSON: Encodable {
    var page: Page

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FieldKey.self)
        try page.encodeFields(into: &container)
        try container.encode(page.articles.map(ParsedArticleJSON.init), forKey: Self.articlesKey)
    }

    /// The articles' key: their field's name in `Page.fields`.
    private static let articlesKey: FieldKey = {
        guard let field = Page.fields.first(where: { if case .articles = $0.value { true } else { false } }) else {
            preconditionFailure("Page.fields lists the page's articles")
        }
        return FieldKey(field.name)
    }()
}

/// An article as `parse --json` writes it, before any index holds it: its own fields
/// (`ArticleField.Value.isArticles`), under the description's names.
struct ParsedArticleJSON: Encodable {
    var article: Article
    var fields = ArticleDescription.standard

    init(_ article: Article) {
        self.article = article
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FieldKey.self)
        for field in fields.fields where field.value.isArticles {
            try field.encodeValue(of: article, into: &container, forKey: FieldKey(field))
        }
    }
}

extension ArticleField {
    /// Writes the field's value in `article` under `key`, when it is the article's own
    /// (`Value.isArticles`); an absent value by `encodeIfPresent`, which `JSONTreeEncoder`
    /// writes as `null`. A field the index, the page or a front holds writes nothing here.
    func encodeValue(of article: Article, into container: inout KeyedEncodingContainer<FieldKey>, forKey key: FieldKey) throws {
        switch value {
        case .text(let path): try container.encode(article[keyPath: path], forKey: key)
        case .optionalText(let path): try container.encodeIfPresent(article[keyPath: path], forKey: key)
        case .texts(let path): try container.encode(article[keyPath: path], forKey: key)
        case .bylines(let path): try container.encode(article[keyPath: path], forKey: key)
        case .paragraphs(let path): try container.encode(article[keyPath: path], forKey: key)
        case .captions(let path): try container.encode(article[keyPath: path], forKey: key)
        case .continuation(let path): try container.encodeIfPresent(article[keyPath: path], forKey: key)
        case .optionalLines(let path): try container.encodeIfPresent(article[keyPath: path], forKey: key)
        case .lines(let path): try container.encode(article[keyPath: path], forKey: key)
        case .recordText, .recordNumber, .pageText, .pageNumber, .derived: break
        }
    }
}

extension Page {
    /// Each of `Page.fields` but the articles under its name, written as `Page`'s synthesized
    /// `Codable` writes it (an absent value by `encodeIfPresent`, which `JSONTreeEncoder` writes
    /// as `null`).
    func encodeFields(into container: inout KeyedEncodingContainer<FieldKey>) throws {
        for field in Page.fields {
            let key = FieldKey(field.name)
            switch field.value {
            case .text(let path): try container.encodeIfPresent(self[keyPath: path], forKey: key)
            case .dateSource(let path): try container.encodeIfPresent(self[keyPath: path], forKey: key)
            case .number(let path): try container.encodeIfPresent(self[keyPath: path], forKey: key)
            case .lunar(let path): try container.encodeIfPresent(self[keyPath: path], forKey: key)
            case .lines(let path): try container.encodeIfPresent(self[keyPath: path], forKey: key)
            case .footer(let path): try container.encodeIfPresent(self[keyPath: path], forKey: key)
            case .texts(let path): try container.encode(self[keyPath: path], forKey: key)
            case .dateEvidence(let path): try container.encode(self[keyPath: path].map(DateEvidenceWording.english), forKey: key)
            case .captions(let path): try container.encode(self[keyPath: path], forKey: key)
            case .noise(let path): try container.encode(self[keyPath: path], forKey: key)
            case .scan(let path): try container.encodeIfPresent(self[keyPath: path], forKey: key)
            case .articles: continue
            }
        }
    }
}

import LLRBEngine
import LLRBParser

/// Turns a parsed page into one indexable document per article, each with its searchable
/// fields and a stable, readable id.
public enum DocumentBuilder {
    /// One document per article, in page order, with ids `<issue|date|x>-<hash>-<ordinal>`
    /// (`ArticleID`), then
    /// one per photo caption that belongs to no article (`standalonePhotos`).
    /// - Parameters:
    ///   - file: the path the index knows the source file by.
    ///   - contentHash: `ContentHash.of(text:)` the page's text, so ids follow content rather than paths
    ///     (but see `ArticleID`).
    public static func documents(for page: Page, file: String, contentHash: UInt64) -> [IndexableDocument] {
        documents(for: [page], file: file, contentHash: contentHash)
    }

    /// The documents of a file's pages (`PageParser.pages`), page after page. An issue file's
    /// articles are numbered through the file under the prefix of its first page, so that their
    /// ids stay apart while every id names the issue.
    /// A stage of an ingest in bench/stages: kept a function of its own in the profile.
    @inline(never)
    public static func documents(for pages: [Page], file: String, contentHash: UInt64) -> [IndexableDocument] {
        guard let first = pages.first else { return [] }
        let firstID = ArticleID(page: first, contentHash: contentHash, ordinal: 1)
        var documents: [IndexableDocument] = []
        for page in pages {
            let info = page.withoutArticles
            let pageStart = documents.count
            for article in page.articles + standalonePhotos(of: page) {
                let ordinal = documents.count + 1
                let record = ArticleRecord(id: firstID.sibling(ordinal).description, file: file, ordinal: ordinal,
                                           page: info, article: article)
                documents.append(IndexableDocument(record: record, fields: fields(of: article), opensPage: documents.count == pageStart))
            }
        }
        return documents
    }

    /// A photo whose caption the parser gave to no story (photo news printed alone, or a caption
    /// whose story it could not tell) is an item of the page too: indexed as a headless article
    /// holding only that caption, so that no printed words go unfound. A credit with no caption
    /// (`本版图片由刘亮亮提供`) names a photographer, not a photo, and makes none.
    static func standalonePhotos(of page: Page) -> [Article] {
        page.captions.filter { caption in
            !caption.text.isEmpty && !page.articles.contains { $0.captions.contains(caption) }
        }.map { caption in
            Article(headline: "", captions: [caption], lines: caption.lines)
        }
    }

    /// What `fields(of:)` makes of an article, counted up whenever it changes, so that an ingest
    /// reads every page again (`ReadRevisions`). 1: the rubric is in the headline field.
    /// 2: credits as printed (`printedText`), without the roles the parser names them by. 3: a
    /// supplier's too (`刘亮亮提供`, not `提供 刘亮亮`).
    static let revision: UInt64 = 3

    /// The text of each searchable field, its parts as `description.searchFields` lists them;
    /// a field the article lacks is left out. The headline field holds the rubric (栏目) too: a
    /// reader looks a column up by its name (`两会特稿`). Parts are joined by line breaks, which
    /// analysis treats as whitespace; empty parts are skipped. Built in place: no array of parts
    /// per field.
    public static func fields(of article: Article, description: ArticleDescription = .standard) -> [SearchField: String] {
        var fields: [SearchField: String] = [:]
        fields.reserveCapacity(description.searchFields.count)
        var article = article
        for (field, parts) in zip(description.schema.fields, description.searchParts) {
            var joiner = LineJoiner()
            for part in parts { joiner.add(part.value, of: &article) }
            if !joiner.text.isEmpty { fields[field] = joiner.text }
        }
        return fields
    }
}

/// Non-empty parts joined by line breaks, appended one by one.
private struct LineJoiner {
    private(set) var text = ""

    mutating func add(_ part: String?) {
        guard let part, !part.isEmpty else { return }
        if !text.isEmpty { text.append("\n") }
        text.append(part)
    }

    /// The texts of an article's field by its kind, as a search reads them: credits as printed,
    /// captions with their credits; a field of no text adds nothing. The article is only read:
    /// `inout` lets each key path read it in place, where a borrowed one was copied for each.
    mutating func add(_ value: ArticleField.Value, of article: inout Article) {
        switch value {
        case .text(let path): add(path.value(in: &article))
        case .optionalText(let path): add(path.value(in: &article))
        case .texts(let path): for part in path.value(in: &article) { add(part) }
        case .bylines(let path): for credit in path.value(in: &article) { add(credit.printedText) }
        case .paragraphs(let path):
            let paragraphs = path.value(in: &article)
            text.reserveCapacity(text.utf8.count + paragraphs.reduce(0) { $0 + $1.text.utf8.count + 1 })
            for paragraph in paragraphs { add(paragraph.text) }
        case .captions(let path):
            for caption in path.value(in: &article) {
                add(caption.text)
                for credit in caption.credits { add(credit.printedText) }
            }
        case .continuation, .optionalLines, .lines, .recordText, .recordNumber, .pageText, .pageNumber, .derived: break
        }
    }
}

extension Byline {
    /// The credit as the page prints it (`记者 王涛`, `肖继旺 摄`, `刘亮亮提供`, `彦平`): the roles
    /// the parser gives a bare name (作者) and a photo credit (摄影) are its labels, not the
    /// page's words, and indexed they made every signed story a hit of 作者, 作 and 影.
    var printedText: String {
        switch role {
        case Byline.bareRole, "": name
        case Byline.photographerRole: "\(name) 摄"
        case Byline.supplierRole: "\(name)提供"
        default: "\(role) \(name)"
        }
    }
}

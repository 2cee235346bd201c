import LLRBEngine
import LLRBParser

/// One ingested page as the index holds it, without its articles: its file, its page fields
/// and how many live articles it has. Listing issues and counting pages needs no more, and
/// reads one stored page per page instead of decoding every article
/// (`ArchiveIndex.records(of:)` reads the articles of the pages chosen).
public struct IndexedPage: Sendable {
    /// The source path as ingested (that of the page's first article).
    public var file: String
    /// The page's fields, its articles left out (`Page.withoutArticles`).
    public var info: Page
    /// Where its articles are: a segment of the open index and their documents there, in order.
    let segment: Int
    /// The document that stores the page.
    let holder: UInt32
    var documents: [UInt32]

    public var articleCount: Int { documents.count }
}

extension ArchiveIndex {
    /// Every page with a live article, in index order.
    public func pages() throws(IndexError) -> [IndexedPage] {
        var pages: [IndexedPage] = []
        for (number, segment) in segments.enumerated() {
            var pageByHolder: [UInt32: Int] = [:]
            for document in segment.liveDocuments {
                let holder = try segment.reader.pageHolder(document)
                if let page = pageByHolder[holder] {
                    pages[page].documents.append(document)
                    continue
                }
                let stored = try segment.reader.storedPage(holder)
                pageByHolder[holder] = pages.count
                pages.append(IndexedPage(file: stored.file, info: stored.info, segment: number, holder: holder,
                                         documents: [document]))
            }
        }
        return pages
    }

    /// The articles of these pages (from `pages()` of this index), page by page, each page's in order.
    public func records(of pages: [IndexedPage]) throws(IndexError) -> [ArticleRecord] {
        var records: [ArticleRecord] = []
        for page in pages where segments.indices.contains(page.segment) {
            let reader = segments[page.segment].reader
            var cache = [page.holder: StoredPage(info: page.info, file: page.file)]
            for document in page.documents { records.append(try reader.record(document, pages: &cache)) }
        }
        return records
    }
}

import LLRBEngine


/// The archive's records as a segment stores them (`StoredPayload`): an article's record, what
/// its hit shows, its credits and its page, each read from its document's payload.
extension SegmentReader {
    /// Pages already read, by the document that stores them.
    typealias PageCache = [UInt32: StoredPage]

    /// The stored article of a document. Articles of one page share their page: pass the same
    /// cache when reading many, so each page is decoded once.
    func record(_ document: UInt32, pages: inout PageCache) throws(IndexError) -> ArticleRecord {
        let id = try id(document)
        do throws(FormatError) {
            return try StoredPayload.record(try checkedPayload(document), document: document, id: id, code: textCode) { holder throws(FormatError) in
                try storedPage(holder, cache: &pages)
            }
        } catch {
            throw IndexError.corrupt(path, error.reason)
        }
    }

    /// The field texts of a document and what its hit shows.
    func fieldsAndSummary(_ document: UInt32) throws(IndexError) -> (fields: [String], summary: HitSummary) {
        var pages = PageCache()
        do throws(FormatError) {
            return try StoredPayload.fieldsAndSummary(try checkedPayload(document), document: document, code: textCode) { holder throws(FormatError) in
                try storedPage(holder, cache: &pages)
            }
        } catch {
            throw IndexError.corrupt(path, error.reason)
        }
    }

    /// A document's credits and date, its texts left undecoded (`StoredCredits`).
    func credits(_ document: UInt32) throws(IndexError) -> StoredCredits {
        do throws(FormatError) {
            return try StoredPayload.credits(try checkedPayload(document))
        } catch {
            throw IndexError.corrupt(path, error.reason)
        }
    }

    /// The page stored by document `holder`, from the cache when it holds it (the cache then keeps only it).
    private func storedPage(_ holder: UInt32, cache: inout PageCache) throws(FormatError) -> StoredPage {
        if let page = cache[holder] { return page }
        let page = try StoredPayload.page(in: try checkedPayload(holder))
        cache = [holder: page]
        return page
    }

    /// The document that holds this document's page: itself or an earlier article of its page.
    func pageHolder(_ document: UInt32) throws(IndexError) -> UInt32 {
        do throws(FormatError) {
            let back = try DocumentPayload.groupBackReference(try checkedPayload(document))
            guard back <= UInt64(document) else { throw FormatError("a stored article points to a page that is not there") }
            return document - UInt32(back)
        } catch {
            throw IndexError.corrupt(path, error.reason)
        }
    }

    /// The page a page-holding document stores, and its file.
    func storedPage(_ holder: UInt32) throws(IndexError) -> StoredPage {
        do throws(FormatError) {
            return try StoredPayload.page(in: try checkedPayload(holder))
        } catch {
            throw IndexError.corrupt(path, error.reason)
        }
    }

    func record(_ document: UInt32) throws(IndexError) -> ArticleRecord {
        var pages = PageCache()
        return try record(document, pages: &pages)
    }


    /// Reads every article the segment stores, each against the id it is listed under
    /// (`IndexChecker`).
    func verifyRecords() throws(IndexError) {
        var pages = PageCache()
        for document in 0..<UInt32(documentCount) {
            let id = try id(document)
            let record = try record(document, pages: &pages)
            if record.id != id { throw IndexError.corrupt(path, "article \(document) is stored as \(record.id) but listed as \(id)") }
        }
    }
}

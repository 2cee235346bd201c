import LLRBIndex

/// Where a corrected page is now when it is no longer at the path it was corrected at: a page
/// moved or renamed keeps its text, so its articles keep their ids, and the index knows the
/// path it reads each from.
enum MovedPages {
    static func locator(_ index: ArchiveIndex?) -> (CorrectionAnchor) -> String? {
        { anchor in
            guard let index, let record = try? index.record(id: anchor.article), record.file != anchor.file else { return nil }
            return record.file
        }
    }
}

import LLRBIndex

/// The tables the views build at ingest (`ArticleTable`): every writer of an archive registers
/// these, so that every page of it has the same rows (llrb's `ArchiveWriter`, and the bench's
/// ingest, which measures what `llrb ingest` does).
public enum ViewTables {
    /// The people and offices of each article, for `people` and `offices`.
    public static let all: [any ArticleTable] = [OfficeTable()]
}

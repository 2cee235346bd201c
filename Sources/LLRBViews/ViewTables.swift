import LLRBIndex

/// The tables the views build at ingest (`ArticleTable`), registered by `ArchiveWriter`, the
/// one way the archive is written, so that every page of it has the same rows.
enum ViewTables {
    /// The people and offices of each article, for `people` and `offices`.
    static let all: [any ArticleTable] = [OfficeTable()]
}

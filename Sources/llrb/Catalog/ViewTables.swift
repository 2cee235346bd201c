import LLRBIndex
import LLRBViews

/// The views' tables every ingest builds (`ArticleTable`), whichever command ingests: the people
/// and offices of each article, for `people` and `offices`.
enum ViewTables {
    static let all: [any ArticleTable] = [OfficeTable()]
}

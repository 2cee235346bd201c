import Foundation
import LLRBIndex
import LLRBViews

/// The one way llrb writes its archive: every command that does (`ingest`, `correct`, the web's
/// edit mode through `CorrectionDesk`) makes its `Ingestor` here, so the views' tables are
/// registered in one place and every writer writes the same ones. A page rewritten without
/// them would lose its rows, and `people` and `offices` would quietly forget it.
enum ArchiveWriter {
    /// The views' tables (`ArticleTable`): the people and offices of each article.
    static let views: [any ArticleTable] = [OfficeTable()]

    /// An ingest into the index in `indexDirectory` with `options` and the views' tables.
    static func ingestor(indexDirectory: URL, options: IngestOptions) -> Ingestor {
        var options = options
        options.writer.tables = views
        return Ingestor(indexDirectory: indexDirectory, options: options)
    }
}

import Foundation
import LLRBIndex
import LLRBViews

/// The one way llrb writes its archive: every command that does (`ingest`, `correct`, the web's
/// edit mode through `CorrectionDesk`) makes its `Ingestor` here, with the views' tables
/// (`ViewTables.all`), so every writer writes the same ones. A page rewritten without them
/// would lose its rows, and `people` and `offices` would quietly forget it.
enum ArchiveWriter {
    /// An ingest into the index in `indexDirectory` with `options` and the views' tables.
    static func ingestor(indexDirectory: URL, options: IngestOptions) -> Ingestor {
        var options = options
        options.writer.tables = ViewTables.all
        return Ingestor(indexDirectory: indexDirectory, options: options)
    }
}

import Foundation
import LLRBIndex

/// The one way the archive is written: every writer of it (llrb's `ingest`, `correct`, the
/// web's edit mode, the bench's ingest) makes its `Ingestor` here, with the views' tables
/// (`ViewTables.all`), so every writer writes the same ones. A page rewritten without them
/// would lose its rows, and `people` and `offices` would quietly forget it.
public enum ArchiveWriter {
    /// An ingest into the index in `indexDirectory` with `options` and the views' tables.
    public static func ingestor(indexDirectory: URL, options: IngestOptions) -> Ingestor {
        var options = options
        options.writer.tables = ViewTables.all
        return Ingestor(indexDirectory: indexDirectory, options: options)
    }
}

import Foundation

/// The one process allowed to change an index: it buffers documents, flushes them to segment
/// files and publishes them all at once on `commit()`.
public final class IndexWriter {
    private let directory: URL
    private let options: WriterOptions

    private init(directory: URL, options: WriterOptions) {
        self.directory = directory
        self.options = options
    }

    /// Opens (creating if needed) the index at `directory` and takes its lock; a second writer
    /// gets an IndexError saying another ingest is running.
    public static func open(at directory: URL, options: WriterOptions = WriterOptions()) throws(IndexError) -> IndexWriter {
        IndexWriter(directory: directory, options: options)
    }

    /// Every source file in the index, by path.
    public func indexedFiles() -> [String: IndexedFile] {
        [:]
    }

    /// Adds one source file's documents, replacing whatever that path had before.
    public func add(_ documents: [IndexableDocument], for file: IndexedFile) throws(IndexError) {
        throw IndexError("IndexWriter.add is not implemented yet")
    }

    /// Drops a source file's documents (for `--prune`).
    public func remove(file path: String) throws(IndexError) {
        throw IndexError("IndexWriter.remove is not implemented yet")
    }

    /// Makes everything added since open visible to readers at once, durably.
    public func commit() throws(IndexError) {
        throw IndexError("IndexWriter.commit is not implemented yet")
    }

    /// Releases the lock; uncommitted work is dropped.
    public func close() {}
}

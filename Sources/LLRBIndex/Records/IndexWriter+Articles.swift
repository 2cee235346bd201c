import LLRBEngine

extension IndexWriter {
    /// Adds one source file's articles, replacing whatever that path had before.
    public func add(_ documents: [IndexableDocument], for file: IndexedFile) throws(IndexError) {
        try add(PreparedDocuments(documents, tables: options.tables), for: file)
    }
}

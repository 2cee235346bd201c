/// What the manifest keeps for one source file, but its path: the path is kept apart, as bytes,
/// so that walking the file table makes no String per file.
package struct FileEntry: Equatable {
    /// `IndexedFile.contentHash`: the text's own hash, by which a copy or a moved page is known.
    package var contentHash: UInt64 = 0
    /// `IndexedFile.revisions`: what read the page.
    package var revisions = ReadRevisions()
    /// `IndexedFile.edits`: what the page's edits add (0: none).
    package var edits: UInt64 = 0
    /// `IndexedFile.stamp` (0: unknown).
    package var stamp: UInt64 = 0
    package var byteCount = 0
    /// The segment holding the file's documents; 0 when the file gave none.
    package var segment: UInt64 = 0
    var firstDocument: UInt32 = 0
    /// The documents the file gave, from `firstDocument` on.
    package var documentCount: UInt32 = 0

    package init() {}

    package init(_ file: IndexedFile, segment: UInt64, firstDocument: UInt32, documentCount: UInt32) {
        contentHash = file.contentHash
        revisions = file.revisions
        edits = file.edits
        stamp = file.stamp
        byteCount = file.byteCount
        self.segment = segment
        self.firstDocument = firstDocument
        self.documentCount = documentCount
    }

    /// The entry as the public `IndexedFile` of `path`.
    package func indexedFile(path: String) -> IndexedFile {
        IndexedFile(path: path, contentHash: contentHash, revisions: revisions, edits: edits, byteCount: byteCount,
                    documentCount: Int(documentCount), stamp: stamp)
    }

    /// The local ids of the file's documents in `segment`.
    package var documents: Range<UInt32> { firstDocument..<(firstDocument + documentCount) }
}

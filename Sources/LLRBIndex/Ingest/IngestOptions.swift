import LLRBEngine


/// How `Ingestor` finds files and how often it makes its work durable.
public struct IngestOptions: Sendable {
    /// File extensions taken when walking folders (a file named explicitly is always taken).
    public var extensions: Set<String>
    /// The extensions a walk takes unless told otherwise: text pages, and the layout files OCR
    /// engines write (`LayoutFiles`: ALTO, hOCR).
    public static let pageExtensions = Set(["txt"]).union(LayoutFiles.extensions)
    /// Drop the documents of indexed files under the paths given that no longer exist on disk
    /// (none under a path the walk could not take).
    public var prune: Bool
    /// Commit after this many source bytes, so an interrupted ingest of a large archive keeps
    /// what it has done.
    public var commitEveryBytes: Int
    /// Memory limit and segment count of the index writer.
    public var writer: WriterOptions
    /// The journal of the user's corrections, applied to every page they name
    /// (docs/CORRECTIONS.md); nil: none.
    public var corrections: CorrectionJournal?
    /// Whether to follow the journal found when it is not the one the index follows (missing,
    /// replaced, cut short): false keeps every corrected page as it is and reads none of them
    /// again, true reads them with the journal found (or with none) and follows it from then on.
    public var followsJournalFound = false
    /// The one page this ingest is for (a correction's ingest of its page): only its lines of
    /// the journal are read (`JournalPage`); nil: every line.
    public var journalPage: JournalPage?
    /// What the journal held once a correction was recorded (`CorrectionJournal.record`), for
    /// that correction's ingest of its page: taken as it is while the file is unchanged.
    public var knownJournal: JournalContents?
    /// The page that correction was made on, read and corrected with it (`CorrectedPage`);
    /// given with `knownJournal`, whose corrections in force are its `corrections`.
    public var correctedPage: CorrectedPage?
    /// Files read again whatever their stamps say: a page whose corrections were found by its
    /// text's hash (it moved), which its stamp cannot know of.
    public var rereading: Set<String> = []

    public init(extensions: Set<String> = pageExtensions, prune: Bool = false,
                commitEveryBytes: Int = 256 << 20, writer: WriterOptions = WriterOptions(), corrections: CorrectionJournal? = nil) {
        self.corrections = corrections
        self.extensions = extensions
        self.prune = prune
        self.commitEveryBytes = commitEveryBytes
        self.writer = writer
    }
}

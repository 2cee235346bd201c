import LLRBEngine


/// What the index knows of the corrections journal it follows, for the fronts to say when the
/// journal they find is not that one (`JournalStanding`).
extension ArchiveIndex {
    /// The journal the index follows (recorded by its last ingest); nil: none yet.
    public var followedJournal: FollowedLog? { manifest.followedLog }

    /// The journal the index at `path` follows, from its manifest's segment list alone: a writer
    /// asks before it writes, without opening the index's segments.
    public static func followedJournal(atPath path: String) throws(IndexError) -> FollowedLog? {
        try ManifestStore.loadSegments(directory: path).manifest.followedLog
    }

    /// The number of the last line of the journal `contents` are read from that the index
    /// applied: 0 for a journal it does not follow, or when it follows none.
    public func lastApplied(from contents: JournalContents) -> Int {
        guard let followed = manifest.followedLog, followed.identity == contents.header?.identity else { return 0 }
        return followed.lastNumber
    }

    /// How `journal` stands against the one the index follows.
    public func standing(of journal: CorrectionJournal) throws(CorrectionError) -> JournalStanding {
        try JournalStanding.of(journal, followed: manifest.followedLog)
    }

    /// What the index has of the page file it knows as `path`: whether it was read with
    /// corrections, its text's hash.
    public func indexedFile(at path: String) throws(IndexError) -> IndexedFile? {
        let files = try ManifestStore.files(of: manifestFile)
        do throws(FormatError) {
            return try files.entry(for: Array(path.utf8))?.indexedFile(path: path)
        } catch {
            throw IndexError.corrupt(manifestFile.path, error.reason)
        }
    }

    /// The journal's lines of the page `file` is, as the index has it (every line when it has not).
    public func journalPage(of file: String) -> JournalPage? {
        (try? indexedFile(at: file)).flatMap { $0 }.map { JournalPage(file: file, contentHash: $0.contentHash) }
    }
}

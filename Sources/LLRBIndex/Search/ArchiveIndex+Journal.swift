/// What the index knows of the corrections journal it follows, for the fronts to say when the
/// journal they find is not that one (`JournalStanding`).
extension ArchiveIndex {
    /// The journal the index follows (recorded by its last ingest); nil: none yet.
    public var followedJournal: FollowedJournal? { manifest.journal }

    /// How `journal` stands against the one the index follows.
    public func standing(of journal: CorrectionJournal) throws(CorrectionError) -> JournalStanding {
        try JournalStanding.of(journal, followed: manifest.journal)
    }

    /// Whether the page file the index knows as `path` was indexed with readers' corrections.
    public func isCorrected(file path: String) throws(IndexError) -> Bool {
        let files = try ManifestStore.files(of: manifestFile)
        do throws(FormatError) {
            return try files.entry(for: Array(path.utf8))?.corrections ?? 0 != 0
        } catch {
            throw IndexError.corrupt(manifestFile.path, error.reason)
        }
    }
}

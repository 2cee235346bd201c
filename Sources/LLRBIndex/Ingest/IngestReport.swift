import LLRBEngine


/// What an ingest did, for the summary line and the exit code.
public struct IngestReport: Sendable {
    /// Page files found.
    public var filesSeen = 0
    /// Files parsed and (re)indexed: new or changed.
    public var filesIndexed = 0
    /// Files skipped because the index already has them with the same content.
    public var filesUnchanged = 0
    /// Of those, the files known unchanged by their `stat` stamp alone, never opened.
    public var filesKnownByStamp = 0
    /// Indexed files dropped by `prune` because they are gone.
    public var filesRemoved = 0
    /// Paths `prune` could not walk (missing, unreadable), each with the number of indexed
    /// files under it that it kept although they were not found: an unmounted drive looks
    /// like deleted pages.
    public var keptUnwalked: [String: Int] = [:]
    /// Paths that could not be found, read or decoded, each with the reason; the rest was indexed.
    public var failures: [SourceProblem] = []
    /// Files with the same text as a page the index has under another path, which they were
    /// not indexed beside (`IndexedContents`); not failures.
    public var copies: [PageCopy] = []
    /// Files whose text the index had under a path where no file is any more: renamed or
    /// moved pages, indexed under their new path in place of the old one.
    public var moves: [PageMove] = []
    /// Pages read with corrections and moved while the journal that lists them is not found:
    /// left indexed from their former path, their corrections kept.
    public var movesKept: [PageMove] = []
    /// What the index folder held before this ingest made an index there (see
    /// `IndexWriter.otherFilesBeside`).
    public var otherFilesBesideIndex: [String] = []
    /// Pages parsed (one per file indexed).
    public var pages = 0
    /// Articles indexed.
    public var articles = 0
    /// Bytes of the files indexed.
    public var bytes = 0
    /// Wall-clock time of the whole run.
    public var seconds = 0.0
    /// The merges the run made (in the background and at its commits), in order.
    public var merges: [MergeRecord] = []
    /// A merge the disk had no room for: the pages were indexed without it (`PostponedMerge`).
    public var postponedMerge: PostponedMerge?
    /// How the journal found stood against the one the index follows: when it is not that one
    /// and the ingest was not told to follow it, the corrected pages were kept as they were.
    public var journalStanding = JournalStanding.followed
    /// Pages read again without any correction, told to follow a journal that has none of
    /// theirs (or none at all).
    public var correctionsForgotten = 0
    /// Pages read again with other corrections than they had, told to follow another journal:
    /// some of theirs may be gone.
    public var correctionsChanged = 0

    public init() {}

    /// True when something was skipped because of an error, so the exit code can say so.
    public var hadFailures: Bool { !failures.isEmpty }

    /// Throughput over the bytes indexed (unchanged files do not count).
    public var megabytesPerSecond: Double {
        seconds > 0 ? Double(bytes) / 1_000_000 / seconds : 0
    }
}

/// A file left out of the index because another indexed file has the same text.
public struct PageCopy: Codable, Hashable, Sendable {
    public var path: String
    /// The indexed file with the same text.
    public var original: String
}

/// A page indexed under a new path in place of its former one, where no file is any more.
public struct PageMove: Codable, Hashable, Sendable {
    public var path: String
    /// The path the index had the page under.
    public var formerPath: String
}

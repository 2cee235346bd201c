/// One merge a writer made, in the background or at a commit: how many segments of how many
/// bytes became one of how many, and how long it took. An ingest reports them (`ingest --json`),
/// so a merge that grows slower than its input shows in the benchmark before it stalls an archive.
public struct MergeRecord: Codable, Hashable, Sendable {
    public var segments: Int
    public var inputBytes: Int
    public var outputBytes: Int
    public var seconds: Double
}

/// A merge a writer left for later because the disk had no room for its output: the sources
/// stay as they are and the pages are indexed all the same; the next ingest with room merges.
public struct PostponedMerge: Codable, Hashable, Sendable {
    public var segments: Int
    /// About what the merge needs free: its sources' size (a merge's output is rarely larger).
    public var bytesNeeded: Int
}

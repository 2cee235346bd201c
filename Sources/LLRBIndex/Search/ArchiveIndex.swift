import Foundation

/// A read-only view of an index as it was when opened: searches, records and checks.
public final class ArchiveIndex {
    private let directory: URL

    private init(directory: URL) {
        self.directory = directory
    }

    /// Opens the index published at `directory`; a missing, foreign or damaged index gives an
    /// IndexError that names the file and says how to rebuild.
    public static func open(at directory: URL) throws(IndexError) -> ArchiveIndex {
        throw IndexError("ArchiveIndex.open is not implemented yet")
    }

    /// Ranked hits (or only their count) for a query with its filters.
    public func search(_ request: SearchRequest) throws(IndexError) -> SearchResults {
        SearchResults(total: 0, hits: [])
    }

    /// The stored article with this id, if it is live.
    public func record(id: String) throws(IndexError) -> ArticleRecord? {
        nil
    }

    /// Every live article, in index order.
    public func records() throws(IndexError) -> [ArticleRecord] {
        []
    }

    /// Sizes and counts for `llrb stats`.
    public func statistics() throws(IndexError) -> IndexStatistics {
        IndexStatistics(files: 0, documents: 0, distinctTerms: 0, segments: 0, bytesOnDisk: 0, sourceBytes: 0)
    }

    /// Verifies every checksum and cross-reference; an empty answer means the index is healthy.
    public func check() -> [IndexProblem] {
        []
    }
}

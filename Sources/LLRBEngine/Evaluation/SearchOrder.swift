/// The order hits come in. Relevance answers "where is this discussed most"; a reader
/// following how a story unfolded, or looking for its first mention, reads by date (the one each
/// document was added with; 0 for none).
public enum SearchOrder: String, CaseIterable, Hashable, Sendable {
    /// Higher BM25 score first; among equal scores, the later date first.
    case relevance
    /// The earlier date first; on one day, the higher score first. Undated documents last.
    case oldest
    /// The later date first; on one day, the higher score first. Undated documents last.
    case newest
}

/// The order hits come in. Relevance answers "where is this discussed most"; a historian
/// following how a story unfolded, or looking for its first mention, reads by page date.
public enum SearchOrder: String, CaseIterable, Hashable, Sendable {
    /// Higher BM25 score first; among equal scores, the newer page first.
    case relevance
    /// The earlier page date first; on one day, the higher score first. Undated pages last.
    case oldest
    /// The later page date first; on one day, the higher score first. Undated pages last.
    case newest
}

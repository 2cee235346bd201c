/// The corrections journal an index follows, as its manifest records it at each ingest's last
/// look (docs/CORRECTIONS.md, "The index knows its journal"): which journal (its header's
/// identity), where it was, and the number of its last correction then. A journal missing where
/// the index looks for it, another one there, or the same one ending before that number (cut, or
/// restored from an older copy) is said by every command, never taken for a journal with fewer
/// corrections.
public struct FollowedJournal: Hashable, Sendable {
    /// `JournalHeader.identity`.
    public var identity: String
    /// The journal's path when the index last read it.
    public var path: String
    /// The number of its last correction then (0: none): a journal found ending before it was
    /// cut, or restored from an older copy. A number, not a length: a hand edit that changes a
    /// line's bytes is no loss.
    public var lastNumber: Int

    public init(identity: String, path: String, lastNumber: Int) {
        self.identity = identity
        self.path = path
        self.lastNumber = lastNumber
    }
}

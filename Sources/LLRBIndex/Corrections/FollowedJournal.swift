/// The corrections journal an index follows, as its manifest records it at each ingest's last
/// look (docs/CORRECTIONS.md, "The index knows its journal"): which journal (its header's
/// identity), where it was, and how long it was then. A journal missing where the index looks
/// for it, another one there, or the same one shorter than it was is said by every command,
/// never taken for a journal with fewer corrections.
public struct FollowedJournal: Hashable, Sendable {
    /// `JournalHeader.identity`.
    public var identity: String
    /// The journal's path when the index last read it.
    public var path: String
    /// Its length in bytes then: a journal found shorter was cut, or restored from an older copy.
    public var byteCount: Int

    public init(identity: String, path: String, byteCount: Int) {
        self.identity = identity
        self.path = path
        self.byteCount = byteCount
    }
}

/// A log of edits kept beside an index that its maker applies at ingest (llrb's corrections
/// journal, docs/CORRECTIONS.md, "The index knows its journal"), as the manifest records it at
/// each ingest's last look: which log (its identity), where it was, and the number of its last
/// entry then, so that a log missing, replaced, or ending before that number (cut, or restored
/// from an older copy) can be told from one with fewer entries. The engine keeps it and never
/// reads the log.
public struct FollowedLog: Hashable, Sendable {
    /// What tells this log from another (llrb's `JournalHeader.identity`).
    public var identity: String
    /// The log's path when the index last read it.
    public var path: String
    /// The number of its last entry then (0: none): a log found ending before it was cut, or
    /// restored from an older copy. A number, not a length: a hand edit that changes a line's
    /// bytes is no loss.
    public var lastNumber: Int

    public init(identity: String, path: String, lastNumber: Int) {
        self.identity = identity
        self.path = path
        self.lastNumber = lastNumber
    }
}

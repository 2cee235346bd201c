import LLRBEngine


/// Whether the journal a command would read is the one the index follows (docs/CORRECTIONS.md,
/// "The index knows its journal"). An index whose journal is missing, replaced or cut short
/// still holds the corrected articles; every command says so rather than take the journal it
/// finds for the truth, and an ingest keeps the corrected pages as they are until the user says
/// which journal to follow (`IngestOptions.journalChoice`).
public enum JournalStanding: Hashable, Sendable {
    /// The journal is the one followed (or the index follows none yet).
    case followed
    /// No file is where the journal is looked for; `followed` says where it was.
    case missing(followed: FollowedLog, at: String)
    /// Another journal is there (`identity` nil: one without a header).
    case replaced(followed: FollowedLog, at: String, identity: String?)
    /// The journal followed is there, ending before the correction it ended with (its last
    /// number now: it was cut, or restored from an older copy).
    case shortened(followed: FollowedLog, at: String, lastNumber: Int)

    /// How `journal` stands against the journal `followed` that an index records.
    public static func of(_ journal: CorrectionJournal, followed: FollowedLog?) throws(CorrectionError) -> JournalStanding {
        guard let followed else { return .followed }
        guard let glance = try journal.glance() else { return .missing(followed: followed, at: journal.path) }
        guard glance.identity == followed.identity else { return .replaced(followed: followed, at: journal.path, identity: glance.identity) }
        if let last = glance.lastNumber, last < followed.lastNumber {
            return .shortened(followed: followed, at: journal.path, lastNumber: last)
        }
        return .followed
    }

    public var isFollowed: Bool { self == .followed }

    /// The journal the index followed, when this is not it.
    public var followedJournal: FollowedLog? {
        switch self {
        case .followed: nil
        case .missing(let followed, _), .replaced(let followed, _, _), .shortened(let followed, _, _): followed
        }
    }
}

import LLRBIndex

/// A corrections journal that is not the one the index follows, said for the terminal: what is
/// wrong, that the corrected articles are kept as indexed, and the two ways on (docs/CORRECTIONS.md,
/// "The index knows its journal").
enum JournalStandingWording {
    /// What is wrong, or nil when the journal is the one followed.
    static func problem(_ standing: JournalStanding) -> String? {
        switch standing {
        case .followed:
            return nil
        case .missing(let followed, let path):
            let still = followed.path != path && CorrectionJournal(path: followed.path).exists ? ", where it still is" : ""
            return "the corrections journal this index follows (\(short(followed.identity))) is not at \(path); it was last read at \(followed.path)\(still)"
        case .replaced(let followed, let path, let identity):
            let found = identity.map { "journal \(short($0))" } ?? "a journal without a header"
            return "\(path) is \(found), not the corrections journal this index follows (\(short(followed.identity)), last read at \(followed.path))"
        case .shortened(let followed, let path, let lastNumber):
            let ends = lastNumber == 0 ? "holds no correction" : "ends with correction \(lastNumber)"
            return "the corrections journal \(path) \(ends), where the index last read correction \(followed.lastNumber) in it: "
                + "it was cut, or restored from an older copy"
        }
    }

    /// The problem with what an ingest did about it and what the user can do.
    static func ingestWarning(_ standing: JournalStanding) -> String? {
        problem(standing).map { $0 + "; every corrected page was kept as indexed, none read again. " + remedy }
    }

    /// The two ways on, said by every command that finds the journal is not the one followed.
    static let remedy = "Put the journal back, or name it with --corrections FILE; "
        + "'llrb ingest --forget-corrections PATH…' reads the pages with the journal as it is now, and follows it"


    /// The journal's identity as a person compares it: its first eight hex digits.
    private static func short(_ identity: String) -> String {
        "journal " + identity.prefix(8)
    }
}

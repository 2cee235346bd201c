import LLRBEngine


/// The first line of a corrections journal: what the file is, the version of its format and
/// the journal's identity, sealed like every line (`JournalLine`). A writer appends only to a
/// file that opens with it (or to a journal written before headers, which it gives one), so
/// that a journal path pointed at a page or at any other file is refused, never written into;
/// and the index records the identity it follows, so that a journal missing, replaced or cut
/// short is said rather than its corrections silently dropped (docs/CORRECTIONS.md).
public struct JournalHeader: Hashable, Sendable {
    static let format = "LLRB corrections"
    static let version = 1

    /// 32 hex digits, drawn at random when the journal is made: two journals never share one.
    public var identity: String
    /// When the journal was made (or given its header), ISO 8601 in UTC.
    public var created: String

    init(identity: String, created: String) {
        self.identity = identity
        self.created = created
    }

    /// A header with a new identity.
    static func new(created: String) -> JournalHeader {
        var generator = SystemRandomNumberGenerator()
        let identity = (0..<2).map { _ in generator.next() as UInt64 }.map(\.paddedHex).joined()
        return JournalHeader(identity: identity, created: created)
    }

    /// The sealed line, with its line break.
    var line: [UInt8] {
        // Hex digits and an ISO date need no escaping; the keys in sorted order, as corrections'.
        JournalLine.seal(Array(#"{"created":"\#(created)","format":"\#(Self.format)","journal":"\#(identity)","version":\#(Self.version)}"#.utf8))
    }

    /// The header a line (without its break) is, or nil when it is none. A header of a later
    /// version is still a header: `JournalContents` refuses to write to it.
    static func decode(_ line: ArraySlice<UInt8>) -> (header: JournalHeader, version: Int)? {
        guard line.starts(with: Array(#"{"created":"#.utf8)), case .success(let object) = JournalLine.unseal(line),
              object.string("format") == format, let version = object.integer("version"),
              let identity = object.string("journal"), let created = object.string("created") else { return nil }
        return (JournalHeader(identity: identity, created: created), version)
    }
}

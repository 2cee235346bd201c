import LLRBParser

/// What the manifest remembers of a file to tell whether ingesting it again would change the
/// index: its bytes (`ContentHash`) and the parser revision that read them
/// (`PageParser.revision`). A page an older parser read is read again by the next ingest,
/// which picks up what the parser learned since; article ids keep following the bytes alone.
enum ParseFingerprint {
    static func of(contentHash: UInt64, parserRevision: UInt64 = PageParser.revision) -> UInt64 {
        // Any revision above 0 changes every fingerprint; 0 was never used, so a manifest
        // written before revisions existed (the bare content hash) never matches.
        contentHash ^ parserRevision &* 0x9E37_79B9_7F4A_7C15
    }
}

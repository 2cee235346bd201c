import LLRBParser

/// What the manifest remembers of a file to tell whether ingesting it again would change the
/// index: its bytes (`ContentHash`), the parser revision that read them (`PageParser.revision`)
/// and the revision of what is indexed of an article (`DocumentBuilder.revision`, and the
/// article tables' names and versions, `tablesRevision`). A page an older parser, builder or
/// table read is read again by the next ingest, which picks up what they learned since; article
/// ids keep following the bytes alone.
enum ParseFingerprint {
    static func of(contentHash: UInt64, parserRevision: UInt64 = PageParser.revision,
                   documentRevision: UInt64 = DocumentBuilder.revision, tablesRevision: UInt64 = 0) -> UInt64 {
        // Any revision above 0 changes every fingerprint; 0 was never used, so a manifest
        // written before revisions existed (the bare content hash) never matches. Document
        // revision 0 leaves the fingerprints of the manifests written before it had one.
        // No tables (0) leaves the fingerprints of the indexes built without them.
        contentHash ^ parserRevision &* 0x9E37_79B9_7F4A_7C15 ^ documentRevision &* 0xC2B2_AE3D_27D4_EB4F ^ tablesRevision
    }

    /// What the article tables an ingest builds (`ArticleTable`) add to its fingerprints: 0 for
    /// none, else a hash of their names and versions, in any order.
    static func tablesRevision(of tables: [any ArticleTable]) -> UInt64 {
        guard !tables.isEmpty else { return 0 }
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for table in tables.map({ "\($0.name)\u{0}\($0.version)" }).sorted() {
            for byte in table.utf8 + [0] { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        }
        return hash == 0 ? 1 : hash
    }
}

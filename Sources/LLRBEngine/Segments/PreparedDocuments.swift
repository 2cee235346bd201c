/// One source file's documents made ready for `IndexWriter` off its thread: analyzed into postings
/// entries and encoded into stored documents. Preparation workers build these on all cores,
/// so the single writer thread only interns terms and appends (GUIDE section 4).
package struct PreparedDocuments: Sendable {
    /// The documents' postings entries.
    package var terms: DocumentTerms
    package var stored: [StoredDocument]

    package var documentCount: Int { stored.count }

    package init(terms: DocumentTerms, stored: [StoredDocument]) {
        self.terms = terms
        self.stored = stored
    }
}


/// A page that a correction's maker read and corrected already, the new correction included
/// (`CorrectedReading.adding`): the ingest that applies the correction takes it rather than
/// parse the page and apply all its corrections again, when the page's text and corrections
/// are the ones it finds (a page corrected 100,000 times took a quarter of a second each).
public struct CorrectedPage: Sendable {
    let page: PageReading
    let corrected: CorrectedReading
    /// The corrections in force once the new one is recorded (`CorrectionSet.add`), which
    /// the ingest takes for the journal's when it reads the journal as it was written.
    let corrections: CorrectionSet
    /// `CorrectionSet.revision` of the page's corrections in `corrections`.
    let revision: UInt64

    public init(_ page: PageReading, corrected: CorrectedReading, corrections: CorrectionSet) {
        self.page = page
        self.corrected = corrected
        self.corrections = corrections
        revision = corrections.revision(ofFile: page.file, hashes: [page.contentHash])
    }
}

/// A page that a correction's maker read and corrected already, the new correction included
/// (`CorrectedReading.adding`): the ingest that applies the correction takes it rather than
/// parse the page and apply all its corrections again, when the page's text and corrections
/// are the ones it finds (a page corrected 100,000 times took a quarter of a second each).
public struct CorrectedPage: Sendable {
    let page: PageReading
    let corrected: CorrectedReading
    /// `CorrectionSet.revision` of the corrections applied, in number order.
    let revision: UInt64

    /// `revision`: `CorrectionSet.revision` of the corrections `corrected` applied.
    public init(_ page: PageReading, corrected: CorrectedReading, revision: UInt64) {
        self.page = page
        self.corrected = corrected
        self.revision = revision
    }
}

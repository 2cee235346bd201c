
/// A page's documents with its corrections applied, in number order, to the reading the parser
/// made of it now (docs/CORRECTIONS.md, "How a correction is applied"), and each correction's
/// outcome (`CorrectionApplication` applies them).
public struct CorrectedReading: Sendable {
    public let documents: [IndexableDocument]
    /// Each correction's outcome by number.
    public let outcomes: [Int: CorrectionOutcome]
    /// The application before it was finished, which `adding` goes on from.
    private let application: CorrectionApplication

    /// - Parameter corrections: the page's corrections in force, any order.
    public init(_ documents: [IndexableDocument], corrections: [Correction]) {
        var application = CorrectionApplication(documents)
        for correction in corrections.sorted(by: { $0.number < $1.number }) {
            application.apply(correction)
        }
        self.init(application)
    }

    private init(_ application: CorrectionApplication) {
        self.application = application
        (documents, outcomes) = application.finished()
    }

    /// The page read with `correction` too, numbered above every correction applied: what an
    /// ingest makes of the page once it is recorded, without applying the others again (a page
    /// corrected 100,000 times took a quarter of a second to apply them).
    public func adding(_ correction: Correction) -> CorrectedReading {
        var application = application
        application.apply(correction)
        return CorrectedReading(application)
    }
}

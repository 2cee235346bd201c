
/// The corrections that hold in one article as an ingest applied them: how many, and the
/// numbers of the latest (`JournalMap.latestHeld`), which the journal map points at so that
/// `show` lists them without applying the page's corrections again.
struct HeldCorrections: Equatable, Sendable {
    var total = 0
    var latest: [Int] = []
}

extension CorrectedReading {
    /// Each article's `HeldCorrections`, by id: every article of the page, those no correction
    /// holds in too (else `show` of one would read the page's lines to find none).
    var held: [String: HeldCorrections] {
        var held: [String: HeldCorrections] = [:]
        for document in documents { held[document.record.id] = HeldCorrections() }
        for (number, outcome) in outcomes.sorted(by: { $0.key < $1.key }) {
            guard case .applied(let articles) = outcome else { continue }
            for article in articles {
                held[article, default: HeldCorrections()].total += 1
                held[article, default: HeldCorrections()].latest.append(number)
            }
        }
        return held.mapValues { HeldCorrections(total: $0.total, latest: Array($0.latest.suffix(JournalMap.latestHeld))) }
    }
}

import LLRBIndex
import LLRBViews

/// A timeline as the values every output shows — counts, or shares of the period's articles —
/// one row per period and one column per query, with nil for a gap; the terminal, CSV, JSON
/// and SVG outputs read the same numbers from here.
struct TimelineTable {
    struct Row {
        var period: String
        var archived: Int
        /// Per series: the count, or the share with `shares`; nil where the archive has no pages.
        var values: [Double?]
    }

    let timeline: Timeline
    let unit: TimelineUnit
    /// Whether `values` are articles per 10,000 rather than counts.
    let shares: Bool
    let rows: [Row]

    init(_ timeline: Timeline, unit: TimelineUnit, shares: Bool) {
        self.timeline = timeline
        self.unit = unit
        self.shares = shares
        rows = timeline.periods.enumerated().map { index, period in
            Row(period: period.period, archived: period.archived, values: timeline.series.map { series in
                shares ? timeline.share(of: series, at: index) : series.articles[index].map(Double.init)
            })
        }
    }

    var queries: [String] { timeline.series.map(\.query) }

    /// A value as printed: a count as a whole number, a share with one decimal.
    func text(_ value: Double) -> String {
        shares ? String((value * 10).rounded() / 10) : String(Int(value))
    }

    /// `timeline --json`; the keys are part of llrb's script interface.
    struct Output: Encodable {
        struct Series: Encodable {
            /// The query counted: as given, or its Simplified rewrite when that was counted instead.
            var query: String
            var total: Int
            var undated: Int
        }

        struct Period: Encodable {
            var period: String
            var archived: Int
            /// Per series, in the order of `series`; null for a gap.
            var articles: [Int?]
            /// Per series, articles per 10,000 of `archived`; null for a gap.
            var share: [Double?]
        }

        var by: String
        var series: [Series]
        var periods: [Period]
    }

    var output: Output {
        Output(by: unit.rawValue,
               series: timeline.series.map { Output.Series(query: $0.query, total: $0.total, undated: $0.undated) },
               periods: timeline.periods.enumerated().map { index, period in
                   Output.Period(period: period.period, archived: period.archived,
                                 articles: timeline.series.map { $0.articles[index] },
                                 share: timeline.series.map { timeline.share(of: $0, at: index).map { ($0 * 100).rounded() / 100 } })
               })
    }

    /// `period,archived,QUERY…` rows, a gap's cells empty, then `undated` when there are such articles.
    var csv: [String] {
        let body = rows.map { row in [row.period, String(row.archived)] + row.values.map { $0.map(text) ?? "" } }
        let undated = timeline.series.contains { $0.undated > 0 } ? [["undated", ""] + timeline.series.map { String($0.undated) }] : []
        return CSVTable.lines(header: ["period", "archived"] + queries, rows: body + undated)
    }
}

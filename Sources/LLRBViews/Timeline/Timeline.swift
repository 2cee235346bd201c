import LLRBEngine
import LLRBIndex

/// How finely a timeline counts.
public enum TimelineUnit: String, CaseIterable, Hashable, Sendable {
    /// `2020`.
    case year
    /// `2020-03`.
    case month
    /// `2020-03-13`.
    case day
}

/// How many articles match each of several queries in each period of the run, beside how many
/// articles the archive holds then: when a subject came up, peaked and faded, against another,
/// which a historian reads before the articles themselves. A period the archive holds no pages
/// for is a gap (nil), never 0: an archive with holes must not read as a subject that faded.
public struct Timeline: Hashable, Sendable {
    public struct Period: Codable, Hashable, Sendable {
        /// `2020`, `2020-03` or `2020-03-13`.
        public var period: String
        /// The archive's articles dated in the period, under the requests' date and issue
        /// filters: the denominator of a share; 0 makes the period a gap.
        public var archived: Int
    }

    /// One query's counts.
    public struct Series: Hashable, Sendable {
        public var query: String
        /// The matching articles per period of `Timeline.periods`; nil where `archived` is 0.
        public var articles: [Int?]
        /// Matching articles whose page has no date.
        public var undated: Int
        /// All matching articles.
        public var total: Int
    }

    /// Every period from the first with a match in any series to the last, oldest first; for
    /// years and months the periods between are listed too (with 0, or as gaps), and so are
    /// those from the requests' `from` and to their `to` within the years that have a match;
    /// days are listed only where some series has a match.
    public var periods: [Period]
    public var series: [Series]

    /// Articles per 10,000 of the period's archive, as the Ngram Viewer normalizes, so that a
    /// busier year of the paper does not pass for a busier subject; nil for a gap.
    public func share(of series: Series, at period: Int) -> Double? {
        guard let articles = series.articles[period], periods[period].archived > 0 else { return nil }
        return Double(articles) * 10_000 / Double(periods[period].archived)
    }
}

extension ArchiveIndex {
    /// The number of articles matching each request (its query and filters; paging and order
    /// do not apply) in each `unit` of page date. The requests are expected to share their
    /// filters: the first one's give the archive's counts and the periods' span.
    public func timeline(_ requests: [SearchRequest], by unit: TimelineUnit) throws(IndexError) -> Timeline {
        guard let first = requests.first else { return Timeline(periods: [], series: []) }
        var counted: [(counts: [UInt32: Int], undated: Int, total: Int)] = []
        for request in requests {
            var counting = request
            counting.countOnly = true
            var counts: [UInt32: Int] = [:], undated = 0, total = 0
            try forEachMatch(of: counting) { article throws(IndexError) in
                total += 1
                let day = try article.day()
                guard day > 0 else {
                    undated += 1
                    return
                }
                counts[Self.period(of: day, in: unit), default: 0] += 1
            }
            counted.append((counts, undated, total))
        }
        let keys = counted.reduce(into: Set<UInt32>()) { $0.formUnion($1.counts.keys) }
        let spanned = unit == .day ? keys.sorted()
            : Self.periods(spanning: keys, from: first.from.map { Self.period(of: $0.ordinal, in: unit) },
                           to: first.to.map { Self.period(of: $0.ordinal, in: unit) }, in: unit)
        let archived = spanned.isEmpty ? [:] : try archiveCounts(first, by: unit)
        let series = zip(requests, counted).map { request, counted in
            Timeline.Series(query: request.query,
                            articles: spanned.map { archived[$0, default: 0] > 0 ? counted.counts[$0, default: 0] : nil },
                            undated: counted.undated, total: counted.total)
        }
        return Timeline(periods: spanned.map { Timeline.Period(period: Self.label($0, in: unit), archived: archived[$0, default: 0]) },
                        series: series)
    }

    /// The archive's live articles per period under the request's date and issue filters.
    private func archiveCounts(_ request: SearchRequest, by unit: TimelineUnit) throws(IndexError) -> [UInt32: Int] {
        var counts: [UInt32: Int] = [:]
        for (day, articles) in try articleDays(request) { counts[Self.period(of: day, in: unit), default: 0] += articles }
        return counts
    }

    /// The period a YYYYMMDD day falls in, as a number: YYYY, YYYYMM or YYYYMMDD.
    private static func period(of day: UInt32, in unit: TimelineUnit) -> UInt32 {
        switch unit {
        case .year: day / 10_000
        case .month: day / 100
        case .day: day
        }
    }

    /// Every year or month from the smallest of `keys` to the largest, widened to `from` and
    /// `to` (periods too) as far as the first key's year and the last key's year reach.
    private static func periods(spanning keys: Set<UInt32>, from: UInt32?, to: UInt32?, in unit: TimelineUnit) -> [UInt32] {
        guard var first = keys.min(), var last = keys.max() else { return [] }
        if unit == .month {
            if let from { first = min(first, max(from, first / 100 * 100 + 1)) }
            if let to { last = max(last, min(to, last / 100 * 100 + 12)) }
        }
        guard unit == .month else { return Array(first...last) }
        var months: [UInt32] = [], month = first
        while month <= last {
            months.append(month)
            month = month % 100 == 12 ? (month / 100 + 1) * 100 + 1 : month + 1
        }
        return months
    }

    private static func label(_ period: UInt32, in unit: TimelineUnit) -> String {
        func padded(_ value: UInt32) -> String { value < 10 ? "0\(value)" : String(value) }
        switch unit {
        case .year: return String(period)
        case .month: return "\(period / 100)-\(padded(period % 100))"
        case .day: return "\(period / 10_000)-\(padded(period / 100 % 100))-\(padded(period % 100))"
        }
    }
}

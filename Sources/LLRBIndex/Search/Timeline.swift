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
            let matched = try matches(try Self.parse(request.query), counting).documents
            counted.append(try Self.count(matched, in: segments, by: unit))
        }
        let keys = counted.reduce(into: Set<UInt32>()) { $0.formUnion($1.counts.keys) }
        let spanned = unit == .day ? keys.sorted()
            : Self.periods(spanning: keys, from: first.from.map { Self.period(of: $0.ordinal, in: unit) },
                           to: first.to.map { Self.period(of: $0.ordinal, in: unit) }, in: unit)
        let archived = spanned.isEmpty ? [:] : try rememberedArchiveCounts(first, by: unit)
        let series = zip(requests, counted).map { request, counted in
            Timeline.Series(query: request.query,
                            articles: spanned.map { archived[$0, default: 0] > 0 ? counted.counts[$0, default: 0] : nil },
                            undated: counted.undated, total: counted.total)
        }
        return Timeline(periods: spanned.map { Timeline.Period(period: Self.label($0, in: unit), archived: archived[$0, default: 0]) },
                        series: series)
    }

    private static func count(_ matched: [[UInt32]], in segments: [OpenSegment], by unit: TimelineUnit) throws(IndexError)
        -> (counts: [UInt32: Int], undated: Int, total: Int) {
        var counts: [UInt32: Int] = [:], undated = 0, total = 0
        for (segment, documents) in zip(segments, matched) {
            total += documents.count
            for document in documents {
                // YYYYMMDD, 0 for none (see GregorianDate.ordinal).
                let day = try segment.reader.date(document)
                guard day > 0 else {
                    undated += 1
                    continue
                }
                counts[period(of: day, in: unit), default: 0] += 1
            }
        }
        return (counts, undated, total)
    }

    /// `archiveCounts`, kept for requests without filters when the index remembers lookups.
    private func rememberedArchiveCounts(_ request: SearchRequest, by unit: TimelineUnit) throws(IndexError) -> [UInt32: Int] {
        guard remembersLookups, !request.isFiltered else { return try archiveCounts(request, by: unit) }
        if let counts = archiveCountsMemo[unit] { return counts }
        let counts = try archiveCounts(request, by: unit)
        archiveCountsMemo[unit] = counts
        return counts
    }

    /// The live articles per period under the request's date and issue filters, read off the
    /// document tables (a few bytes per article, no record decoded).
    private func archiveCounts(_ request: SearchRequest, by unit: TimelineUnit) throws(IndexError) -> [UInt32: Int] {
        let filter = try DocumentFilter(request, segments: segments)
        var counts: [UInt32: Int] = [:]
        for segment in segments {
            let reader = segment.reader
            var last: (day: UInt32, period: UInt32) = (0, 0)
            for document in 0..<UInt32(reader.documentCount) where !segment.isDeleted(document) {
                let day = try reader.date(document)
                guard day > 0 else { continue }
                if request.isFiltered { guard try filter.accepts(document, in: reader) else { continue } }
                if day != last.day { last = (day, Self.period(of: day, in: unit)) }
                counts[last.period, default: 0] += 1
            }
        }
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

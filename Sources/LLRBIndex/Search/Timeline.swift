/// How finely a timeline counts.
public enum TimelineUnit: String, CaseIterable, Hashable, Sendable {
    /// `2020`.
    case year
    /// `2020-03`.
    case month
    /// `2020-03-13`.
    case day
}

/// How many articles match a query in each period of the run: when a subject came up, peaked and
/// faded, which a historian reads before the articles themselves.
public struct Timeline: Codable, Hashable, Sendable {
    public struct Period: Codable, Hashable, Sendable {
        /// `2020`, `2020-03` or `2020-03-13`.
        public var period: String
        /// The matching articles on pages of the period.
        public var articles: Int
    }

    /// Every period from the first with a match to the last, oldest first; for years and months
    /// the periods without a match in between are listed with 0, so that a gap shows, and so
    /// are those from the request's `from` and to its `to` within the years that have a match.
    public var periods: [Period]
    /// Matching articles whose page has no date.
    public var undated: Int
    /// All matching articles.
    public var total: Int
}

extension ArchiveIndex {
    /// The number of articles matching `request` (its query and filters; paging and order do
    /// not apply) in each `unit` of page date.
    public func timeline(_ request: SearchRequest, by unit: TimelineUnit) throws(IndexError) -> Timeline {
        let query: QueryNode
        do throws(QuerySyntaxError) {
            query = try QueryParser.parse(request.query)
        } catch {
            throw IndexError(error.message)
        }
        var counting = request
        counting.countOnly = true
        let matched = try matches(query, counting, readsDates: true).documents
        var counts: [UInt32: Int] = [:], undated = 0, total = 0
        for (segment, documents) in zip(segments, matched) {
            total += documents.count
            for document in documents {
                // YYYYMMDD, 0 for none (see GregorianDate.ordinal).
                let day = segment.reader.date(document)
                guard day > 0 else {
                    undated += 1
                    continue
                }
                counts[Self.period(of: day, in: unit), default: 0] += 1
            }
        }
        let keys = unit == .day ? counts.keys.sorted()
            : Self.periods(spanning: counts.keys, from: request.from.map { Self.period(of: $0.ordinal, in: unit) },
                           to: request.to.map { Self.period(of: $0.ordinal, in: unit) }, in: unit)
        return Timeline(periods: keys.map { Timeline.Period(period: Self.label($0, in: unit), articles: counts[$0] ?? 0) },
                        undated: undated, total: total)
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
    private static func periods(spanning keys: Dictionary<UInt32, Int>.Keys, from: UInt32?, to: UInt32?,
                                in unit: TimelineUnit) -> [UInt32] {
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

import LLRBIndex

/// The figures of an index (`llrb stats`, the web reader's statistics page); the JSON keys are
/// part of llrb's script interface.
struct IndexFigures: Encodable {
    var files: Int
    var pages: Int
    var issues: Int
    /// Pages whose issue and date could not be established (not counted in `issues`).
    var undatedPages: Int
    var articles: Int
    var firstDate: String?
    var lastDate: String?
    var distinctTerms: Int
    var segments: Int
    var indexBytes: Int
    /// Files in the index folder that the index does not name (an ingest's work in progress,
    /// or left by one that was killed).
    var bytesNotIndexed: Int
    var sourceBytes: Int
    var indexToSourceRatio: Double?
}

extension IndexFigures {
    /// `2.66`: the index's size over its source text's, rounded to two places, as `llrb stats`
    /// and the web reader's `/stats` both print it.
    var indexToSourceRatioText: String? {
        indexToSourceRatio.map { String(format: "%.2f", $0) }
    }

    /// The figures of `index`.
    init(of index: ArchiveIndex) throws {
        let statistics = try index.statistics()
        let pages = try index.pages()
        let dates = pages.compactMap(\.info.date).sorted()
        let issues = IssueCatalog.issues(from: pages)
        self.init(
            files: statistics.files, pages: pages.count,
            issues: issues.filter { !$0.isUndated }.count,
            undatedPages: issues.filter(\.isUndated).map(\.pages.count).reduce(0, +),
            articles: statistics.documents,
            firstDate: dates.first, lastDate: dates.last,
            distinctTerms: statistics.distinctTerms, segments: statistics.segments,
            indexBytes: statistics.bytesOnDisk, bytesNotIndexed: statistics.bytesNotIndexed, sourceBytes: statistics.sourceBytes,
            indexToSourceRatio: statistics.sourceBytes > 0 ? Double(statistics.bytesOnDisk) / Double(statistics.sourceBytes) : nil)
    }
}

import Foundation
import LLRBEngine

/// A read-only view of an index as it was when opened: the manifest's segment list is read once
/// and every segment it names is mapped, so a commit happening meanwhile is never seen half-done.
/// The manifest's file table is read only by what needs it (`statistics`), from the same mapping.
public final class ArchiveIndex {
    let directory: String
    /// The segment list; the file table is read from `manifestFile` when needed.
    let manifest: Manifest
    let manifestFile: MappedFile
    let segments: [OpenSegment]
    let analyzer = Analyzer()
    /// The publication opened, taken before its manifest was read: a commit in between makes
    /// it look older than it is, so a reader comparing versions opens once more, never too few times.
    public let version: IndexVersion?
    /// Set by a reader that keeps this index open for many requests (`llrb serve`): lookups
    /// by id then build a table of every id once instead of scanning for each, and a
    /// the archive's articles per day (a timeline's denominators) are kept.
    public var remembersLookups = false
    private var documentsByID: [String: (segment: Int, document: UInt32)]?
    /// The archive's live articles per day, for requests without filters (`articleDays`).
    var articleDaysMemo: [UInt32: Int]?

    private init(directory: String, version: IndexVersion?, manifest: (manifest: Manifest, file: MappedFile),
                 segments: [OpenSegment]) {
        self.directory = directory
        self.version = version
        self.manifest = manifest.manifest
        manifestFile = manifest.file
        self.segments = segments
    }

    /// Opens the index published at `directory`; a missing, foreign or damaged index gives an
    /// IndexError that names the file and says how to rebuild.
    public static func open(at directory: URL) throws(IndexError) -> ArchiveIndex {
        try open(atPath: directory.path)
    }

    /// `open(at:)` for a folder's path: a process that only searches makes no URL, whose first
    /// one cost `llrb search` ~0.6M instructions of Foundation's set-up.
    public static func open(atPath path: String) throws(IndexError) -> ArchiveIndex {
        var attempt = 0
        while true {
            let version = IndexVersion.current(atPath: path)
            let loaded = try ManifestStore.loadSegments(directory: path)
            try loaded.manifest.checkFields(FieldSchema.articles.layout, directory: path)
            do throws(IndexError) {
                let segments = try loaded.manifest.segments.map { entry throws(IndexError) in
                    let reader = try SegmentReader.open(entry, in: path, fields: FieldSchema.articles.layout, checkingTables: false,
                                                        remembersChecks: true)
                    return OpenSegment(reader: reader, deleted: entry.deleted)
                }
                return ArchiveIndex(directory: path, version: version, manifest: loaded, segments: segments)
            } catch {
                // A writer may have published a new manifest and removed a segment the old one named.
                attempt += 1
                let current = try? ManifestStore.loadSegments(directory: path).manifest
                guard attempt < 5, current != nil, current != loaded.manifest else { throw error }
            }
        }
    }

    /// Ranked hits (or only their count) for a query with its filters.
    public func search(_ request: SearchRequest) throws(IndexError) -> SearchResults {
        try search(try Self.parse(request.query), request)
    }

    /// The same search, its hits handed to `hit` one at a time in rank order as they are built
    /// instead of gathered: an export of every hit then holds one hit, not all of them.
    /// Returns the total, as `SearchResults.total`.
    public func search(_ request: SearchRequest, eachHit hit: (SearchHit) -> Void) throws(IndexError) -> Int {
        try search(try Self.parse(request.query), request, eachHit: hit)
    }

    /// The documents a query matches under the request's filters, per segment, ascending, with
    /// what ranking them needs. `listsDocuments` false: a query that is a union of phrases, with
    /// no filter, has its documents counted, not listed (`SegmentEvaluation.isUnlisted`); its
    /// `documents` are then empty and `counts` hold how many there are, and a page by relevance
    /// will read its words' lists through cursors (`SegmentEvaluation.words`).
    func matches(_ query: QueryNode, _ request: SearchRequest, listsDocuments: Bool = true) throws(IndexError)
        -> (plan: QueryPlan, evaluations: [SegmentEvaluation], documents: [[UInt32]], counts: [Int]) {
        // The filter's query narrows the candidates through the index; the text decides.
        let plan = QueryPlan(request.narrowing.map { .and([query, $0.candidates]) } ?? query, schema: .articles, analyzer: analyzer,
                             fuzziness: request.fuzziness)
        let (segments, analyzer, countsOccurrences) = (self.segments, self.analyzer, !request.countOnly)
        let listsDocuments = listsDocuments || request.isFiltered || request.narrowing != nil
        let keepsWordLists = request.order == .relevance && Self.ranksSome(plan)
        let evaluations = try SegmentFanOut.map(count: segments.count) { index, helper in
            do throws(IndexError) {
                return SegmentOutcome.evaluated(try SegmentEvaluation(plan: plan, segment: segments[index], analyzer: analyzer,
                                                                      countsOccurrences: countsOccurrences, listsDocuments: listsDocuments,
                                                                      keepsWordLists: keepsWordLists, helper: helper))
            } catch {
                return SegmentOutcome.failed(error)
            }
        }.map { outcome throws(IndexError) in try outcome.evaluation() }
        let filter = try DocumentFilter(request, segments: segments)
        var documents = try evaluations.enumerated().map { index, evaluation throws(IndexError) in
            request.isFiltered ? try filter.accepted(evaluation.documents, in: segments[index].reader) : evaluation.documents
        }
        if let narrowing = request.narrowing {
            for index in documents.indices {
                var kept: [UInt32] = []
                for document in documents[index] where narrowing.keeps(try ArchivedArticle(segment: segments[index], document: document).texts()) {
                    kept.append(document)
                }
                documents[index] = kept
            }
        }
        let counts = zip(evaluations, documents).map { $0.isUnlisted ? $0.documentCount : $1.count }
        return (plan, evaluations, documents, counts)
    }

    static func parse(_ query: String) throws(IndexError) -> QueryNode {
        do throws(QuerySyntaxError) {
            return try QueryParser.parse(query, schema: .articles)
        } catch {
            throw IndexError(.query(error))
        }
    }

    /// Evaluates an already parsed query with the request's filters and paging.
    func search(_ query: QueryNode, _ request: SearchRequest) throws(IndexError) -> SearchResults {
        var hits: [SearchHit] = []
        let total = try search(query, request) { hits.append($0) }
        return SearchResults(total: total, hits: hits)
    }

    /// Evaluates an already parsed query with the request's filters and paging, handing over
    /// the hits of the requested page in rank order; returns the total.
    private func search(_ query: QueryNode, _ request: SearchRequest, eachHit: (SearchHit) -> Void) throws(IndexError) -> Int {
        let (plan, evaluations, matched, counts) = try matches(query, request, listsDocuments: false)
        let total = counts.reduce(0, +)
        guard !request.countOnly else { return total }
        let scorer = Scorer(plan: plan, evaluations: evaluations, documentCount: manifest.liveDocumentCount,
                            averageFieldLengths: averageFieldLengths())
        // Saturating: `--offset` near Int.max must page past the end, not trap on overflow.
        let wanted = max(0, request.offset).addingReportingOverflow(max(0, request.limit))
        let count = wanted.overflow ? Int.max : wanted.partialValue
        let scored = try candidates(count: count, total: total, scorer: scorer, evaluations: evaluations, matched: matched, order: request.order)
        let ranked = try Ranking.top(scored, count: count, order: request.order, segments: segments)
        let builder = HitBuilder(plan: plan, analyzer: analyzer, census: scorer.census, snippetWidth: request.snippetWidth)
        for (rank, entry) in ranked.enumerated().dropFirst(max(0, request.offset)) {
            eachHit(try builder.hit(rank: rank + 1, score: entry.score, document: entry.document, in: evaluations[entry.segment]))
        }
        return total
    }

    /// The matches the first `count` in `order` are among, scored: by relevance, only those that
    /// may rank (`RelevanceCandidates`); otherwise, or with fuzzy phrases (whose matches weigh by
    /// their quality and may rank last), every one.
    private func candidates(count: Int, total: Int, scorer: Scorer, evaluations: [SegmentEvaluation], matched: [[UInt32]],
                            order: SearchOrder) throws(IndexError) -> [(segment: Int, document: UInt32, scored: Scorer.Scored)] {
        if order == .relevance, count < total, Self.ranksSome(scorer.plan) {
            let (segments, threshold) = (self.segments, ScoreThreshold())
            let found = try SegmentFanOut.map(count: segments.count) { index, _ in
                do throws(IndexError) {
                    var candidates = RelevanceCandidates(count: count, bm25: scorer.bm25, shared: threshold)
                    try candidates.add(clauses: scorer.clauses(of: evaluations[index]),
                                       documents: evaluations[index].isUnlisted ? nil : matched[index], reader: segments[index].reader)
                    return CandidatesOutcome.found(candidates.scored)
                } catch {
                    return CandidatesOutcome.failed(error)
                }
            }.map { outcome throws(IndexError) in try outcome.candidates() }
            // Fewer than `count` with a positive score: articles matched by exclusions alone rank too.
            if found.reduce(0, { $0 + $1.count }) >= count {
                return found.enumerated().flatMap { segment, scored in
                    scored.map { (segment, $0.document, Scorer.Scored(score: $0.score)) }
                }
            }
        }
        var scored: [(segment: Int, document: UInt32, scored: Scorer.Scored)] = []
        scored.reserveCapacity(total)
        for (index, listed) in matched.enumerated() {
            let matches = try evaluations[index].listedMatches()
            let documents = evaluations[index].isUnlisted ? evaluations[index].listedDocuments(matches) : listed
            for (document, score) in zip(documents, try scorer.scores(of: documents, matches: matches, reader: segments[index].reader)) {
                scored.append((index, document, score))
            }
        }
        return scored
    }

    /// Whether a page by relevance may score only the matches that can rank on it
    /// (`RelevanceCandidates`): not with fuzzy phrases, whose matches weigh by their quality.
    private static func ranksSome(_ plan: QueryPlan) -> Bool {
        plan.leaves.allSatisfy { $0.fuzzy == nil }
    }

    /// The stored article with this id, if it is live.
    public func record(id: String) throws(IndexError) -> ArticleRecord? {
        if remembersLookups {
            let table: [String: (segment: Int, document: UInt32)]
            if let known = documentsByID { table = known } else { table = try idTable() }
            documentsByID = table
            guard let found = table[id] else { return nil }
            return try segments[found.segment].reader.record(found.document)
        }
        for segment in segments {
            for document in segment.liveDocuments where try segment.reader.id(document) == id {
                return try segment.reader.record(document)
            }
        }
        return nil
    }

    /// Where each live article's id is stored.
    private func idTable() throws(IndexError) -> [String: (segment: Int, document: UInt32)] {
        var table: [String: (segment: Int, document: UInt32)] = [:]
        for (number, segment) in segments.enumerated() {
            for document in segment.liveDocuments { table[try segment.reader.id(document)] = (number, document) }
        }
        return table
    }

    /// Every live article, in index order.
    public func records() throws(IndexError) -> [ArticleRecord] {
        var records: [ArticleRecord] = []
        for segment in segments {
            var pages = SegmentReader.PageCache()
            for document in segment.liveDocuments { records.append(try segment.reader.record(document, pages: &pages)) }
        }
        return records
    }

    /// Sizes and counts for `llrb stats`.
    public func statistics() throws(IndexError) -> IndexStatistics {
        var fileCount = 0, sourceBytes = 0
        var files = try ManifestStore.files(of: manifestFile).makeCursor()
        do throws(FormatError) {
            while try files.next() {
                fileCount += 1
                sourceBytes += files.entry.byteCount
            }
        } catch {
            throw IndexError.corrupt(manifestFile.path, error.reason)
        }
        // The manifest, the lock and the segments it names are the index; an ingest's work
        // (`IndexFiles.isIngestWork`) is counted apart; files of any other name are not llrb's.
        let live = Set(manifest.segments.map { IndexFiles.segment($0.number) })
        let indexed = live.union([IndexFiles.manifest, IndexFiles.lock])
        let names = DurableFiles.list(directory)
        func bytes(_ kept: [String]) -> Int { kept.reduce(0) { $0 + DurableFiles.size(of: directory + "/" + $1) } }
        return IndexStatistics(files: fileCount, documents: manifest.liveDocumentCount,
                               distinctTerms: segments.reduce(0) { $0 + $1.reader.termCount }, segments: segments.count,
                               bytesOnDisk: bytes(names.filter(indexed.contains)),
                               bytesNotIndexed: bytes(names.filter { IndexFiles.isIngestWork($0, live: live) }),
                               sourceBytes: sourceBytes)
    }

    /// Verifies every checksum and cross-reference; an empty answer means the index is healthy.
    public func check() -> [IndexProblem] {
        IndexChecker(directory: directory, schema: .articles) { reader throws(IndexError) in try reader.verifyRecords() }.problems()
    }

    /// Whether `directory` holds an llrb index, healthy or damaged (one whose manifest was
    /// lost counts): `llrb check` says there is none rather than calling any folder healthy.
    public static func holdsIndex(at directory: URL) -> Bool {
        ManifestStore.holdsIndex(directory: directory.path)
    }

    /// The names in the folder at `path` that are no index's files: a folder that has any is a
    /// user's folder as well as an index's (one built among the pages), never to be removed.
    public static func otherFiles(besideIndexAt path: String) -> [String] {
        IndexFiles.foreignFiles(in: path)
    }

    /// Checks the index at `directory` without opening it first, so that an index too damaged
    /// to open still gets a list of what is wrong (`llrb check`).
    public static func check(at directory: URL) -> [IndexProblem] {
        IndexChecker(directory: directory.path, schema: .articles) { reader throws(IndexError) in try reader.verifyRecords() }.problems()
    }

    private func averageFieldLengths() -> [Double] {
        let documents = Double(max(1, segments.reduce(0) { $0 + $1.reader.documentCount }))
        return (0..<FieldSchema.articles.count).map { field in
            Double(segments.reduce(0) { $0 + $1.reader.fieldLengthSums[field] }) / documents
        }
    }
}

/// A segment's candidates for a ranked page or its error, as `SegmentOutcome`.
private enum CandidatesOutcome: Sendable {
    case found([(document: UInt32, score: Double)])
    case failed(IndexError)

    func candidates() throws(IndexError) -> [(document: UInt32, score: Double)] {
        switch self {
        case let .found(candidates): return candidates
        case let .failed(error): throw error
        }
    }
}

/// A segment's evaluation or its error, carried back from whichever thread ran it. Not a
/// `Result`: its `Failure: Error` requirement cost every `llrb search` process a search of the
/// runtime's conformance tables (~170,000 instructions) the first time one was made.
private enum SegmentOutcome: Sendable {
    case evaluated(SegmentEvaluation)
    case failed(IndexError)

    func evaluation() throws(IndexError) -> SegmentEvaluation {
        switch self {
        case let .evaluated(evaluation): return evaluation
        case let .failed(error): throw error
        }
    }
}

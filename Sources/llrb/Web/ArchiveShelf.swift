import Foundation
import LLRBEngine
import LLRBIndex

/// The index as the web reader reads it: opened once per publication and lent to one request
/// at a time (an `ArchiveIndex` is not safe to share between threads), with the issue catalog
/// worked out once per publication. Each request first compares the folder's current version
/// with the one on the shelf, so a page served after another process's `llrb ingest` shows
/// the new index, without a restart; a request already running keeps the index it borrowed.
final class ArchiveShelf: @unchecked Sendable {
    let path: String
    private let lock = NSLock()
    private var version: IndexVersion?
    private var idle: [ArchiveIndex] = []
    private var catalog: ArchiveCatalog?

    init(path: String) {
        self.path = path
    }

    /// Runs `body` with an index of the current publication, and its catalog when `body` asks.
    func read<Result>(_ body: (ArchiveIndex, ArchiveCatalog.Source) throws -> Result) throws -> Result {
        let index = try borrow()
        defer { giveBack(index) }
        return try body(index, ArchiveCatalog.Source(shelf: self, index: index))
    }

    private func borrow() throws -> ArchiveIndex {
        let current = IndexVersion.current(atPath: path)
        lock.lock()
        if current != version {
            version = current
            idle.removeAll()
            catalog = nil
        }
        let kept = idle.popLast()
        lock.unlock()
        if let kept { return kept }
        let opened = try ArchiveIndex.open(atPath: path)
        opened.remembersLookups = true
        return opened
    }

    private func giveBack(_ index: ArchiveIndex) {
        lock.lock()
        defer { lock.unlock() }
        // An index opened before a newer publication is dropped, not lent again.
        if index.version == version { idle.append(index) }
    }

    /// The catalog of `index`'s publication, built from it when the shelf has none yet.
    fileprivate func catalog(for index: ArchiveIndex) throws -> ArchiveCatalog {
        lock.lock()
        if let catalog, catalog.version == index.version {
            lock.unlock()
            return catalog
        }
        lock.unlock()
        let built = try ArchiveCatalog(index)
        lock.lock()
        if index.version == version { catalog = built }
        lock.unlock()
        return built
    }
}

/// What browsing needs of a whole publication, read once: its pages, and its issues in date
/// order with the place of each dated one in the run.
struct ArchiveCatalog {
    let version: IndexVersion?
    let pages: [IndexedPage]
    let issues: [IssueEntry]
    /// The issues with a number or a date, in date order: the run that previous and next walk.
    private let run: [IssueEntry]
    private let placeInRun: [String: Int]

    init(_ index: ArchiveIndex) throws {
        version = index.version
        pages = try index.pages()
        issues = IssueCatalog.issues(from: pages)
        run = issues.filter { !$0.isUndated }
        var places: [String: Int] = [:]
        for (place, issue) in run.enumerated() { places[Self.key(issue)] = place }
        placeInRun = places
    }

    private static func key(_ issue: IssueEntry) -> String {
        "\(issue.issueNumber.map(String.init) ?? "") \(issue.date ?? "")"
    }

    /// The catalog for the index a request borrowed, built on first use.
    struct Source {
        fileprivate let shelf: ArchiveShelf
        fileprivate let index: ArchiveIndex

        func catalog() throws -> ArchiveCatalog {
            try shelf.catalog(for: index)
        }
    }

    /// The dated issues of each year, years ascending.
    var years: [(year: Int, issues: [IssueEntry])] {
        var byYear: [Int: [IssueEntry]] = [:]
        for issue in issues {
            guard let year = issue.date.flatMap({ Int($0.prefix(4)) }) else { continue }
            byYear[year, default: []].append(issue)
        }
        return byYear.keys.sorted().map { ($0, byYear[$0] ?? []) }
    }

    /// The issue with this number, or the one dated `date`.
    func issue(number: Int) -> IssueEntry? {
        issues.first { $0.issueNumber == number }
    }

    /// Every issue of that day, numbered or not (`show --date`).
    func issues(dated date: String) -> [IssueEntry] {
        issues.filter { $0.date == date }
    }

    /// The issues with a number but no date, which no year lists.
    var numberedUndated: [IssueEntry] {
        issues.filter { $0.date == nil && $0.issueNumber != nil }
    }

    /// The issue a record's page was filed under.
    func issue(holding record: ArticleRecord) -> IssueEntry? {
        issues.first { issue in
            issue.date == record.page.date && issue.pages.contains { $0.file == record.file && $0.info == record.page }
        }
    }

    /// The articles of `chosen` and of the pages their stories may continue in (`show --issue`):
    /// pages that share an issue with them, and their own pages, which an undated one shares
    /// with no page.
    func records(of chosen: [IssueEntry], in index: ArchiveIndex) throws -> [ArticleRecord] {
        let own = chosen.flatMap(\.pages)
        let sharing = IssueCatalog.pages(sharingAnIssueWith: own, among: pages)
        let alone = own.filter { page in !sharing.contains { $0.file == page.file && $0.info == page.info } }
        return try index.records(of: sharing + alone)
    }

    /// The issues before and after `entry` in the run (dated ones only).
    func neighbours(of entry: IssueEntry) -> (previous: IssueEntry?, next: IssueEntry?) {
        guard let place = placeInRun[Self.key(entry)] else { return (nil, nil) }
        return (place > 0 ? run[place - 1] : nil, place + 1 < run.count ? run[place + 1] : nil)
    }
}

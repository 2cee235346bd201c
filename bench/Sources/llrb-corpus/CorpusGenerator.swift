import BenchKit
import Foundation
import LLRBLearning
import LLRBParser

/// Writes a whole archive: issues of 4 or 8 pages, day after day, until the requested size is
/// reached; and beside it the truth (which articles contain each query, and where each article is;
/// which office holders the pages name, and when: `OfficesTruth`) and the article texts as
/// printed, for loading into SQLite. Who holds which office comes from `OfficeHistory`, made from
/// the seed alone.
struct CorpusGenerator {
    var targetBytes: Int
    var seed: UInt64
    var output: URL
    var lexicon = Lexicon()
    /// Whether `truth/articles.csv` is written (for SQLite; as large as the archive).
    var writesCSV = true

    struct Summary {
        var pages = 0
        var articles = 0
        var issues = 0
        var bytes = 0
        var firstDate = ""
        var lastDate = ""
        /// Days where LLRBParser's lunar table and Foundation's Chinese calendar disagree.
        var lunarDisagreements: [String] = []
        /// What the pages print about office holders.
        var offices = OfficesTruth()
    }

    func run() throws(CorpusError) -> Summary {
        let pagesRoot = output.appendingPathComponent("pages")
        let truthRoot = output.appendingPathComponent("truth")
        try makeDirectory(truthRoot)
        let csv = writesCSV ? try BufferedFile(path: truthRoot.appendingPathComponent("articles.csv").path) : nil
        var random = SeededRandom(seed: seed)
        guard let start = GregorianDate(year: 2022, month: 3, day: 1) else { throw CorpusError("bad start date") }
        var dates = IssueDate.Sequence(starting: start)
        var summary = Summary()
        var truthArticles: [TruthArticle] = []
        var queryHits = Array(repeating: [Int](), count: QuerySet.patterns.count)
        var issueNumber = 10_480
        var dayIndex = 0
        var history = OfficeHistory(seed: seed)
        let divisions = Set(OfficePlace.divisions.map(\.name))
        let countyLexicon = lexicon.keepingPlaces { !divisions.contains($0) }
        while summary.bytes < targetBytes {
            let date = dates.next()
            dayIndex += 1
            if dayIndex % 11 == 0 { continue }
            issueNumber += 1
            summary.issues += 1
            if summary.firstDate.isEmpty { summary.firstDate = "\(date.year)-\(date.month)-\(date.day)" }
            summary.lastDate = "\(date.year)-\(date.month)-\(date.day)"
            let text = TextBuilder(lexicon: lexicon, year: date.year, month: date.month, day: date.day)
            let countyText = TextBuilder(lexicon: countyLexicon, year: date.year, month: date.month, day: date.day)
            let officials = OfficialSentences(incumbents: history.incumbents(on: dayIndex - 1), lexicon: lexicon)
            let isoDate = String(format: "%04d-%02d-%02d", date.year, date.month, date.day)
            var issue = IssueComposer(date: date, issueNumber: issueNumber,
                                      pageCount: random.chance(0.8) ? 8 : 4,
                                      factory: ArticleFactory(text: text, countyText: countyText, officials: officials),
                                      lexicon: lexicon)
            let monthFolder = String(format: "%04d/%02d", date.year, date.month)
            try makeDirectory(pagesRoot.appendingPathComponent(monthFolder))
            for pageNumber in 1...issue.pageCount where summary.bytes < targetBytes {
                let page = issue.page(pageNumber, random: &random)
                let file = String(format: "%@/%04d%02d%02d-%02d.txt", monthFolder, date.year, date.month, date.day, pageNumber)
                try BufferedFile.writeWhole(page.bytes, to: pagesRoot.appendingPathComponent(file).path)
                for article in page.articles {
                    let id = truthArticles.count
                    truthArticles.append(TruthArticle(id: id, file: file, firstLine: article.printed.firstLine,
                                                      lastLine: article.printed.lastLine))
                    for query in TruthCounter.queriesContained(in: article.draft.truthSegments) {
                        queryHits[query].append(id)
                    }
                    summary.offices.record(article.draft, date: isoDate)
                    if let csv { try writeCSVRow(id: id, text: page.bytes[article.printed.byteRange], to: csv) }
                }
                summary.pages += 1
                summary.bytes += page.bytes.count
            }
        }
        try csv?.close()
        summary.lunarDisagreements = dates.disagreements
        summary.articles = truthArticles.count
        let queries = QuerySet.queries.enumerated().map { index, query in
            TruthQuery(text: query.text, kind: query.kind, articleIDs: queryHits[index])
        }
        do { try Truth(articles: truthArticles, queries: queries).write(to: truthRoot) } catch {
            throw CorpusError(error.description)
        }
        try summary.offices.write(to: truthRoot)
        return summary
    }

    /// `id,"text"` with quotes doubled: what the sqlite3 shell's `.import --csv` reads.
    private func writeCSVRow(id: Int, text: ArraySlice<UInt8>, to csv: BufferedFile) throws(CorpusError) {
        var row = Array("\(id),\"".utf8)
        row.reserveCapacity(text.count + 16)
        for byte in text {
            row.append(byte)
            if byte == UInt8(ascii: "\"") { row.append(byte) }
        }
        row += Array("\"\n".utf8)
        try csv.write(row)
    }

    private func makeDirectory(_ url: URL) throws(CorpusError) {
        do { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) } catch {
            throw CorpusError("cannot create \(url.path): \(error.localizedDescription)")
        }
    }
}

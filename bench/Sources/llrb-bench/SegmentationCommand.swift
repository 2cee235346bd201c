import BenchKit
import Foundation
import LLRBLearning
import LLRBParser

/// Compares the articles LLRBParser finds on each generated page with the articles the generator
/// wrote there, by line range: where recall is lost to article boundaries, not to the index.
/// `--examples N` prints the first N pages where the two differ at all.
enum SegmentationCommand {
    static func run(_ options: Options) throws(BenchError) {
        let truth = try Truth.load(from: URL(fileURLWithPath: options.string("truth")))
        let pages = try options.string("pages")
        let examples = Int(options.optionalString("examples") ?? "") ?? 5
        let byFile = Dictionary(grouping: truth.articles, by: \.file)
        var exact = 0
        var merged = 0
        var unparsed = 0
        var shown = 0
        var parsedTotal = 0
        for file in byFile.keys.sorted() {
            let expected = (byFile[file] ?? []).sorted { $0.firstLine < $1.firstLine }
            let page: Page
            do { page = try PageParser.parse(contentsOf: URL(fileURLWithPath: pages + "/" + file)) } catch {
                throw BenchError("cannot parse \(file): \(error)")
            }
            let parsed = page.articles.map { ($0.lines.first, $0.lines.last) }.sorted { $0.0 < $1.0 }
            parsedTotal += parsed.count
            let parsedSet = Set(parsed.map { "\($0.0)-\($0.1)" })
            let same = expected.filter { parsedSet.contains("\($0.firstLine)-\($0.lastLine)") }.count
            exact += same
            let merges = parsed.filter { range in
                expected.filter { min($0.lastLine, range.1) - max($0.firstLine, range.0) >= 2 }.count > 1
            }
            merged += merges.count
            let lost = expected.filter { article in
                !parsed.contains { min(article.lastLine, $0.1) - max(article.firstLine, $0.0) >= 0 }
            }
            unparsed += lost.count
            guard !merges.isEmpty || !lost.isEmpty || same < expected.count || parsed.count > expected.count, shown < examples else { continue }
            shown += 1
            print("\(file): truth \(expected.map { "\($0.firstLine)-\($0.lastLine)" }.joined(separator: " "))")
            print("\(String(repeating: " ", count: file.count))  parsed \(parsed.map { "\($0.0)-\($0.1)" }.joined(separator: " "))")
        }
        print("parsed articles spanning two or more generated ones: \(merged); generated articles in no parsed one: \(unparsed)")
        print("articles: truth \(truth.articles.count), parsed \(parsedTotal), same line range \(exact)")
    }
}

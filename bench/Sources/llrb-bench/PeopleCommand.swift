import BenchKit
import Foundation
import LLRBEngine
import LLRBIndex
import LLRBLearning
import LLRBParser
import LLRBViews

/// Scores the (name, office) pairs `llrb people` reads against bench/people/truth.tsv: every
/// page under the folders given is read as ingest reads it (parser, documents, `OfficeTable`),
/// a page the truth does not list holding none. Precision and recall of (page, name, office)
/// triples per folder, and of the titled ones; `--examples N` prints the pairs missed and extra.
enum PeopleCommand {
    static func run(_ options: Options) throws(BenchError) {
        let truthPaths = try options.string("truth").split(separator: ",").map(String.init)
        let folders = try options.string("pages").split(separator: ",").map(String.init)
        let examples = Int(options.optionalString("examples") ?? "") ?? 0
        var truth: [String: Set<String>] = [:]
        for truthPath in truthPaths {
            guard let text = try? String(contentsOfFile: truthPath, encoding: .utf8) else { throw BenchError("cannot read \(truthPath)") }
            read(text, into: &truth)
        }
        let offices = OfficeTable()
        var rows: [[String]] = []
        var missed: [String] = [], extra: [String] = []
        for folder in folders {
            guard let listed = try? FileManager.default.contentsOfDirectory(atPath: folder) else { throw BenchError("cannot read the folder \(folder)") }
            let files = listed.filter { $0.hasSuffix(".txt") }.sorted()
            guard files.contains(where: { truth[(folder.hasSuffix("/") ? folder : folder + "/") + $0] != nil }) else {
                throw BenchError("no page of \(folder) is in the truth (its paths are from the repository root: bench/people/pages/e01.txt)")
            }
            var tally = (found: 0, truth: 0, right: 0, titledFound: 0, titledTruth: 0, titledRight: 0)
            for file in files {
                let path = folder.hasSuffix("/") ? folder + file : folder + "/" + file
                let pages: [Page]
                do { pages = try PageParser.pages(contentsOf: URL(fileURLWithPath: path)) } catch {
                    throw BenchError("cannot parse \(path): \(error)")
                }
                let documents = DocumentBuilder.documents(for: pages, file: path, contentHash: 0)
                let read = Set(documents.flatMap { offices.mentions(in: $0) }.map { $0.name + "\t" + ($0.office?.written ?? "") })
                let expected = truth[path] ?? []
                let titled = { (pairs: Set<String>) in pairs.filter { !$0.hasSuffix("\t") } }
                tally.found += read.count
                tally.truth += expected.count
                tally.right += read.intersection(expected).count
                tally.titledFound += titled(read).count
                tally.titledTruth += titled(expected).count
                tally.titledRight += titled(read).intersection(titled(expected)).count
                missed += expected.subtracting(read).sorted().map { "\(path)\t\($0)" }
                extra += read.subtracting(expected).sorted().map { "\(path)\t\($0)" }
            }
            rows.append([folder, String(files.count), String(tally.truth), String(tally.found),
                         ratio(tally.right, tally.found), ratio(tally.right, tally.truth),
                         ratio(tally.titledRight, tally.titledFound), ratio(tally.titledRight, tally.titledTruth)])
        }
        var table = MarkdownTable(["pages", "files", "truth pairs", "read", "precision", "recall", "precision (titled)", "recall (titled)"])
        rows.forEach { table.row($0) }
        print(table.text)
        guard examples > 0 else { return }
        print("\nmissed (\(missed.count)):")
        missed.prefix(examples).forEach { print("  " + $0) }
        print("extra (\(extra.count)):")
        extra.prefix(examples).forEach { print("  " + $0) }
    }

    /// The (name TAB office) pairs of each page of a truth file: `PATH TAB NAME TAB OFFICE` lines.
    private static func read(_ text: String, into truth: inout [String: Set<String>]) {
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 2 else { continue }
            truth[fields[0], default: []].insert(fields[1] + "\t" + (fields.count > 2 ? fields[2] : ""))
        }
    }

    private static func ratio(_ part: Int, _ whole: Int) -> String {
        whole == 0 ? "—" : String(format: "%.3f", Double(part) / Double(whole))
    }
}

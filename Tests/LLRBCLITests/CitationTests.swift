import Foundation
import XCTest

/// `llrb cite` on an index of the seeds: photos cited by their credits, titles in one separator.
final class CitationTests: XCTestCase {
    private func onlyHitID(_ runner: LLRBRunner, _ query: String) throws -> String {
        let (_, hits) = try runner.searchHits(query)
        XCTAssertEqual(hits.count, 1, "hits for \(query)")
        return try XCTUnwrap(hits.first?["id"] as? String, "no hit for \(query)")
    }

    /// Seed 000's photo of 义务植树 (`肖继旺 摄`, no headline, no text) is cited as GB/T 7714
    /// cites a work: its photographer as creator with the role, its caption as the supplied
    /// title; BibTeX and CSL-JSON name the photographer too, and keep the credit.
    func testAPhotoIsCitedByItsPhotographerWithItsCaptionAsTitle() throws {
        let runner = try LLRBRunner.withSeeds()
        let id = try onlyHitID(runner, "caption:义务植树")
        let gbt = try runner.run(["cite", id])
        XCTAssertEqual(gbt.stdout, "肖继旺, 摄. [图为3月12日方山县前东旺坪村干部群众正在义务植树][N]. 吕梁日报, 2020-03-13(1).\n")
        let bibtex = try runner.run(["cite", id, "--format", "bibtex"]).stdout
        XCTAssertTrue(bibtex.contains("author = {{肖继旺}}"), bibtex)
        XCTAssertTrue(bibtex.contains("note = {肖继旺 摄}"), bibtex)
        let csl = try runner.run(["cite", id, "--format", "csl-json"])
        let item = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(csl.stdout.utf8)) as? [[String: Any]])?.first)
        XCTAssertEqual(item["author"] as? [[String: String]], [["literal": "肖继旺"]])
        XCTAssertEqual(item["note"] as? String, "肖继旺 摄")
        XCTAssertEqual(item["title"] as? String, "[图为3月12日方山县前东旺坪村干部群众正在义务植树]")
        let twoPhotographers = try runner.run(["cite", try onlyHitID(runner, "caption:采摘草莓")])
        XCTAssertTrue(twoPhotographers.stdout.hasPrefix("薛力娜, 张志茹, 摄. [图为游客在大棚内采摘草莓][N]."), twoPhotographers.stdout)
    }

    /// A headline and its subtitle are joined by the full-width colon the paper prints in its
    /// own titles (`孝义市：坚持创新为上`), never an ASCII `: ` beside it.
    func testHeadlineAndSubtitleAreJoinedByAFullWidthColon() throws {
        let runner = try LLRBRunner.withSeeds()
        let withSubtitle = try runner.run(["cite", try onlyHitID(runner, "headline:奋楫争先谱华章")])
        XCTAssertTrue(withSubtitle.stdout.hasPrefix("王涛. 奋楫争先谱华章：我市加快推进项目建设综述[N]."), withSubtitle.stdout)
        let bibtex = try runner.run(["cite", try onlyHitID(runner, "headline:奋楫争先谱华章"), "--format", "bibtex"]).stdout
        XCTAssertTrue(bibtex.contains("title = {奋楫争先谱华章：我市加快推进项目建设综述}"), bibtex)
        for query in ["headline:坚持创新为上", "headline:孙大军主持"] {
            let citation = try runner.run(["cite", try onlyHitID(runner, query)]).stdout
            let title = try XCTUnwrap(citation.components(separatedBy: "[N]").first)
            XCTAssertFalse(title.contains(":"), citation)
            XCTAssertTrue(title.contains("："), citation)
        }
    }

    /// A headline corrected to text that closes a BibTeX value (`A}, author = {Evil}, note =
    /// {x`) and holds every character LaTeX gives a meaning stays the title: one BibTeX entry of
    /// exactly its own fields, read back as BibTeX reads it; the same headline whole in CSL-JSON
    /// and, on one line, in GB/T 7714.
    func testACorrectedHeadlineStaysOneValueInEveryFormat() throws {
        let runner = try LLRBRunner.withCopyOfSeed("000")
        let id = "9895-64ed71-3"
        let headline = #"A}, author = {Evil}, note = {x \ 100% #1 & $_^~ "q""#
        let corrected = try runner.run(["correct", id, "--headline", headline])
        XCTAssertEqual(corrected.status, 0, corrected.stderr)

        let bibtex = try runner.run(["cite", id, "--format", "bibtex"])
        XCTAssertEqual(bibtex.status, 0, bibtex.stderr)
        let entries = try bibtexEntries(bibtex.stdout)
        XCTAssertEqual(entries.count, 1, bibtex.stdout)
        let fields = try XCTUnwrap(entries.first)
        XCTAssertEqual(fields.map(\.name), ["author", "title", "journaltitle", "entrysubtype", "date", "number", "pages", "langid"])
        XCTAssertEqual(fields.first { $0.name == "title" }?.value,
                       #"A\textbraceright{}, author = \textbraceleft{}Evil\textbraceright{}, note = \textbraceleft{}x "#
                       + ##"\textbackslash{} 100\% \#1 \& \$\_\textasciicircum{}\textasciitilde{} "q""##)
        XCTAssertEqual(fields.first { $0.name == "author" }?.value, "{付永文}")

        let csl = try runner.run(["cite", id, "--format", "csl-json"])
        let item = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(csl.stdout.utf8)) as? [[String: Any]])?.first, csl.stdout)
        XCTAssertEqual(item["title"] as? String, headline)
        let gbt = try runner.run(["cite", id])
        XCTAssertEqual(gbt.stdout, "付永文. \(headline)[N]. 吕梁日报, 2020-03-13(1).\n")
    }

    /// The fields of each `@type{key, name = {value}, …}` in `text`, read as BibTeX reads them:
    /// a value runs to the brace that balances its first, counting every brace (BibTeX knows no
    /// escaped brace).
    private func bibtexEntries(_ text: String) throws -> [[(name: String, value: String)]] {
        var entries: [[(name: String, value: String)]] = []
        var rest = Substring(text)
        func skipSpaces() { rest = rest.drop { $0.isWhitespace } }
        while let at = rest.firstIndex(of: "@") {
            rest = rest[at...]
            let open = try XCTUnwrap(rest.firstIndex(of: "{"), "an entry with no brace")
            let comma = try XCTUnwrap(rest.firstIndex(of: ","), "an entry with no key")
            rest = rest[rest.index(after: max(open, comma))...]
            var fields: [(name: String, value: String)] = []
            while true {
                skipSpaces()
                guard let first = rest.first, first != "}" else { break }
                let equals = try XCTUnwrap(rest.firstIndex(of: "="), "a field with no value: \(rest)")
                let name = rest[..<equals].trimmingCharacters(in: .whitespaces)
                rest = rest[rest.index(after: equals)...]
                skipSpaces()
                XCTAssertEqual(rest.first, "{", "a value not in braces: \(rest)")
                var depth = 0
                var end = rest.startIndex
                for index in rest.indices {
                    if rest[index] == "{" { depth += 1 }
                    if rest[index] == "}" { depth -= 1 }
                    if depth == 0 { end = index; break }
                }
                fields.append((name, String(rest[rest.index(after: rest.startIndex)..<end])))
                rest = rest[rest.index(after: end)...]
                skipSpaces()
                if rest.first == "," { rest = rest.dropFirst() }
            }
            entries.append(fields)
            rest = rest.dropFirst()
        }
        return entries
    }
}

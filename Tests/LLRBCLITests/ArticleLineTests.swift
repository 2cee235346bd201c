import Foundation
import LLRBIndex
import LLRBParser
import XCTest
@testable import llrb

/// `export` writes its JSON as bytes, by hand (`JSONBytes`), for speed: its lines must be
/// exactly what `show --json`'s encoder makes of the same article, for every field and text.
final class ArticleLineTests: XCTestCase {
    /// A record with every optional field present or empty, and texts that need escaping.
    private func fullRecord() -> ArticleRecord {
        let credit = Byline(role: "摄", name: "肖 继旺", lines: SourceLines(line: 30))
        let caption = Caption(text: "图为\"义务植树\"\t📷", credits: [credit], lines: SourceLines(first: 29, last: 30))
        let article = Article(
            headline: "组织29个工作组\\开展调研", kicker: "中共中央办公厅印发通知", subheadlines: ["——综述", ""],
            bylines: [Byline(role: "本报记者", name: "王涛", lines: SourceLines(line: 4)), Byline(role: "", name: "Zoë·李")],
            dateline: "新华社北京3月12日电",
            body: [Paragraph(text: "3月12日,全国5G基站\r\n达到100万个。\u{1}\u{7F}", lines: SourceLines(first: 5, last: 7)),
                   Paragraph(kind: .sectionHeader, text: "\"组合拳\"", lines: SourceLines(line: 9))],
            captions: [caption],
            continuedTo: Continuation(page: 4, printed: "下转4版", lines: SourceLines(line: 13)),
            continuedFrom: Continuation(page: -1, printed: "", lines: SourceLines(line: 0)),
            rubric: "特别报道", headlineLines: SourceLines(first: 1, last: 3), lines: SourceLines(first: 1, last: 14))
        let page = Page(
            date: "2020-03-13", dateSource: .lunar, dateEvidence: [.lunarDate("庚子年二月二十")], issueNumber: 9895,
            lunarDate: "庚子年二月二十", lunar: LunarDate(year: "庚子", month: 2, isLeapMonth: true, day: 20), weekday: 5,
            pageCount: 8, pageNumber: 1, serialNumber: "CN14-0028", postalCode: "21-28", mastheadLines: SourceLines(first: 1, last: 2),
            articles: [article], captions: [caption],
            footer: Footer(department: "要闻部", layoutEditors: ["李刚"], editors: ["岳旭强", "梁瑜"], email: "ywb@example.com",
                           lines: SourceLines(line: 50)),
            noise: [NoiseLine(text: "# 棺", reason: "OCR garbage", lines: SourceLines(line: 45))], warnings: ["星期五 does not fit"])
        return ArticleRecord(id: "9895-64ed71-1", file: "pages/a \"b\".txt", ordinal: 1, page: page.withoutArticles, article: article)
    }

    private func line(_ record: ArticleRecord, writer: inout ArticleLine) -> String {
        var json = JSONBytes()
        XCTAssertNoThrow(try writer.write(record, into: &json))
        return String(decoding: json.bytes, as: UTF8.self)
    }

    /// What `show --json`'s encoder makes of the record, its page without the page's furniture
    /// that a line leaves out.
    private func shown(_ record: ArticleRecord) throws -> String {
        guard case .object(var fields) = try JSONTreeEncoder.encode(ArticleJSON(record, among: [])),
              case .object(var page) = fields["page"] else { throw CocoaError(.coderInvalidValue) }
        let kept = Set(ArticleLine.pageFields.map(\.name))
        for name in page.keys where !kept.contains(name) { page[name] = nil }
        fields["page"] = .object(page)
        return JSONValue.object(fields).compact
    }

    func testEveryFieldIsWrittenAsShowsEncoderWritesIt() throws {
        var writer = ArticleLine()
        let full = fullRecord()
        XCTAssertEqual(line(full, writer: &writer), try shown(full))
        let bare = ArticleRecord(id: "x", file: "f", ordinal: 2, page: Page(),
                                 article: Article(headline: "", lines: SourceLines(line: 1)))
        XCTAssertEqual(line(bare, writer: &writer), try shown(bare), "absent values are null, and a new page is written anew")
    }

    /// A line's page says when and where the article ran and how its date was known, and leaves
    /// out the page's noise, footer and captions: the same on every line of the page.
    /// A line's corrections are written as `show --json` writes them, absent values as `null`.
    func testALinesCorrectionsAreWrittenAsShowsEncoderWritesThem() throws {
        let record = fullRecord()
        let anchor = CorrectionAnchor(file: record.file, contentHash: 7, article: record.id, lines: SourceLines(line: 1))
        let notes = [Correction(number: 2, date: "2026-11-28T10:00:00Z", anchor: anchor, change: .headline(old: "旧", new: "新")),
                     Correction(number: 5, date: "2026-11-28T11:00:00Z", by: "李明", note: "OCR \"误\"", anchor: anchor,
                                change: .headline(old: "新", new: "新闻"))].map(CorrectionNote.init)
        var writer = ArticleLine(), json = JSONBytes()
        try writer.write(record, corrections: notes, into: &json)
        var shown = ArticleJSON(record, among: [])
        shown.corrections = notes
        guard case .object(let line) = JSONValue(foundation: try JSONSerialization.jsonObject(with: Data(json.bytes))),
              case .object(let expected) = try JSONTreeEncoder.encode(shown) else {
            return XCTFail("both are objects")
        }
        XCTAssertEqual(line["corrections"], expected["corrections"])
        guard case .array(let written)? = line["corrections"], case .object(let first)? = written.first else { return XCTFail("a list of notes") }
        XCTAssertEqual(first["by"], .null)
        XCTAssertEqual(first["note"], .null)
    }

    func testALinesPageKeepsItsMastheadFactsAndLeavesOutThePagesFurniture() throws {
        var writer = ArticleLine()
        let written = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(line(fullRecord(), writer: &writer).utf8)) as? [String: Any])
        let page = try XCTUnwrap(written["page"] as? [String: Any])
        XCTAssertEqual(Set(page.keys), ["date", "dateSource", "dateEvidence", "issueNumber", "lunarDate", "lunar", "weekday", "pageCount",
                                        "pageNumber", "serialNumber", "postalCode", "mastheadLines", "warnings", "scan"])
        XCTAssertEqual(page["dateSource"] as? String, "lunar")
    }

    func testEverySeedArticleIsWrittenAsShowsEncoderWritesIt() throws {
        let runner = try LLRBRunner.withSeeds()
        let index = try ArchiveIndex.open(at: runner.indexDirectory)
        var writer = ArticleLine(), compared = 0, failures: [String] = []
        try index.forEachRecord { record in
            let expected = (try? shown(record)) ?? ""
            if line(record, writer: &writer) != expected { failures.append(record.id) }
            compared += 1
        }
        XCTAssertEqual(compared, index.articleCount)
        XCTAssertEqual(failures, [])
    }

    func testAnElasticsearchDocumentHoldsTheArticlesSearchableFields() throws {
        var json = JSONBytes()
        try ElasticsearchDocument().write(fullRecord(), into: &json)
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.bytes)) as? [String: Any])
        XCTAssertEqual(document["authors"] as? [String], ["王涛", "Zoë·李", "肖继旺"])
        XCTAssertEqual(document["body"] as? String, "3月12日,全国5G基站\r\n达到100万个。\u{1}\u{7F}\n\"组合拳\"")
        XCTAssertEqual(document["bylines"] as? [[String: String]], [["name": "王涛", "role": "记者"], ["name": "Zoë·李", "role": "作者"]])
        XCTAssertEqual(document["captions"] as? [String], ["图为\"义务植树\"\t📷"])
        XCTAssertEqual(document["year"] as? Int, 2020)
        XCTAssertEqual(document["pageNumber"] as? Int, 1)
        XCTAssertEqual(document["dateSource"] as? String, "lunar")
        let mapping = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(ElasticsearchMapping.json.utf8)) as? [String: Any])
        let properties = try XCTUnwrap((mapping["mappings"] as? [String: Any])?["properties"] as? [String: Any])
        XCTAssertEqual(Set(document.keys), Set(properties.keys), "the mapping types every key of a document, and no other")
    }

    /// A field added to the description of an article is shown by `show --json`, written in a
    /// JSON Lines line, sent in an Elasticsearch document and typed in its mapping, with nothing
    /// else to edit.
    func testAFieldAddedToTheDescriptionIsShownExportedAndMapped() throws {
        var description = ArticleDescription.standard
        description.fields.append(ArticleField("rubricAgain", .optionalText(\.rubric), searched: .term))
        let record = fullRecord()
        var shown = ArticleJSON(record, among: [])
        shown.fields = description
        guard case .object(let fields) = try JSONTreeEncoder.encode(shown) else { return XCTFail("show --json is an object") }
        XCTAssertEqual(fields["rubricAgain"], .string("特别报道"))
        var writer = ArticleLine(description: description), json = JSONBytes()
        try writer.write(record, into: &json)
        let line = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.bytes)) as? [String: Any])
        XCTAssertEqual(line["rubricAgain"] as? String, "特别报道")
        json.removeAll()
        try ElasticsearchDocument(description: description).write(record, into: &json)
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.bytes)) as? [String: Any])
        XCTAssertEqual(document["rubricAgain"] as? String, "特别报道")
        let mapping = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(ElasticsearchMapping.json(for: description).utf8)) as? [String: Any])
        let properties = try XCTUnwrap((mapping["mappings"] as? [String: Any])?["properties"] as? [String: Any])
        XCTAssertEqual(properties["rubricAgain"] as? [String: String], ["type": "keyword"])
        XCTAssertEqual(Set(document.keys), Set(properties.keys))
    }
}

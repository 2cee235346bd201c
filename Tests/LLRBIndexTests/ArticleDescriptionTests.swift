import Foundation
@testable import LLRBEngine
import LLRBParser
import XCTest
@testable import LLRBIndex

/// The description of an article is what the record's coding and the search fields are made
/// of: a field added to it is stored and read back, one taken out is not stored, and a search
/// field's parts are those it lists.
final class ArticleDescriptionTests: XCTestCase {
    private let article: Article = {
        var article = RecordFixtures.fullPage().articles[0]
        article.rubric = "特别报道"
        return article
    }()

    private func stored(_ description: ArticleDescription) -> [UInt8] {
        var writer = ByteWriter()
        StoredArticle(ordinal: 3, article: article).write(to: &writer, headlineEmptyMask: nil, bodyShared: false,
                                                          layout: StoredArticle.Layout(description))
        return writer.bytes
    }

    private func read(_ bytes: [UInt8], _ description: ArticleDescription) throws -> Article {
        let summary = HitSummary(ArticleRecord(id: "x-00000000-3", file: "page.txt", ordinal: 3, page: Page(), article: article))
        return try bytes.withUnsafeBytes { buffer throws(FormatError) in
            var reader = ByteReader(buffer)
            let read = try StoredArticle(from: &reader, summary: summary, headlineShared: false, headlineField: "", sharedBody: nil,
                                         layout: StoredArticle.Layout(description))
            XCTAssertTrue(reader.isAtEnd, "every byte read")
            XCTAssertEqual(read.ordinal, 3)
            return read.article
        }
    }

    func testAFieldAddedToTheDescriptionIsStoredAndReadBack() throws {
        var extended = ArticleDescription.standard
        extended.fields.append(ArticleField("rubricAgain", .optionalText(\.rubric), searched: .term))
        let standard = stored(.standard), added = stored(extended)
        var rubric = ByteWriter()
        rubric.appendText("特别报道")
        XCTAssertEqual(added.count, standard.count + rubric.bytes.count, "the added field's text is stored once more")
        XCTAssertEqual(try read(standard, .standard), article)
        XCTAssertEqual(try read(added, extended), article)
    }

    /// Records of another description are coded otherwise, so its index names another records'
    /// format and one description's index is refused by the other's reader.
    func testAFieldAddedOrTakenOutChangesTheRecordsFormat() {
        var extended = ArticleDescription.standard
        extended.fields.append(ArticleField("rubricAgain", .optionalText(\.rubric), searched: .term))
        var reduced = ArticleDescription.standard
        reduced.fields.removeAll { $0.name == ArticleField.rubric.name }
        let formats = [ArticleDescription.standard, extended, reduced].map(\.schema.layout.recordFormat)
        XCTAssertEqual(Set(formats).count, 3, "\(formats)")
        XCTAssertEqual(formats[0], FieldSchema.articles.layout.recordFormat, """
            the index's schema is the standard description's: record recordFormat(of:) of its fields in \
            ArticleDescription.standardRecordFormat (and raise codingRevision if a kind is coded another way)
            """)
        var derived = ArticleDescription.standard
        derived.fields.append(ArticleField("pageAgain", .derived(.page)))
        XCTAssertEqual(derived.schema.layout.recordFormat, formats[0], "a field no record stores leaves the format as it is")
    }

    func testAFieldTakenOutOfTheDescriptionIsNotStored() throws {
        var reduced = ArticleDescription.standard
        reduced.fields.removeAll { $0.name == ArticleField.rubric.name }
        XCTAssertLessThan(stored(reduced).count, stored(.standard).count)
        var expected = article
        expected.rubric = nil
        XCTAssertEqual(try read(stored(reduced), reduced), expected)
    }

    func testWithoutAKickerTheSubheadlinesAreStillStored() throws {
        var reduced = ArticleDescription.standard
        reduced.fields.removeAll { $0.name == ArticleField.kicker.name }
        let read = try read(stored(reduced), reduced)
        XCTAssertEqual(read.subheadlines, article.subheadlines)
        XCTAssertEqual(read.kicker, article.kicker, "the headline parts hold the kicker all the same")
    }

    func testASearchFieldIsMadeOfThePartsTheDescriptionLists() {
        var description = ArticleDescription.standard
        XCTAssertEqual(DocumentBuilder.fields(of: article)[.headline]?.split(separator: "\n").first, "特别报道", "the rubric first")
        description.searchFields = [ArticleSearchField(ArticleSearchField.caption.declared, parts: [.captions, .rubric])]
        let fields = DocumentBuilder.fields(of: article, description: description)
        XCTAssertEqual(fields.keys.map(\.name), ["caption"])
        XCTAssertEqual(fields[description.field(.caption)], "图为3月12日，方山县“义务植树”📷\n摄 肖继旺\n特别报道")
    }

    /// A search field added to a description is in its schema, by name and alias, and holds
    /// the text of its parts; the fields before it keep their codes.
    func testASearchFieldAddedToTheDescriptionIsInItsSchemaAndFilled() throws {
        var description = ArticleDescription.standard
        let kicker = ArticleSearchField(.init(name: "kicker", aliases: ["引题"], weight: 2), parts: [.kicker])
        description.searchFields.append(kicker)
        let field = description.field(kicker)
        XCTAssertEqual(description.schema.field(named: "引题"), field)
        XCTAssertEqual(description.schema.field(named: "headline"), SearchField.headline)
        XCTAssertEqual(Int(field.code), ArticleDescription.standard.searchFields.count)
        let kickerText = try XCTUnwrap(article.kicker)
        XCTAssertEqual(DocumentBuilder.fields(of: article, description: description)[field], kickerText)
    }

    /// Every stored property of `Article` is a field of the description, in declaration order:
    /// a property added to the model and not to the description would be neither stored nor shown.
    func testTheDescriptionHoldsEveryPropertyOfAnArticle() {
        let properties = Mirror(reflecting: article).children.compactMap(\.label)
        let described = ArticleDescription.standard.fields.filter(\.value.isArticles).map(\.name)
        XCTAssertEqual(described, properties)
    }

    /// What the record's layout and the search fields are made of, as recorded with the
    /// versions that say so: a field added to the description, moved or changed in kind changes
    /// the stored bytes (raise `ArticleDescription.codingRevision`, the archive's own, so an
    /// index of older records is refused, not misread) or the indexed texts (raise
    /// `DocumentBuilder.revision`, so pages are read again).
    func testTheDescriptionIsRecordedWithTheCodingAndTheDocumentRevision() {
        let layout = StoredArticle.Layout.standard.fields.map { "\($0.form) \(Self.kind(of: $0.value))" }.joined(separator: ", ")
        XCTAssertEqual("\(layout) at coding revision \(ArticleDescription.codingRevision)", """
            headlineParts optionalText, byKind optionalText, body paragraphs, photoCaptions captions, byKind continuation, \
            byKind continuation, byKind optionalText, byKind optionalLines at coding revision 2
            """, "the record's layout changed: raise ArticleDescription.codingRevision and record the layout here")
        let search = ArticleDescription.standard.searchFields.filter { !$0.parts.isEmpty }.map {
            "\($0.declared.name): \($0.parts.map(\.name).joined(separator: " "))"
        }
        XCTAssertEqual("\(search.joined(separator: "; ")) at revision \(DocumentBuilder.revision)",
                       "headline: rubric kicker headline subheadlines; byline: bylines dateline; body: body; caption: captions at revision 3",
                       "the search fields changed: raise DocumentBuilder.revision and record them here")
    }

    private static func kind(of value: ArticleField.Value) -> String {
        switch value {
        case .text: "text"
        case .optionalText: "optionalText"
        case .texts: "texts"
        case .bylines: "bylines"
        case .paragraphs: "paragraphs"
        case .captions: "captions"
        case .continuation: "continuation"
        case .optionalLines: "optionalLines"
        case .lines: "lines"
        case .recordText, .recordNumber, .pageText, .pageNumber, .derived: "not the article's"
        }
    }
}

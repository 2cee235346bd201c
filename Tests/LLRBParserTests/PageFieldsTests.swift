import XCTest
import LLRBParser

/// `Page.fields` is the one description of a page that the index's codec and the CLI's JSON
/// writers iterate: it must name every stored property, in order, each with its own key path.
final class PageFieldsTests: XCTestCase {
    func testFieldsNameEveryStoredPropertyInDeclarationOrder() {
        let properties = Mirror(reflecting: Page()).children.compactMap(\.label)
        XCTAssertEqual(Page.fields.map(\.name), properties, """
            Page's stored properties and Page.fields differ: a field added to Page must be added to \
            Page.fields too (then the index stores it and every JSON shows it)
            """)
    }

    func testEachFieldsKeyPathReadsThePropertyOfItsName() {
        let page = Page(date: "d", dateSource: .footer, dateEvidence: [.dayAfterNews], issueNumber: 1, lunarDate: "l",
                        lunar: LunarDate(year: "庚子", month: 2, isLeapMonth: false, day: 20), weekday: 2, pageCount: 3,
                        pageNumber: 4, serialNumber: "s", postalCode: "p", mastheadLines: SourceLines(first: 5, last: 6),
                        articles: [Article(headline: "a", lines: SourceLines(line: 1))], captions: [Caption(text: "c", credits: [], lines: SourceLines(line: 7))],
                        footer: Footer(department: "f", lines: SourceLines(line: 8)),
                        noise: [NoiseLine(text: "n", reason: "r", lines: SourceLines(line: 9))], warnings: ["w"],
                        scan: PageScan(file: "p.png", format: .png, width: 10, height: 20))
        let properties = Dictionary(uniqueKeysWithValues: Mirror(reflecting: page).children.map { ($0.label ?? "", "\($0.value)") })
        for field in Page.fields {
            XCTAssertEqual(describe(field.value, of: page), properties[field.name], field.name)
        }
    }

    func testAPageWithoutArticlesKeepsEveryOtherField() {
        var page = Page(date: "2020-03-13", issueNumber: 9895, articles: [Article(headline: "a", lines: SourceLines(line: 1))], warnings: ["w"])
        let stored = page.withoutArticles
        XCTAssertTrue(stored.articles.isEmpty)
        page.articles = []
        XCTAssertEqual(stored, page)
    }

    private func describe(_ value: Page.Value, of page: Page) -> String {
        switch value {
        case .text(let path): "\(page[keyPath: path] as Any)"
        case .dateSource(let path): "\(page[keyPath: path] as Any)"
        case .number(let path): "\(page[keyPath: path] as Any)"
        case .lunar(let path): "\(page[keyPath: path] as Any)"
        case .lines(let path): "\(page[keyPath: path] as Any)"
        case .footer(let path): "\(page[keyPath: path] as Any)"
        case .texts(let path): "\(page[keyPath: path])"
        case .dateEvidence(let path): "\(page[keyPath: path])"
        case .captions(let path): "\(page[keyPath: path])"
        case .noise(let path): "\(page[keyPath: path])"
        case .scan(let path): "\(page[keyPath: path] as Any)"
        case .articles(let path): "\(page[keyPath: path])"
        }
    }
}

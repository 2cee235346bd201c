@testable import LLRBEngine
import LLRBParser
import XCTest
@testable import LLRBIndex

/// A stored page's fields follow `Page.fields` (docs/FORMAT.md, "Records"), so a field added to
/// `Page` changes the bytes of every record: this test notices, and asks for the archive's coding
/// revision to be raised with it.
final class StoredPageLayoutTests: XCTestCase {
    /// The stored page's fields in the order written, `?n` for an optional one's presence bit,
    /// as coding revision `revision` lays them out.
    private let recorded = (revision: 2, layout: [
        "date?0", "dateSource?1", "lunarDate?3", "serialNumber?8", "postalCode?9", "issueNumber?2", "weekday?5", "pageCount?6",
        "pageNumber?7", "lunar?4", "mastheadLines?10", "footer?11", "scan?12", "dateEvidence", "captions", "noise", "warnings",
    ])

    func testTheStoredPagesLayoutIsTheFormatVersions() {
        let layout = StoredPageOrder.fields.map { $0.field.name + ($0.presenceBit.map { "?\($0)" } ?? "") }
        XCTAssertEqual("revision \(recorded.revision): \(recorded.layout)", "revision \(ArticleDescription.codingRevision): \(layout)", """
            A stored page's fields changed: old indexes cannot be read as they were written. Raise \
            ArticleDescription.codingRevision, say why in docs/FORMAT.md, and record the new layout here.
            """)
    }

    func testAPagesFieldsComeBackFromItsBytes() throws {
        try assertRoundTrip(RecordFixtures.fullPage().withoutArticles)
    }

    func testAPagesScanComesBackFromItsBytes() throws {
        var page = RecordFixtures.fullPage().withoutArticles
        page.scan = PageScan(file: "20200313-01.jpg", format: .jpeg, width: 4000, height: 6000)
        try assertRoundTrip(page)
        page.scan?.lines = [(3, 120, 80, 900, 60), (4, 120, 150, 3880, 40), (9, 0, 5900, 4000, 100)].compactMap {
            ScanLine(line: $0.0, x: $0.1, y: $0.2, width: $0.3, height: $0.4)
        }
        XCTAssertEqual(page.scan?.lines.count, 3)
        try assertRoundTrip(page)
    }

    func testAStoredScanLineOffItsImageIsRefused() throws {
        var page = Page()
        page.scan = PageScan(file: "x.img", format: .png, width: 100, height: 100,
                             lines: [ScanLine(line: 1, x: 10, y: 10, width: 50, height: 10)].compactMap { $0 })
        var writer = ByteWriter()
        writer.appendPage(page)
        // The image's width, 100, is the byte after the name and format; made 20, the line's box
        // (10 + 50) falls off it.
        var bytes = writer.bytes
        let width = try XCTUnwrap(bytes.firstRange(of: Array("png".utf8))).upperBound
        XCTAssertEqual(bytes[width], 200, "100 zigzag-coded")
        bytes[width] = 40
        try bytes.withUnsafeBytes { raw in
            var reader = ByteReader(raw)
            XCTAssertThrowsError(try reader.readPage())
        }
    }

    func testEveryKindOfDateEvidenceComesBackFromItsBytes() throws {
        let lead = DateEvidence.NewsLead(month: 2, day: 16, line: 37)
        var page = Page()
        page.dateEvidence = [
            .mastheadDay(year: 2020, month: 3, day: 13), .mastheadMonth(year: 2020, month: 3), .lunarDate("庚子年闰四月廿一"),
            .weekday(5), .footerDate("2020-06-22"), .fileName(name: "20240307-04.txt", date: "2024-03-07"),
            .latestNewsLead(lead), .storyYear(.init(year: 2024, line: 398)), .storyYear(.init(year: 2023, line: 33, reviewed: true, of: lead)),
            .storyYear(.init(year: 2023, line: -1, of: lead)), .noticeSigned(text: "2020年5月13日", line: 11), .dayAfterNews,
            .frontPage(issueNumber: 10906, mastheadLines: SourceLines(first: 1, last: 8), date: "2023-02-17"),
            .frontPage(issueNumber: nil, mastheadLines: nil, date: "2023-02-17"),
        ]
        try assertRoundTrip(page)
    }

    private func assertRoundTrip(_ page: Page) throws {
        var writer = ByteWriter()
        writer.appendPage(page)
        try writer.bytes.withUnsafeBytes { bytes in
            var reader = ByteReader(bytes)
            XCTAssertEqual(try reader.readPage(), page)
            XCTAssertTrue(reader.isAtEnd)
        }
    }
}

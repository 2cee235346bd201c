import LLRBParser
import XCTest
@testable import LLRBIndex

/// A stored page's fields follow `Page.fields` (docs/FORMAT.md, "Records"), so a field added to
/// `Page` changes the bytes of every segment: this test notices, and asks for the format version
/// to be raised with it.
final class StoredPageLayoutTests: XCTestCase {
    /// The stored page's fields in the order written, `?n` for an optional one's presence bit,
    /// as format `version` lays them out.
    private let recorded = (version: UInt32(10), layout: [
        "date?0", "dateSource?1", "lunarDate?3", "serialNumber?8", "postalCode?9", "issueNumber?2", "weekday?5", "pageCount?6",
        "pageNumber?7", "lunar?4", "mastheadLines?10", "footer?11", "dateEvidence", "captions", "noise", "warnings",
    ])

    func testTheStoredPagesLayoutIsTheFormatVersions() {
        let layout = StoredPageOrder.fields.map { $0.field.name + ($0.presenceBit.map { "?\($0)" } ?? "") }
        XCTAssertEqual("format \(recorded.version): \(recorded.layout)", "format \(SegmentLayout.version): \(layout)", """
            A stored page's fields changed: old indexes cannot be read as they were written. Raise \
            SegmentLayout.version, say why in docs/FORMAT.md, and record the new layout here.
            """)
    }

    func testAPagesFieldsComeBackFromItsBytes() throws {
        let page = RecordFixtures.fullPage().withoutArticles
        var writer = ByteWriter()
        writer.appendPage(page)
        try writer.bytes.withUnsafeBytes { bytes in
            var reader = ByteReader(bytes)
            XCTAssertEqual(try reader.readPage(), page)
            XCTAssertTrue(reader.isAtEnd)
        }
    }
}

import Foundation
import LLRBViews
import XCTest

/// An index re-reads its pages for the office table only when `OfficeTable.version` changes
/// (it joins the parse fingerprint), so a change to what `OfficeReader` reads must raise it, or
/// existing indexes keep the older rows for good: this test keeps the digest of the code that
/// writes the rows with the version it was recorded at.
final class OfficeTableVersionTests: XCTestCase {
    /// The code of People/ (all of it: a file a row depends on may come or go), of
    /// `LuliangPlace` and of `Surnames`, with the version its rows are written at.
    private let recordedSources = (digest: "a37a1b9215c2c707", version: UInt32(7))

    func testTheReadersCodeIsRecordedWithTheTablesVersion() throws {
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let folder = package.appendingPathComponent("Sources/LLRBViews/People")
        // People/, and the one list of places and the one of surnames its reader takes.
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
            + ["../../LLRBParser/Model/LuliangPlace.swift", "../../LLRBParser/Recognisers/Surnames.swift"]
        XCTAssertTrue(files.contains("OfficeReader.swift"))
        var digest: UInt64 = 0xCBF2_9CE4_8422_2325 // FNV-1a 64 of each name and its bytes
        for file in files {
            for byte in Array(file.utf8) + [0] + Array(try Data(contentsOf: folder.appendingPathComponent(file))) + [0] {
                digest = (digest ^ UInt64(byte)) &* 0x100_0000_01B3
            }
        }
        let found = String(digest, radix: 16)
        XCTAssertEqual("\(recordedSources.digest) at version \(recordedSources.version)", "\(found) at version \(OfficeTable().version)", """
            the office reader's code changed: if any article may read differently, raise OfficeTable.version (so that \
            indexes re-read their pages); either way record (digest: "\(found)", version: the version) in recordedSources
            """)
    }
}

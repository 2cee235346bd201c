import LLRBIndex
import XCTest

/// A scan is known by its header alone: JPEG, PNG and WebP sizes read where each format puts
/// them, and anything else (HTML named `.png`, a header of a giant, a truncated file) no scan.
final class ScanImageTests: XCTestCase {
    private static func bigEndian(_ value: Int, bytes: Int) -> [UInt8] {
        (0..<bytes).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }

    private static func littleEndian(_ value: Int, bytes: Int) -> [UInt8] {
        (0..<bytes).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }

    static func png(width: Int, height: Int) -> [UInt8] {
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + bigEndian(13, bytes: 4) + Array("IHDR".utf8)
            + bigEndian(width, bytes: 4) + bigEndian(height, bytes: 4) + [8, 2, 0, 0, 0] + [0, 0, 0, 0]
    }

    /// A JPEG whose frame header (`frame`: SOF0 baseline, SOF2 progressive) follows an APP0, a
    /// Huffman table (whose marker is among SOF's but no frame) and `metadata` bytes of EXIF.
    static func jpeg(width: Int, height: Int, frame: UInt8 = 0xC0, metadata: Int = 100) -> [UInt8] {
        var bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0] + bigEndian(16, bytes: 2) + Array("JFIF\0".utf8) + [1, 1, 0, 0, 1, 0, 1, 0, 0]
        bytes += [0xFF, 0xC4] + bigEndian(2 + 17, bytes: 2) + [UInt8](repeating: 0, count: 17)
        var left = metadata
        while left > 0 {
            let segment = min(left, 65_000)
            bytes += [0xFF, 0xE1] + bigEndian(2 + segment, bytes: 2) + [UInt8](repeating: 0x45, count: segment)
            left -= segment
        }
        return bytes + [0xFF, frame] + bigEndian(17, bytes: 2) + [8] + bigEndian(height, bytes: 2) + bigEndian(width, bytes: 2)
            + [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
    }

    static func webp(_ chunk: String, payload: [UInt8]) -> [UInt8] {
        Array("RIFF".utf8) + littleEndian(4 + 8 + payload.count, bytes: 4) + Array("WEBP".utf8) + Array(chunk.utf8)
            + littleEndian(payload.count, bytes: 4) + payload
    }

    private func described(_ header: [UInt8]) -> String? {
        ScanImage(header: header).map { "\($0.format.rawValue) \($0.width) × \($0.height)" }
    }

    func testAPNGsSizeIsItsHeaders() {
        XCTAssertEqual(described(Self.png(width: 2480, height: 3508)), "png 2480 × 3508")
    }

    func testAJPEGsSizeIsItsFramesPastItsMetadataAndTables() {
        XCTAssertEqual(described(Self.jpeg(width: 4000, height: 6000)), "jpeg 4000 × 6000")
        XCTAssertEqual(described(Self.jpeg(width: 300, height: 200, frame: 0xC2, metadata: 150_000)),
                       "jpeg 300 × 200", "a progressive frame after 150 KB of EXIF")
        XCTAssertLessThan(Self.jpeg(width: 300, height: 200, metadata: 150_000).count, ScanImage.headerLimit)
    }

    func testEachKindOfWebPGivesItsSize() {
        let lossy = Self.webp("VP8 ", payload: [0x30, 0x01, 0x00, 0x9D, 0x01, 0x2A] + Self.littleEndian(1200, bytes: 2)
                              + Self.littleEndian(1600, bytes: 2) + [0, 0])
        XCTAssertEqual(described(lossy), "webp 1200 × 1600")
        let bits = (1200 - 1) | (1600 - 1) << 14
        let lossless = Self.webp("VP8L", payload: [0x2F] + Self.littleEndian(bits, bytes: 4) + [0, 0, 0, 0, 0])
        XCTAssertEqual(described(lossless), "webp 1200 × 1600")
        let extended = Self.webp("VP8X", payload: [0x10, 0, 0, 0] + Self.littleEndian(1199, bytes: 3) + Self.littleEndian(1599, bytes: 3))
        XCTAssertEqual(described(extended), "webp 1200 × 1600")
    }

    func testWhatIsNoImageOrAGiantsHeaderIsNoScan() {
        XCTAssertNil(ScanImage(header: Array("<!DOCTYPE html><html><body>not a scan</body></html>".utf8)), "HTML named .png")
        XCTAssertNil(ScanImage(header: Self.png(width: 20_000, height: 20_000)), "a 20,000 × 20,000 header")
        XCTAssertNil(ScanImage(header: Self.png(width: 0, height: 100)))
        XCTAssertNil(ScanImage(header: Array(Self.png(width: 100, height: 100).prefix(20))), "cut short")
        XCTAssertNil(ScanImage(header: Array(Self.jpeg(width: 100, height: 100).prefix(40))), "cut before its frame")
        XCTAssertNil(ScanImage(header: [0xFF, 0xD8, 0xFF, 0xDA, 0, 2, 0xFF, 0xD9]), "a scan's data before any frame")
        XCTAssertNil(ScanImage(header: []))
        XCTAssertNil(ScanImage(header: Self.jpeg(width: 100, height: 100, frame: 0xC3)), "a lossless JPEG, which no browser shows")
        let versioned = Self.webp("VP8L", payload: [0x2F] + Self.littleEndian(1 << 29 | 99 | 99 << 14, bytes: 4) + [0, 0, 0, 0, 0])
        XCTAssertNil(ScanImage(header: versioned), "a lossless WebP of a version not 0")
    }

    /// However a file is cut, its header is read without trapping: a scan or none.
    func testEveryPrefixOfAHeaderIsReadSafely() {
        let lossy = Self.webp("VP8 ", payload: [0x30, 0x01, 0x00, 0x9D, 0x01, 0x2A, 0xB0, 0x04, 0x40, 0x06, 0, 0])
        for header in [Self.png(width: 10, height: 20), Self.jpeg(width: 10, height: 20), lossy] {
            let found = (0...header.count).map { ScanImage(header: Array(header.prefix($0))) != nil }
            XCTAssertEqual(found.last, true)
            let first = found.firstIndex(of: true) ?? found.count
            XCTAssertTrue(found[first...].allSatisfy { $0 }, "once its size is read, a longer prefix reads it too")
        }
    }
}

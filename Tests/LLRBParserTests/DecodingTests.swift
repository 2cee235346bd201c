import Foundation
import XCTest
import LLRBParser

final class DecodingTests: XCTestCase {
    private let sample = "本报讯(记者 李雅萍)2月17日,市委召开常委会会议。\n会议还研究了其他事项。\n"

    private func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
        var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
        for unit in text.utf16 {
            let high = UInt8(unit >> 8)
            let low = UInt8(unit & 0xFF)
            bytes += bigEndian ? [high, low] : [low, high]
        }
        return bytes
    }

    private func decodingError(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> PageDecodingError? {
        do {
            _ = try TextDecoder.decode(Data(bytes), source: "page.txt")
            XCTFail("decoded bytes that should have been refused", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    func testUTF8WithAndWithoutByteOrderMark() throws {
        let bytes = Array(sample.utf8)
        XCTAssertEqual(try TextDecoder.decode(Data(bytes), source: "a"), sample)
        XCTAssertEqual(try TextDecoder.decode(Data([0xEF, 0xBB, 0xBF] + bytes), source: "a"), sample)
    }

    func testUTF16LittleAndBigEndianWithByteOrderMark() throws {
        XCTAssertEqual(try TextDecoder.decode(Data(utf16(sample, bigEndian: false)), source: "a"), sample)
        XCTAssertEqual(try TextDecoder.decode(Data(utf16(sample, bigEndian: true)), source: "a"), sample)
        // One, two, three and four bytes of UTF-8: ASCII, `é` and `·`, CJK, a surrogate pair.
        let mixed = "A é·𠀀复工😀\t末"
        for bigEndian in [false, true] {
            XCTAssertEqual(try TextDecoder.decode(Data(utf16(mixed, bigEndian: bigEndian)), source: "a"), mixed)
        }
    }

    /// Without its byte-order mark UTF-16 is named for what it is, in its byte order; a PNG,
    /// or UTF-8 text with a NUL after a line end, is not taken for it.
    func testUTF16WithoutByteOrderMarkIsNamedNotRead() throws {
        XCTAssertEqual(decodingError(Array(utf16(sample, bigEndian: false).dropFirst(2))), .unmarkedUTF16(source: "page.txt", bigEndian: false))
        XCTAssertEqual(decodingError(Array(utf16(sample, bigEndian: true).dropFirst(2))), .unmarkedUTF16(source: "page.txt", bigEndian: true))
        XCTAssertTrue(PageDecodingError.unmarkedUTF16(source: "page.txt", bigEndian: false).message.contains("iconv -f UTF-16LE -t UTF-8"))
        let bitmap: [UInt8] = [0x42, 0x4D, 0x36, 0x00, 0x0C, 0x00, 0x00, 0x00, 0x0A, 0x00, 0x36, 0x00, 0x00, 0x00, 0x28, 0x00]
        XCTAssertEqual(decodingError(bitmap), .binary(source: "page.txt", offset: 3, byte: 0))
        var text = Array(String(repeating: "复工复产，稳步推进。\n", count: 20).utf8)
        let lineEnd = try XCTUnwrap(text.indices.first { text[$0] == 0x0A && $0.isMultiple(of: 2) })
        text[lineEnd + 1] = 0x00
        XCTAssertEqual(decodingError(text), .binary(source: "page.txt", offset: lineEnd + 1, byte: 0))
    }

    /// Every seed saved as UTF-16 without its mark is named so, in either byte order: in
    /// Chinese text the first control byte is as often half of an ideograph (`丕` is U+4E15)
    /// as a NUL, and four of the five had been called no text file at all.
    func testEverySeedInUnmarkedUTF16IsNamedForWhatItIs() throws {
        for seed in ["000", "001", "002", "003", "004"] {
            let text = try Seeds.text(seed)
            for bigEndian in [false, true] {
                XCTAssertEqual(decodingError(Array(utf16(text, bigEndian: bigEndian).dropFirst(2))),
                               .unmarkedUTF16(source: "page.txt", bigEndian: bigEndian), "seed \(seed)")
            }
        }
    }

    func testGB18030WhenTheBytesAreNotUTF8() throws {
        let data = try XCTUnwrap(sample.data(using: String.Encoding(rawValue: 0x8000_0632)))
        XCTAssertNotEqual(Array(data), Array(sample.utf8))
        XCTAssertEqual(try TextDecoder.decode(data, source: "a"), sample)
        let page = try PageParser.parse(data: data, source: "gbk.txt")
        XCTAssertEqual(page.articles.first?.bylines.map(\.roleAndName), ["记者 李雅萍"])
    }

    func testCRLFAndCRBecomeLF() throws {
        XCTAssertEqual(try TextDecoder.decode(Data("一\r\n二\r三\n".utf8), source: "a"), "一\n二\n三\n")
        XCTAssertEqual(try TextDecoder.decode(Data(utf16("一\r\n二", bigEndian: false)), source: "a"), "一\n二")
    }

    /// Every place a carriage return can stand: first, last, doubled, before a CRLF, after a
    /// byte-order mark, in GB18030 text; a page without one comes back as it was.
    func testCarriageReturnsAnywhereBecomeLF() throws {
        let cases: [(String, String)] = [
            ("\r一", "\n一"), ("一\r", "一\n"), ("一\r\n", "一\n"), ("\r\n", "\n"), ("\r", "\n"),
            ("一\r\r二", "一\n\n二"), ("一\r\r\n二", "一\n\n二"), ("一\n\r二", "一\n\n二"),
            ("复工复产\r\n（下转2版）\r\n\r\n", "复工复产\n（下转2版）\n\n"), ("一\n二", "一\n二"),
        ]
        for (input, expected) in cases {
            XCTAssertEqual(try TextDecoder.decode(Data(input.utf8), source: "a"), expected, input.debugDescription)
            XCTAssertEqual(try TextDecoder.decode(Data([0xEF, 0xBB, 0xBF] + Array(input.utf8)), source: "a"), expected, "BOM + \(input.debugDescription)")
        }
        let gb18030 = try XCTUnwrap("本报讯\r\n复工复产\r".data(using: String.Encoding(rawValue: 0x8000_0632)))
        XCTAssertEqual(try TextDecoder.decode(gb18030, source: "a"), "本报讯\n复工复产\n")
    }

    func testEmptyFileIsAnEmptyPage() throws {
        XCTAssertEqual(try TextDecoder.decode(Data(), source: "a"), "")
        let page = try PageParser.parse(data: Data(), source: "empty.txt")
        XCTAssertTrue(page.articles.isEmpty)
        XCTAssertNil(page.date)
    }

    func testNULBytesAreRefusedWithTheirOffset() {
        let error = decodingError(Array("本报讯".utf8) + [0x00, 0x41])
        XCTAssertEqual(error, .binary(source: "page.txt", offset: 9, byte: 0))
        XCTAssertTrue(error?.message.contains("page.txt") == true)
        XCTAssertTrue(error?.message.contains("offset 9") == true)
    }

    /// A few control bytes in a page are accidents (a DOS end-of-file mark after GBK text, an
    /// escape, a NUL from a damaged copy): the page is read with them as spaces, or without the
    /// end-of-file marks, and parses into the same articles.
    func testAPageWithAFewStrayControlBytesIsReadWithoutThem() throws {
        let name = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: Seeds.folder.path).sorted().first { $0.hasPrefix("003") })
        let text = try String(contentsOf: Seeds.folder.appendingPathComponent(name), encoding: .utf8)
        let gbk = try XCTUnwrap(text.data(using: String.Encoding(rawValue: 0x8000_0632)).map { [UInt8]($0) })
        XCTAssertEqual(try TextDecoder.decode(Data(gbk + [0x1A]), source: "page.txt"), text, "a DOS end-of-file mark after GBK")
        XCTAssertEqual(try TextDecoder.decode(Data(Array(text.utf8) + [0x1A, 0x1A]), source: "page.txt"), text)
        let utf8 = Array(text.utf8)
        let spaces = utf8.indices.filter { utf8[$0] == 0x20 }
        let places = [spaces[spaces.count / 4], spaces[spaces.count / 2], spaces[spaces.count * 3 / 4]]
        let expected = try PageParser.parse(data: Data(utf8), source: "page.txt").articles.map(\.body)
        for stray: UInt8 in [0x00, 0x08, 0x1B, 0x7F] {
            var bytes = utf8
            for place in places { bytes[place] = stray }
            XCTAssertEqual(try TextDecoder.decode(Data(bytes), source: "page.txt"), text, "byte 0x\(String(stray, radix: 16))")
            XCTAssertEqual(try PageParser.parse(data: Data(bytes), source: "page.txt").articles.map(\.body), expected)
        }
    }

    /// Control bytes all through a file, or a NUL among its first bytes, still mean binary.
    func testControlBytesThroughoutOrANULUpFrontAreBinary() throws {
        let text = Array(String(repeating: "复工复产，稳步推进。", count: 200).utf8)
        var dense = text
        for index in stride(from: 500, to: dense.count, by: 400) { dense[index] = 0x1B }
        XCTAssertEqual(decodingError(dense), .binary(source: "page.txt", offset: 500, byte: 0x1B))
        var early = text
        early[100] = 0x00
        XCTAssertEqual(decodingError(early), .binary(source: "page.txt", offset: 100, byte: 0x00))
    }

    func testPNGIsRefused() {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52]
        XCTAssertEqual(decodingError(png), .binary(source: "page.txt", offset: 6, byte: 0x1A))
    }

    func testPDFIsRefused() {
        let pdf = Array("%PDF-1.7\n%".utf8) + [0xE2, 0xE3, 0xCF, 0xD3, 0x0A] + Array("1 0 obj\n<< /Length 5 >>\nstream\n".utf8) + [0x78, 0x9C, 0x03, 0x00, 0x01]
        guard case let .binary(source, offset, _) = decodingError(pdf) else {
            return XCTFail("a PDF must be refused as binary")
        }
        XCTAssertEqual(source, "page.txt")
        XCTAssertEqual(offset, pdf.firstIndex(of: 0x03))
    }

    func testHighByteSoupIsNotTakenForGB18030() {
        var bytes: [UInt8] = []
        var state: UInt32 = 12345
        for _ in 0..<400 {
            state = state &* 1_103_515_245 &+ 12345
            bytes.append(UInt8(0x81 + (state >> 16) % 0x7E))
            bytes.append(UInt8(0x80 + (state >> 8) % 0x7F))
        }
        XCTAssertEqual(decodingError(bytes), .unknownEncoding(source: "page.txt", offset: 0))
    }

    /// Traditional forms (復 產 經) lie outside GB2312, in GBK's extension; the characters both
    /// scripts share (市 委 工 和) keep a Traditional page recognisable as Chinese.
    func testTraditionalTextInGBKIsDecoded() throws {
        let data = try XCTUnwrap(Self.traditional.data(using: String.Encoding(rawValue: 0x8000_0632)))
        XCTAssertEqual(try TextDecoder.decode(data, source: "a"), Self.traditional)
    }

    /// The same sentence in Big5 is well-formed GBK too, read as mojibake of mostly rare hanzi.
    func testBig5IsNotTakenForGBK() {
        let big5: [UInt8] = [
            0xA5, 0xBB, 0xB3, 0xF8, 0xB0, 0x54, 0x28, 0xB0, 0x4F, 0xAA, 0xCC, 0x20, 0xA7, 0xF5, 0xB6, 0xAE, 0xB5, 0xD3, 0x29, 0x32, 0xA4, 0xEB, 0x31, 0x37,
            0xA4, 0xE9, 0x2C, 0xA5, 0xAB, 0xA9, 0x65, 0xAE, 0xD1, 0xB0, 0x4F, 0xA5, 0x44, 0xAB, 0xF9, 0xA5, 0x6C, 0xB6, 0x7D, 0xB7, 0x7C, 0xC4, 0xB3, 0x2C,
            0xAC, 0xE3, 0xA8, 0x73, 0xB3, 0xA1, 0xB8, 0x70, 0xB4, 0x5F, 0xA4, 0x75, 0xB4, 0x5F, 0xB2, 0xA3, 0xA9, 0x4D, 0xAC, 0xCC, 0xB1, 0xA1, 0xA8, 0xBE,
            0xB1, 0xB1, 0xA4, 0x75, 0xA7, 0x40, 0xA1, 0x43, 0xB7, 0x7C, 0xC4, 0xB3, 0xB1, 0x6A, 0xBD, 0xD5, 0x2C, 0xAD, 0x6E, 0xB2, 0xCE, 0xC4, 0x77, 0xB1,
            0xC0, 0xB6, 0x69, 0xB8, 0x67, 0xC0, 0xD9, 0xAA, 0xC0, 0xB7, 0x7C, 0xB5, 0x6F, 0xAE, 0x69, 0x2C, 0xB0, 0xED, 0xA8, 0x4D, 0xA5, 0xB4, 0xC4, 0xB9,
            0xAC, 0xCC, 0xB1, 0xA1, 0xA8, 0xBE, 0xB1, 0xB1, 0xAA, 0xFD, 0xC0, 0xBB, 0xBE, 0xD4, 0xA1, 0x43,
        ]
        XCTAssertEqual(decodingError(big5), .unknownEncoding(source: "page.txt", offset: 0))
    }

    /// A few accented capitals in Latin-1 fall on GB2312's level-one codes by chance (Ç Ã as
    /// C7 C3): too few two-byte characters to take for Chinese.
    func testShortLatin1WithAccentedCapitalsIsRefused() {
        XCTAssertEqual(decodingError(Array("A".utf8) + [0xC7, 0xC3] + Array("O N".utf8) + [0xE3] + Array("o\n".utf8)),
                       .unknownEncoding(source: "page.txt", offset: 1))
    }

    private static let traditional = "本報訊(記者 李雅萍)2月17日,市委書記主持召開會議,研究部署復工復產和疫情防控工作。會議強調,要統籌推進經濟社會發展,堅決打贏疫情防控阻擊戰。"

    func testLatin1TextIsRefusedAtItsFirstBadByte() {
        let bytes = Array("caf".utf8) + [0xE9, 0x0A]
        XCTAssertEqual(decodingError(bytes), .unknownEncoding(source: "page.txt", offset: 3))
    }

    func testBrokenUTF16IsRefused() {
        XCTAssertEqual(decodingError([0xFF, 0xFE, 0x2C, 0x67, 0x41]), .invalidUTF16(source: "page.txt", offset: 4))
        XCTAssertEqual(decodingError([0xFF, 0xFE, 0x00, 0xD8, 0x41, 0x00]), .invalidUTF16(source: "page.txt", offset: 2))
        XCTAssertEqual(decodingError([0xFF, 0xFE, 0x41, 0x00, 0x00, 0xD8]), .invalidUTF16(source: "page.txt", offset: 4), "a lead surrogate last")
        XCTAssertEqual(decodingError([0xFE, 0xFF, 0x4E, 0x00, 0xDC, 0x00]), .invalidUTF16(source: "page.txt", offset: 4), "a trail surrogate alone")
        XCTAssertEqual(decodingError([0xFF, 0xFE, 0x2C, 0x67, 0x01, 0x00]), .binary(source: "page.txt", offset: 4, byte: 1))
    }

    func testBrokenUTF8AfterByteOrderMarkIsRefused() {
        XCTAssertEqual(decodingError([0xEF, 0xBB, 0xBF, 0x41, 0xC3]), .invalidUTF8(source: "page.txt", offset: 4))
    }

    /// The decoder's own validation is the only one a UTF-8 page gets: it must take and refuse
    /// exactly what the standard library does, at every boundary of every sequence length.
    func testUTF8IsTakenAndRefusedAsTheStandardLibraryDoes() {
        let edges: [UInt8] = [0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xFF]
        for lead in UInt8(0x80)...0xFF {
            for second in edges {
                for third: UInt8 in [0x41, 0x80, 0xBF, 0xC0] {
                    // Inside the text and at its very end, where fewer than four bytes are left.
                    for body: [UInt8] in [[0x61, lead, second, third, 0x80, 0x62], [0x61, lead, second, third, 0xC0, 0x62], [0x61, lead, second, third]] {
                        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + body
                        let expected = String(validating: body, as: UTF8.self)
                        let decoded = try? TextDecoder.decode(Data(bytes), source: "page.txt")
                        XCTAssertEqual(decoded, expected, "bytes \(body.map { String($0, radix: 16) })")
                    }
                }
            }
        }
    }

    /// Long text is read eight bytes at a time: a bad or control byte must be found wherever it
    /// falls in a word, after ASCII or after ideographs, as the standard library finds it.
    func testUTF8IsTakenAndRefusedAsTheStandardLibraryDoesInsideLongText() {
        let edges: [UInt8] = [0x00, 0x41, 0x7F, 0x80, 0xBF, 0xC0, 0xE0, 0xE1, 0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xFF]
        let fills: [[UInt8]] = [Array("abcdefghijklmnop".utf8), Array("吕梁日报新闻".utf8), Array("吕梁，日报。“新闻”".utf8)]
        for fill in fills {
            for shift in 0..<8 {
                for lead in edges {
                    for second in edges {
                        let body = Array(fill.prefix(shift)) + fill + [lead, second, 0x80] + fill + fill
                        let expected = String(validating: body, as: UTF8.self)
                        let decoded = try? TextDecoder.decode(Data(body), source: "page.txt")
                        XCTAssertEqual(decoded, expected, "bytes \(body.map { String($0, radix: 16) })")
                    }
                }
            }
        }
        let text = Array("吕梁日报 Lüliang Daily 2023".utf8)
        for offset in text.indices where text[offset] < 0x80 || text[offset] >= 0xC0 {
            var bytes = text
            bytes.insert(0x01, at: offset)
            XCTAssertEqual(decodingError(bytes), .binary(source: "page.txt", offset: offset, byte: 0x01))
        }
    }

    /// Where an eight-byte read stops, the offset reported is still that of the first bad byte:
    /// a sequence cut off at the end, a surrogate, an overlong form, a control byte in a word.
    func testTheFirstBadByteIsReportedWhereTheWordReadsEnd() {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let ascii = Array("abcdefgh".utf8), ideographs = Array("吕梁".utf8)
        XCTAssertEqual(decodingError(bom + ascii + [0xE5, 0xB0]), .invalidUTF8(source: "page.txt", offset: 3 + 8))
        XCTAssertEqual(decodingError(bom + ideographs + [0xED, 0xA0, 0x80] + ascii), .invalidUTF8(source: "page.txt", offset: 3 + 6))
        XCTAssertEqual(decodingError(bom + ideographs + [0xE0, 0x80, 0x80] + ascii), .invalidUTF8(source: "page.txt", offset: 3 + 6))
        XCTAssertEqual(decodingError(bom + Array("abcdefg\u{7F}".utf8) + ascii), .binary(source: "page.txt", offset: 3 + 7, byte: 0x7F))
    }

    func testMessagesAreOneLineAndNameTheFile() {
        let errors: [PageDecodingError] = [
            .binary(source: "x.txt", offset: 1, byte: 0), .unknownEncoding(source: "x.txt", offset: 2),
            .invalidUTF16(source: "x.txt", offset: 3), .invalidUTF8(source: "x.txt", offset: 4),
        ]
        for error in errors {
            XCTAssertTrue(error.message.hasPrefix("x.txt: "))
            XCTAssertFalse(error.message.contains("\n"))
            XCTAssertEqual(error.description, error.message)
        }
    }

    func testMissingFileIsAReadError() {
        let url = URL(fileURLWithPath: "/nonexistent/llrb/page.txt")
        XCTAssertThrowsError(try PageParser.parse(contentsOf: url)) { error in
            guard let readError = error as? PageReadError, case .unreadable = readError else {
                return XCTFail("expected an unreadable-file error, got \(error)")
            }
            XCTAssertTrue(readError.message.contains("/nonexistent/llrb/page.txt"))
        }
    }

    func testBinaryFileIsAReadErrorThatCarriesTheDecodingError() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("llrb-decoding-\(UUID().uuidString).png")
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        XCTAssertThrowsError(try PageParser.parse(contentsOf: url)) { error in
            XCTAssertEqual(error as? PageReadError, .decoding(.binary(source: url.path, offset: 6, byte: 0x1A)))
        }
    }

    func testEveryEncodingOfASeedParsesTheSame() throws {
        let name = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: Seeds.folder.path).sorted().first { $0.hasPrefix("001") })
        let text = try String(contentsOf: Seeds.folder.appendingPathComponent(name), encoding: .utf8)
        let expected = PageParser.parse(text: text)
        let gb18030 = try XCTUnwrap(text.data(using: String.Encoding(rawValue: 0x8000_0632)))
        let variants: [(String, Data)] = [
            ("gb18030", gb18030),
            ("utf16le", Data(utf16(text, bigEndian: false))),
            ("crlf", Data(text.replacingOccurrences(of: "\n", with: "\r\n").utf8)),
            ("bom", Data([0xEF, 0xBB, 0xBF] + Array(text.utf8))),
        ]
        for (label, data) in variants {
            XCTAssertEqual(try PageParser.parse(data: data, source: label), expected, label)
        }
    }
}

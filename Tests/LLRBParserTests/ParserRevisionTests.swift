import Foundation
import LLRBParser
import XCTest

/// An index re-reads a page only when `PageParser.revision` differs from the revision that read
/// it (the manifest's hash carries it), so a change to what the parser makes of a page must raise
/// the revision, or existing indexes keep the older reading for good. This test notices such a
/// change on the seeds and on probe pages of what the seeds do not print: it keeps a digest of
/// their parse for the current revision. Revisions 110-115 changed only what the probes show and
/// left the revision at 109, so indexes built then never re-read their pages.
final class ParserRevisionTests: XCTestCase {
    /// The digest of the seeds' parse (as JSONEncoder writes it, absent fields left out since 117;
    /// written as null before), per parser revision. When the parser's output changes on
    /// purpose: raise `PageParser.revision` and add the digest this test prints for it. 205's
    /// digests were recorded again when the date evidence became facts (`DateEvidence`) instead of
    /// English sentences: its JSON changed, while every page reads the same (`llrb parse`, plain
    /// and `--json`, byte for byte as before on the seeds and on probes of every kind of fact).
    private let digests: [UInt64: String] = [1: "20a7f0147f97d2d8", 2: "20a7f0147f97d2d8", 3: "20a7f0147f97d2d8", 4: "20a7f0147f97d2d8", 5: "20a7f0147f97d2d8", 6: "20a7f0147f97d2d8", 7: "20a7f0147f97d2d8", 8: "20a7f0147f97d2d8", 9: "20a7f0147f97d2d8", 10: "20a7f0147f97d2d8", 11: "20a7f0147f97d2d8", 12: "4a885d4e5fee1280", 13: "4a885d4e5fee1280", 14: "4a885d4e5fee1280", 15: "4a885d4e5fee1280", 16: "250f4a71b42c3be2", 17: "250f4a71b42c3be2", 18: "250f4a71b42c3be2", 19: "250f4a71b42c3be2", 20: "250f4a71b42c3be2", 21: "250f4a71b42c3be2", 22: "250f4a71b42c3be2", 23: "250f4a71b42c3be2", 24: "250f4a71b42c3be2", 25: "250f4a71b42c3be2", 26: "250f4a71b42c3be2", 27: "250f4a71b42c3be2", 28: "250f4a71b42c3be2", 29: "250f4a71b42c3be2", 30: "250f4a71b42c3be2", 31: "250f4a71b42c3be2", 32: "250f4a71b42c3be2", 33: "250f4a71b42c3be2", 34: "250f4a71b42c3be2", 35: "250f4a71b42c3be2", 36: "250f4a71b42c3be2", 37: "250f4a71b42c3be2", 38: "250f4a71b42c3be2", 39: "250f4a71b42c3be2", 40: "250f4a71b42c3be2", 41: "250f4a71b42c3be2", 42: "250f4a71b42c3be2", 43: "250f4a71b42c3be2", 44: "250f4a71b42c3be2", 45: "250f4a71b42c3be2", 46: "250f4a71b42c3be2", 47: "250f4a71b42c3be2", 48: "250f4a71b42c3be2", 49: "250f4a71b42c3be2", 50: "250f4a71b42c3be2", 51: "250f4a71b42c3be2", 52: "250f4a71b42c3be2", 53: "b5d950feb8ff9132", 54: "b5d950feb8ff9132", 55: "b5d950feb8ff9132", 56: "b5d950feb8ff9132", 57: "b5d950feb8ff9132", 58: "b5d950feb8ff9132", 59: "b5d950feb8ff9132", 60: "b5d950feb8ff9132", 61: "b5d950feb8ff9132", 62: "b5d950feb8ff9132", 63: "b5d950feb8ff9132", 64: "b5d950feb8ff9132", 65: "b5d950feb8ff9132", 66: "b5d950feb8ff9132", 67: "b5d950feb8ff9132", 68: "b5d950feb8ff9132", 69: "b5d950feb8ff9132", 70: "b5d950feb8ff9132", 71: "b5d950feb8ff9132", 72: "b5d950feb8ff9132", 73: "b5d950feb8ff9132", 74: "b5d950feb8ff9132", 75: "b5d950feb8ff9132", 76: "b5d950feb8ff9132", 77: "b5d950feb8ff9132", 78: "b5d950feb8ff9132", 79: "b5d950feb8ff9132", 80: "b5d950feb8ff9132", 81: "b5d950feb8ff9132", 82: "b5d950feb8ff9132", 83: "b5d950feb8ff9132", 84: "b5d950feb8ff9132", 85: "b5d950feb8ff9132", 86: "b5d950feb8ff9132", 87: "b5d950feb8ff9132", 88: "b5d950feb8ff9132", 89: "b5d950feb8ff9132", 90: "b5d950feb8ff9132", 91: "b5d950feb8ff9132", 92: "b5d950feb8ff9132", 93: "b5d950feb8ff9132", 94: "b5d950feb8ff9132", 95: "b5d950feb8ff9132", 96: "b5d950feb8ff9132", 97: "b5d950feb8ff9132", 98: "b5d950feb8ff9132", 99: "b5d950feb8ff9132", 100: "a00a94f9567c0e3", 101: "a00a94f9567c0e3", 102: "a00a94f9567c0e3", 103: "a00a94f9567c0e3", 104: "a00a94f9567c0e3", 105: "a00a94f9567c0e3", 106: "a00a94f9567c0e3", 107: "a00a94f9567c0e3", 108: "a00a94f9567c0e3", 109: "a00a94f9567c0e3", 110: "a00a94f9567c0e3", 111: "a00a94f9567c0e3", 112: "a00a94f9567c0e3", 113: "a00a94f9567c0e3", 114: "a00a94f9567c0e3", 115: "a00a94f9567c0e3", 116: "a00a94f9567c0e3", 117: "b26def90aad83cb1", 118: "b26def90aad83cb1", 119: "b26def90aad83cb1", 120: "b26def90aad83cb1", 121: "b26def90aad83cb1", 122: "bb60931a875c0434", 123: "bb60931a875c0434", 124: "bb60931a875c0434", 125: "bb60931a875c0434", 126: "bb60931a875c0434", 127: "bb60931a875c0434", 128: "bb60931a875c0434", 129: "bb60931a875c0434", 130: "bb60931a875c0434", 131: "bb60931a875c0434", 132: "bb60931a875c0434", 133: "bb60931a875c0434", 134: "bb60931a875c0434", 135: "bb60931a875c0434", 136: "bb60931a875c0434", 137: "bb60931a875c0434", 138: "bb60931a875c0434", 139: "bb60931a875c0434", 140: "bb60931a875c0434", 141: "bb60931a875c0434", 142: "bb60931a875c0434", 143: "bb60931a875c0434", 144: "bb60931a875c0434", 145: "bb60931a875c0434", 146: "bb60931a875c0434", 147: "bb60931a875c0434", 148: "bb60931a875c0434", 149: "bb60931a875c0434", 150: "bb60931a875c0434", 151: "bb60931a875c0434", 152: "bb60931a875c0434", 153: "bb60931a875c0434", 154: "bb60931a875c0434", 155: "bb60931a875c0434", 156: "bb60931a875c0434", 157: "bb60931a875c0434", 158: "bb60931a875c0434", 159: "bb60931a875c0434", 160: "bb60931a875c0434", 161: "bb60931a875c0434", 162: "bb60931a875c0434", 163: "bb60931a875c0434", 164: "bb60931a875c0434", 165: "bb60931a875c0434", 166: "bb60931a875c0434", 167: "bb60931a875c0434", 168: "bb60931a875c0434", 169: "bb60931a875c0434", 170: "bb60931a875c0434", 171: "bb60931a875c0434", 172: "bb60931a875c0434", 173: "bb60931a875c0434", 174: "bb60931a875c0434", 175: "bb60931a875c0434", 176: "bb60931a875c0434", 177: "bb60931a875c0434", 178: "bb60931a875c0434", 179: "bb60931a875c0434", 180: "bb60931a875c0434", 181: "bb60931a875c0434", 182: "bb60931a875c0434", 183: "bb60931a875c0434", 184: "bb60931a875c0434", 185: "bb60931a875c0434", 186: "bb60931a875c0434", 187: "bb60931a875c0434", 188: "bb60931a875c0434", 189: "bb60931a875c0434", 190: "bb60931a875c0434", 191: "bb60931a875c0434", 192: "bb60931a875c0434", 193: "bb60931a875c0434", 194: "bb60931a875c0434", 195: "bb60931a875c0434", 196: "bb60931a875c0434", 197: "bb60931a875c0434", 198: "bb60931a875c0434", 199: "bb60931a875c0434", 200: "bb60931a875c0434", 201: "387b4f76c7fedea1", 202: "387b4f76c7fedea1", 203: "5c59e6df004b953a", 204: "5c59e6df004b953a", 205: "b52f1f78ffbd88e3", 206: "b52f1f78ffbd88e3", 207: "b52f1f78ffbd88e3", 208: "b52f1f78ffbd88e3", 209: "b52f1f78ffbd88e3", 210: "b52f1f78ffbd88e3", 211: "b52f1f78ffbd88e3", 212: "b52f1f78ffbd88e3", 213: "b52f1f78ffbd88e3", 214: "b52f1f78ffbd88e3", 215: "b52f1f78ffbd88e3", 216: "b52f1f78ffbd88e3", 217: "b52f1f78ffbd88e3", 218: "b52f1f78ffbd88e3", 219: "b52f1f78ffbd88e3", 220: "b52f1f78ffbd88e3", 221: "b52f1f78ffbd88e3"]

    /// The digest of the seeds' and the probes' parse, per parser revision from 116 on.
    private let probedDigests: [UInt64: String] = [116: "c771ede2f56a2e30", 117: "c69605eaf4276e79", 118: "c69605eaf4276e79", 119: "c69605eaf4276e79", 120: "c69605eaf4276e79", 121: "c69605eaf4276e79", 122: "3409bc6b60b635c1", 123: "5b47ed0808f79733", 124: "5b47ed0808f79733", 125: "d235badd7d711be6", 126: "fbd0e147397ffe08", 127: "fbd0e147397ffe08", 128: "fbd0e147397ffe08", 129: "fbd0e147397ffe08", 130: "fbd0e147397ffe08", 131: "fbd0e147397ffe08", 132: "fbd0e147397ffe08", 133: "fbd0e147397ffe08", 134: "fbd0e147397ffe08", 135: "fbd0e147397ffe08", 136: "fbd0e147397ffe08", 137: "fbd0e147397ffe08", 138: "fbd0e147397ffe08", 139: "fbd0e147397ffe08", 140: "fbd0e147397ffe08", 141: "fbd0e147397ffe08", 142: "fbd0e147397ffe08", 143: "fbd0e147397ffe08", 144: "fbd0e147397ffe08", 145: "fbd0e147397ffe08", 146: "fbd0e147397ffe08", 147: "fbd0e147397ffe08", 148: "fbd0e147397ffe08", 149: "fbd0e147397ffe08", 150: "fbd0e147397ffe08", 151: "fbd0e147397ffe08", 152: "fbd0e147397ffe08", 153: "fbd0e147397ffe08", 154: "fbd0e147397ffe08", 155: "fbd0e147397ffe08", 156: "fbd0e147397ffe08", 157: "fbd0e147397ffe08", 158: "fbd0e147397ffe08", 159: "fbd0e147397ffe08", 160: "fbd0e147397ffe08", 161: "fbd0e147397ffe08", 162: "fbd0e147397ffe08", 163: "fbd0e147397ffe08", 164: "fbd0e147397ffe08", 165: "fbd0e147397ffe08", 166: "fbd0e147397ffe08", 167: "fbd0e147397ffe08", 168: "fbd0e147397ffe08", 169: "fbd0e147397ffe08", 170: "fbd0e147397ffe08", 171: "fbd0e147397ffe08", 172: "fbd0e147397ffe08", 173: "fbd0e147397ffe08", 174: "fbd0e147397ffe08", 175: "fbd0e147397ffe08", 176: "fbd0e147397ffe08", 177: "fbd0e147397ffe08", 178: "fbd0e147397ffe08", 179: "fbd0e147397ffe08", 180: "fbd0e147397ffe08", 181: "fbd0e147397ffe08", 182: "fbd0e147397ffe08", 183: "fbd0e147397ffe08", 184: "fbd0e147397ffe08", 185: "fbd0e147397ffe08", 186: "fbd0e147397ffe08", 187: "fbd0e147397ffe08", 188: "fbd0e147397ffe08", 189: "fbd0e147397ffe08", 190: "fbd0e147397ffe08", 191: "fbd0e147397ffe08", 192: "fbd0e147397ffe08", 193: "fbd0e147397ffe08", 194: "fbd0e147397ffe08", 195: "fbd0e147397ffe08", 196: "fbd0e147397ffe08", 197: "fbd0e147397ffe08", 198: "fbd0e147397ffe08", 199: "fbd0e147397ffe08", 200: "fbd0e147397ffe08", 201: "46b1bc59dd2688dd", 202: "46b1bc59dd2688dd", 203: "162203c80a33abf6", 204: "162203c80a33abf6", 205: "6103c09ef78bd117", 206: "6103c09ef78bd117", 207: "6103c09ef78bd117", 208: "6103c09ef78bd117", 209: "6103c09ef78bd117", 210: "6103c09ef78bd117", 211: "6103c09ef78bd117", 212: "6103c09ef78bd117", 213: "6103c09ef78bd117", 214: "6103c09ef78bd117", 215: "6103c09ef78bd117", 216: "6103c09ef78bd117", 217: "6103c09ef78bd117", 218: "6103c09ef78bd117", 219: "6103c09ef78bd117", 220: "6103c09ef78bd117", 221: "6103c09ef78bd117"]

    /// Pages in forms the seeds do not print, one for each kind of line a revision since 110
    /// read anew: staff rows as the footer, `通讯员` and media-centre bylines, sentences naming
    /// the paper, a lead bracket of two reporters, `报道` after names, labels inside a sentence, a
    /// year named only by another story, a caption printed under its credit, a banner, a section
    /// name and headlines on two lines or letter-spaced.
    private static let probes = [
        "## 城庄镇：小杂粮产业见实效\n\n本报讯（记者 秦嘉娜）6月3日，城庄镇召开小杂粮产业推进会。\n\n值班编委：刘明 责任编辑：张三 版式：王五",
        "## 春耕备耕正当时\n\n本报记者 王涛 通讯员 郭晓星\n\n连日来，各地抢抓农时，田间地头一片繁忙。",
        "## 文水县打造特色产业\n\n吕梁日报全媒体记者 王涛\n\n近日，吕梁日报记者走访了文水县的多家企业。市民可登录吕梁新闻网查询。",
        "## 交城县推进项目建设\n\n本报讯（记者 王涛 李雅萍）6月3日，交城县召开重点项目推进会。\n\n记者 王涛 报道",
        "## 一张报纸的诞生\n\n夜深了，编辑 记者 校对 齐上阵。版面一次次修改，直到凌晨才付印。",
        "本报讯（记者 刘子雯）3月19日，全市新增市场主体三千余户。\n\n## 离石区将建成三个城市公园\n\n按照计划，三个公园将于2027年全部建成。",
        "石楼县屈产河治理工程通过验收\n\n本报讯（记者 李国栋）10月16日，屈产河治理工程通过验收。\n\n武晓东 摄\n\n治理后的屈产河两岸绿意盎然\n\n"
            + "交城县卦山景区迎来赏秋高峰\n\n本报讯 10月15日，卦山景区接待游客一万余人次。",
        "# 奋进新征程 建功新时代\n\n县域经济\n\n交城县庞泉沟迎来\n\n最佳观赏期\n\n□ 本报记者 郭建英\n\n游客纷至沓来。\n\n办 报 五 年\n\n□ 闫海燕\n\n五年前的事。",
    ]


    /// LLRBParser's code as last recorded, with the revision it reads pages as. No test can show
    /// every page a change reads differently, so every change to the code must be looked at: the
    /// one who makes it raises `PageParser.revision` when any page may read differently, and either
    /// way records the new digest here.
    private let recordedSources = (digest: "5ed6d32cfec6bb2a", revision: UInt64(221))

    func testTheParsersCodeIsRecordedWithItsRevision() throws {
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let sources = package.appendingPathComponent("Sources/LLRBParser")
        let files = try XCTUnwrap(FileManager.default.subpathsOfDirectory(atPath: sources.path))
            .filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertFalse(files.isEmpty)
        var digest: UInt64 = 0xCBF2_9CE4_8422_2325 // FNV-1a 64 of each path and its bytes
        for file in files {
            for byte in Array(file.utf8) + [0] + Array(try Data(contentsOf: sources.appendingPathComponent(file))) + [0] {
                digest = (digest ^ UInt64(byte)) &* 0x100_0000_01B3
            }
        }
        let found = String(digest, radix: 16)
        XCTAssertEqual("\(recordedSources.digest) at revision \(recordedSources.revision)", "\(found) at revision \(PageParser.revision)", """
            LLRBParser's code changed: if any page may read differently, raise PageParser.revision (so that \
            indexes re-read their pages); either way record (digest: "\(found)", revision: the revision) \
            in recordedSources
            """)
    }

    func testTheSeedsParseAsTheirRevisionRecorded() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var digest: UInt64 = 0xCBF2_9CE4_8422_2325 // FNV-1a 64
        for prefix in Seeds.all {
            for byte in try encoder.encode(try Seeds.page(prefix)) {
                digest = (digest ^ UInt64(byte)) &* 0x100_0000_01B3
            }
        }
        let found = String(digest, radix: 16)
        XCTAssertEqual(digests[PageParser.revision], found, """
            the parser reads the seeds differently from what revision \(PageParser.revision) recorded: \
            if that is meant, raise PageParser.revision (so that indexes re-read their pages) and record \
            \(found) for it here
            """)
        for probe in Self.probes {
            for byte in try encoder.encode(PageParser.parse(text: probe)) {
                digest = (digest ^ UInt64(byte)) &* 0x100_0000_01B3
            }
        }
        let probed = String(digest, radix: 16)
        XCTAssertEqual(probedDigests[PageParser.revision], probed, """
            the parser reads the seeds or the probe pages differently from what revision \(PageParser.revision) \
            recorded: if that is meant, raise PageParser.revision (so that indexes re-read their pages) and \
            record \(probed) for it in probedDigests
            """)
    }
}

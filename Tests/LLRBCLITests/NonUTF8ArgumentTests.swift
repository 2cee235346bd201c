import Foundation
import XCTest
@testable import llrb

/// An argument that is not UTF-8 (typed in a GBK terminal) is refused by every command with one
/// line naming it and exit 2, before anything is written; before, it was read as U+FFFD and a
/// correction recorded with it.
final class NonUTF8ArgumentTests: XCTestCase {
    /// 进入 in GBK.
    private let gbk: [UInt8] = [0xBD, 0xF8, 0xC8, 0xEB]

    /// Runs llrb on the runner's index with `arguments` given byte for byte. Foundation's Process
    /// takes arguments as Strings, which hold only UTF-8, so `sh` rebuilds each with `printf`
    /// from octal escapes.
    private func run(_ runner: LLRBRunner, _ arguments: [[UInt8]]) throws -> RunResult {
        let rebuilt = arguments.map { bytes in "\"$(printf '" + bytes.map { "\\" + String($0, radix: 8) }.joined() + "')\"" }
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = runner.home.path
        environment["LLRB_INDEX"] = runner.indexDirectory.path
        environment["LLRB_CORRECTIONS"] = nil
        return try runner.capture(URL(fileURLWithPath: "/bin/sh"),
                                  ["-c", "exec \"$0\" " + rebuilt.joined(separator: " "), try LLRBRunner.executable().path],
                                  environment: environment)
    }

    /// A GBK replacement, note or name: refused, naming the argument, its bytes and what they
    /// read as in GB18030; no journal is made and the article is as it was.
    func testACorrectionWithATextNotInUTF8IsRefusedBeforeAnythingIsWritten() throws {
        let runner = try LLRBRunner.withCopyOfSeed("000")
        let story = Array("9895-64ed71-2".utf8)
        let misprint = Array("进 人".utf8)
        let valid = try run(runner, [Array("search".utf8), Array("进入".utf8), Array("--count".utf8)])
        XCTAssertEqual(valid.stdout, "0\n", "the bytes of a UTF-8 argument come through sh unchanged: \(valid.stderr)")

        let replaced = try run(runner, [Array("correct".utf8), story, Array("--replace".utf8), misprint, gbk])
        XCTAssertEqual(replaced.status, 2)
        XCTAssertEqual(replaced.stderr, #"llrb: argument 5 is not UTF-8 text (\xBD\xF8\xC8\xEB, 进入 in GB18030); give it in UTF-8 "#
            + "(a terminal or script set to UTF-8; 'iconv -f GB18030 -t UTF-8' converts text, "
            + "'convmv -f gbk -t utf8 --notest' a file's name)\n")
        XCTAssertEqual(replaced.stdout, "")
        for option in ["--note", "--by"] {
            let result = try run(runner, [Array("correct".utf8), story, Array("--replace".utf8), misprint, Array("进入".utf8),
                                          Array(option.utf8), Array("a".utf8) + gbk])
            XCTAssertEqual(result.status, 2, option)
            XCTAssertTrue(result.stderr.hasPrefix(#"llrb: argument 7 is not UTF-8 text (a\xBD\xF8\xC8\xEB, a进入 in GB18030); "#), result.stderr)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: runner.indexDirectory.path + ".corrections"), "no journal was made")
        XCTAssertEqual(try runner.run(["search", "进入", "--count"]).stdout, "0\n")
    }

    /// Every command, its help and the global options refuse such an argument alike, wherever
    /// it stands; an ingest of a folder named in GBK makes no index.
    func testEveryCommandRefusesAnArgumentNotInUTF8() throws {
        let runner = try LLRBRunner()
        var commands = CommandRegistry.names.map { [Array($0.utf8), gbk] }
        commands += [[gbk], [Array("help".utf8), gbk], [Array("--index".utf8), gbk, Array("stats".utf8)],
                     [Array("ingest".utf8), Array((runner.home.path + "/").utf8) + gbk], [Array("search".utf8), [0xFF, 0xFE]]]
        for arguments in commands {
            let result = try run(runner, arguments)
            let shown = String(decoding: arguments[0], as: UTF8.self)
            XCTAssertEqual(result.status, 2, shown)
            XCTAssertEqual(result.stdout, "", shown)
            let position = try XCTUnwrap(arguments.firstIndex { String(validating: $0, as: UTF8.self) == nil }) + 1
            XCTAssertTrue(result.stderr.hasPrefix("llrb: argument \(position) is not UTF-8 text ("), "\(shown): \(result.stderr)")
            XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, result.stderr)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: runner.indexDirectory.path), "nothing was indexed")
    }
}

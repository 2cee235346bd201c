import XCTest

final class ArgumentErrorTests: XCTestCase {
    func testUnknownFlagSuggestsTheClosestOne() throws {
        let result = try LLRBRunner().run(["parse", "x.txt", "--jsno"], useIndex: false)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("'--jsno'"), result.stderr)
        XCTAssertTrue(result.stderr.contains("did you mean '--json'?"), result.stderr)
    }

    func testUnknownCommandSuggestsTheClosestOne() throws {
        let result = try LLRBRunner().run(["prase", "x.txt"], useIndex: false)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("did you mean 'parse'?"), result.stderr)
    }

    func testMissingArgumentSaysWhichOne() throws {
        let result = try LLRBRunner().run(["parse"], useIndex: false)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("FILE"), result.stderr)
    }

    func testEveryCommandHasHelpWithExamplesAndExitCodes() throws {
        let runner = try LLRBRunner()
        let overview = try runner.run(["--help"], useIndex: false)
        XCTAssertEqual(overview.status, 0)
        let commands = overview.stdout.components(separatedBy: "COMMANDS\n")[1]
            .components(separatedBy: "\n\n")[0]
            .split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
        XCTAssertTrue(commands.contains("parse"))
        for command in commands {
            let viaFlag = try runner.run([command, "--help"], useIndex: false)
            let viaHelp = try runner.run(["help", command], useIndex: false)
            XCTAssertEqual(viaFlag.status, 0, command)
            XCTAssertEqual(viaFlag.stdout, viaHelp.stdout, command)
            XCTAssertTrue(viaFlag.stdout.contains("EXAMPLES"), command)
            XCTAssertTrue(viaFlag.stdout.contains("EXIT CODES"), command)
        }
    }

    func testVersion() throws {
        let result = try LLRBRunner().run(["--version"], useIndex: false)
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.hasPrefix("llrb "))
    }
}

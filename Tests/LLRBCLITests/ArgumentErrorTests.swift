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
            .split(separator: "\n").filter { !$0.hasPrefix("   ") }
            .compactMap { $0.split(separator: " ").first.map(String.init) }
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

    func testUnknownTopLevelOptionIsAnError() throws {
        let result = try LLRBRunner().run(["--verson"], useIndex: false)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("did you mean '--version'?"), result.stderr)
        let commandAsOption = try LLRBRunner().run(["--search", "复工"], useIndex: false)
        XCTAssertEqual(commandAsOption.status, 2)
        XCTAssertTrue(commandAsOption.stderr.contains("did you mean the command 'llrb search'?"), commandAsOption.stderr)
    }

    func testAnOptionOfAnotherCommandSaysWhichOne() throws {
        let result = try LLRBRunner().run(["search", "复工", "--full"], useIndex: false)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("it is an option of 'llrb show'"), result.stderr)
    }

    func testOptionSyntaxes() throws {
        let runner = try LLRBRunner()
        let dashWord = try runner.run(["analyze", "复工", "-疫情", "--json"], useIndex: false)
        XCTAssertEqual(dashWord.status, 0, "a dash before Chinese text is a query word, not an option: \(dashWord.stderr)")
        XCTAssertTrue(dashWord.stdout.contains("疫情"))
        let afterDoubleDash = try runner.run(["analyze", "--json", "--", "--cn14"], useIndex: false)
        XCTAssertEqual(afterDoubleDash.status, 0, afterDoubleDash.stderr)
        XCTAssertTrue(afterDoubleDash.stdout.contains("cn14"))
        let flagWithValue = try runner.run(["analyze", "复工", "--json=yes"], useIndex: false)
        XCTAssertEqual(flagWithValue.status, 2)
        XCTAssertTrue(flagWithValue.stderr.contains("takes no value"), flagWithValue.stderr)
        let inlineValue = try runner.run(["--index=\(runner.indexDirectory.path)", "search", "复工", "--limit=3"], useIndex: false)
        XCTAssertTrue(inlineValue.stderr.contains(runner.indexDirectory.path), "--index=DIR is honoured: \(inlineValue.stderr)")
    }
}

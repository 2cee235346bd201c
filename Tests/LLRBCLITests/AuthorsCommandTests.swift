import Foundation
import XCTest

/// `llrb authors`: one person per name whatever form the byline took, with roles, counts and
/// dates; `authors NAME` lists that person's articles by date.
final class AuthorsCommandTests: XCTestCase {
    private func people(_ runner: LLRBRunner, _ arguments: [String] = []) throws -> [String: [String: Any]] {
        let object = try runner.run(["authors", "--json"] + arguments).jsonObject()
        let authors = try XCTUnwrap(object["authors"] as? [[String: Any]])
        return Dictionary(authors.map { ($0["name"] as? String ?? "", $0) }, uniquingKeysWith: { first, _ in first })
    }

    func testEveryFormOfABylineIsOnePersonWithTheirRoles() throws {
        let runner = try LLRBRunner.withSeeds()
        let people = try people(runner)
        XCTAssertEqual(people["王涛"]?["roles"] as? [String], ["记者"], "本报记者 王涛 and 记者 王涛 are one role")
        XCTAssertEqual(Set(people["郭晓星"]?["roles"] as? [String] ?? []), ["作者", "通讯员"], "□ 郭晓星 and 通讯员 郭晓星")
        XCTAssertEqual(people["康桂芳"]?["articles"] as? Int, 3, "本 报 讯 （记 者 康 桂 芳）: the letter-spaced name is one name")
        XCTAssertEqual(people["肖继旺"]?["roles"] as? [String], ["摄影"], "肖继旺 摄")
        for name in ["李雅萍", "王卫华", "彦平", "裴芳", "刘亮亮"] { XCTAssertNotNil(people[name], name) }
        XCTAssertFalse(people.keys.contains { $0.contains(" ") || $0.count > 4 }, "\(people.keys.sorted())")
        let photographers = try self.people(runner, ["--role", "摄"])
        XCTAssertTrue(photographers.values.allSatisfy { ($0["roles"] as? [String])?.contains("摄影") == true })
        XCTAssertNotNil(photographers["肖继旺"])
        XCTAssertEqual(try self.people(runner, ["--top", "3"]).count, 3)
    }

    /// As a Chinese index lists names: by pinyin, character by character (雅 yǎ before 亚 yà);
    /// `--sort articles` the most credited first, ties in pinyin order.
    func testAuthorsAreListedInPinyinOrderOrTheMostCreditedFirst() throws {
        let runner = try LLRBRunner.withSeeds()
        let names = { (arguments: [String]) throws -> [String] in
            let object = try runner.run(["authors", "--json"] + arguments).jsonObject()
            return (object["authors"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        }
        XCTAssertEqual(Array(try names([]).prefix(9)), ["付永文", "郭晋", "郭晓星", "康桂芳", "李雅萍", "李亚芝", "刘丽霞", "刘亮亮", "刘子璇"])
        XCTAssertEqual(Array(try names(["--sort", "articles"]).prefix(2)), ["付永文", "康桂芳"], "3 articles each, 付 fù before 康 kāng")
        XCTAssertEqual(try names(["--top", "2"]), ["付永文", "康桂芳"])
        let table = try runner.run(["authors"]).stdout.split(separator: "\n")
        XCTAssertTrue(table.dropFirst().first?.hasPrefix("付永文") == true, "\(table)")
        let refused = try runner.run(["authors", "--sort", "date"])
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.stderr.hasPrefix("llrb: unknown order 'date'"), refused.stderr)
    }

    func testANamesArticlesComeByDateAndAnUnknownNameFindsNothing() throws {
        let runner = try LLRBRunner.withSeeds()
        let result = try runner.run(["authors", "付永文"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.last, "3 articles credit 付永文")
        let dates = lines.dropFirst().dropLast().map { String($0.prefix(10)) }
        XCTAssertEqual(dates, dates.sorted())
        let object = try runner.run(["authors", "付永文", "--json"]).jsonObject()
        let articles = try XCTUnwrap(object["articles"] as? [[String: Any]])
        for article in articles {
            let shown = try runner.run(["show", article["id"] as? String ?? "", "--json"]).stdout
            XCTAssertTrue(shown.contains("付永文"), "the article credits the person")
        }
        let nobody = try runner.run(["authors", "无此人"])
        XCTAssertEqual(nobody.status, 1)
        XCTAssertEqual(nobody.stderr, "llrb: no article credits '无此人'; list the names with 'llrb authors'\n")
        XCTAssertEqual(try runner.run(["authors", "王涛", "李雅萍"]).status, 2)
    }

    /// Nobody found prints nothing on stdout (no empty table header); --top says how many of
    /// how many it lists.
    func testNobodyFoundPrintsNothingOnStdoutAndTopSaysHowManyOfHowMany() throws {
        let runner = try LLRBRunner.withSeeds()
        for arguments in [["authors", "不存在"], ["authors", "--role", "不存在"], ["authors", "王涛", "--role", "摄影"]] {
            let result = try runner.run(arguments)
            XCTAssertEqual(result.status, 1, "\(arguments)")
            XCTAssertEqual(result.stdout, "", "\(arguments)")
            XCTAssertTrue(result.stderr.hasPrefix("llrb: no "), result.stderr)
        }
        let everyone = try runner.run(["authors"]).stdout.split(separator: "\n").last.map(String.init) ?? ""
        let total = try XCTUnwrap(Int(everyone.prefix { $0.isNumber }), everyone)
        XCTAssertEqual(everyone, "\(total) people credited")
        let top = try runner.run(["authors", "--top", "6"])
        XCTAssertEqual(top.stdout.split(separator: "\n").last.map(String.init), "6 of \(total) people credited")
        XCTAssertEqual(top.stdout.split(separator: "\n").count, 6 + 2, "a header, six people, the count")
        let one = try runner.run(["authors", "付永文", "--top", "1"]).stdout
        XCTAssertTrue(one.hasSuffix("1 of 3 articles credit 付永文\n"), one)
    }
}

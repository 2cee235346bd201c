import Foundation
import XCTest

/// `/people`, `/people/NAME` and `/offices` of `llrb serve`, and their `/api/…`: the pages show
/// what `llrb people` and `llrb offices` print, every name a link, and the API their JSON.
final class PeoplePagesTests: XCTestCase {
    private static func encoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
    }

    func testThePeoplePageLinksEachPersonToTheirArticles() throws {
        let runner = try LLRBRunner.withSeeds()
        let server = try ServedIndex(runner)
        let people = try server.get("/people")
        XCTAssertEqual(people.status, 200)
        XCTAssertTrue(people.text.contains("<a href=\"/people/\(Self.encoded("孙大军"))\">孙大军</a>"), people.text)
        XCTAssertTrue(people.text.contains("吕梁市委书记"))
        let person = try server.get("/people/\(Self.encoded("孙大军"))")
        XCTAssertEqual(person.status, 200)
        XCTAssertTrue(person.text.contains("<h1>孙大军</h1>"))
        let articles = try runner.run(["people", "孙大军", "--json"]).jsonObject()["articles"] as? [[String: Any]] ?? []
        XCTAssertFalse(articles.isEmpty)
        for article in articles {
            XCTAssertTrue(person.text.contains("href=\"/article/\(article["id"] as? String ?? "")\""), "each article linked")
        }
        XCTAssertEqual(try server.get("/people/\(Self.encoded("无此人"))").status, 404)
    }

    func testTheOfficesPageShowsEachOfficesHoldersInOrder() throws {
        let runner = try LLRBRunner.withSeeds()
        let server = try ServedIndex(runner)
        let page = try server.get("/offices")
        XCTAssertEqual(page.status, 200)
        let mayors = try XCTUnwrap(page.text.range(of: "<h2>吕梁市长</h2>"))
        let rest = page.text[mayors.upperBound...]
        let wang = try XCTUnwrap(rest.range(of: ">王立伟<")), zhang = try XCTUnwrap(rest.range(of: ">张广勇<"))
        XCTAssertLessThan(wang.lowerBound, zhang.lowerBound, "王立伟 (2020) before 张广勇 (2023)")
        let narrowed = try server.get("/offices?title=\(Self.encoded("市长"))")
        XCTAssertFalse(narrowed.text.contains("<h2>吕梁市委书记</h2>"))
        XCTAssertTrue(narrowed.text.contains("<h2>吕梁市长</h2>"))
    }

    func testTheAPIAnswersWithTheCommandsJSON() throws {
        let runner = try LLRBRunner.withSeeds()
        let server = try ServedIndex(runner)
        for (path, arguments) in [("/api/offices", ["offices", "--json"]), ("/api/people", ["people", "--json"]),
                                  ("/api/people/\(Self.encoded("张广勇"))", ["people", "张广勇", "--json"])] {
            let reply = try server.get(path)
            XCTAssertEqual(reply.status, 200, path)
            XCTAssertEqual(try JSONSerialization.jsonObject(with: Data(reply.body)) as? NSDictionary,
                           try JSONSerialization.jsonObject(with: Data(runner.run(arguments).stdout.utf8)) as? NSDictionary, path)
        }
        XCTAssertEqual(try server.get("/api/people/\(Self.encoded("无此人"))").status, 404)
    }
}

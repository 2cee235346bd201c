import Foundation
import XCTest
@testable import llrb

/// `llrb people` and `llrb offices` on the seeds, through the binary: the office holders the
/// seeds print (issue 67's check), no word taken for a name, no 副市长 listed as 市长.
final class PeopleCommandTests: XCTestCase {
    private func offices(_ runner: LLRBRunner, _ arguments: [String] = []) throws -> [String: [[String: Any]]] {
        let object = try runner.run(["offices", "--json"] + arguments).jsonObject()
        let offices = try XCTUnwrap(object["offices"] as? [[String: Any]])
        return Dictionary(offices.map { ($0["office"] as? String ?? "", $0["holders"] as? [[String: Any]] ?? []) },
                          uniquingKeysWith: { first, _ in first })
    }

    /// A page a day, each a meeting's story with `sentence` in it, ingested.
    private func ingestMeetings(_ days: [(date: String, sentence: String)], into runner: LLRBRunner) throws {
        for (number, (date, sentence)) in days.enumerated() {
            let page = "吕梁日报\n\(date)\n\n## 全市召开工作会议\n\n本报讯 全市工作会议召开。\(sentence)\n"
            try runner.write(Array(page.utf8), to: "pages/\(number).txt")
        }
        XCTAssertEqual(try runner.run(["ingest", runner.home.appendingPathComponent("pages").path]).status, 0)
    }

    func testTheSeedsOfficeHoldersWithTheirDates() throws {
        let runner = try LLRBRunner.withSeeds()
        let offices = try offices(runner)
        let secretary = try XCTUnwrap(offices["吕梁市委书记"])
        XCTAssertEqual(secretary.map { $0["name"] as? String }, ["孙大军"])
        XCTAssertEqual(secretary.first?["first"] as? String, "2023-02-17")
        XCTAssertEqual(secretary.first?["last"] as? String, "2023-02-18")
        let mayors = try XCTUnwrap(offices["吕梁市长"])
        XCTAssertEqual(mayors.map { $0["name"] as? String }, ["王立伟", "张广勇"], "in order of first date")
        XCTAssertEqual(mayors.first?["first"] as? String, "2020-03-13")
        XCTAssertEqual(offices["吕梁市常务副市长"]?.map { $0["name"] as? String }, ["李建国"])
        XCTAssertFalse(mayors.contains { $0["name"] as? String == "李建国" }, "a 常务副市长 is not the 市长")
        let names = offices.values.joined().compactMap { $0["name"] as? String }
        for word in ["主持", "强调", "表示", "出席", "高度"] {
            XCTAssertFalse(names.contains { $0.contains(word) }, "\(word) taken for a name: \(names)")
        }
        XCTAssertTrue(names.allSatisfy { (2...4).contains($0.count) }, "\(names)")
        let cited = try XCTUnwrap(secretary.first?["firstArticle"] as? String)
        XCTAssertTrue(try runner.run(["show", cited]).stdout.contains("孙大军"), "the article cited names the holder")
    }

    /// A correction re-reads its page through the same writer as an ingest (`ArchiveWriter`),
    /// so the page keeps its rows of the views' tables: its people and offices stay listed.
    func testACorrectedPageKeepsItsPeopleAndOffices() throws {
        let runner = try LLRBRunner.withSeeds()
        let officesBefore = try runner.run(["offices", "--json"]).stdout
        let peopleBefore = try runner.run(["people", "--json"]).stdout
        let cited = try XCTUnwrap(try offices(runner)["吕梁市委书记"]?.first?["firstArticle"] as? String)
        XCTAssertTrue(try runner.run(["show", cited]).stdout.contains("热火朝天"))
        XCTAssertEqual(try runner.run(["correct", cited, "--replace", "热火朝天", "热气腾腾"]).status, 0)
        XCTAssertTrue(try runner.run(["show", cited]).stdout.contains("热气腾腾"), "the correction is made")
        XCTAssertEqual(try runner.run(["offices", "--json"]).stdout, officesBefore)
        XCTAssertEqual(try runner.run(["people", "--json"]).stdout, peopleBefore)
    }

    func testOfficesNarrowByTitleAndPlace() throws {
        let runner = try LLRBRunner.withSeeds()
        XCTAssertEqual(Array(try offices(runner, ["市长"]).keys), ["吕梁市长"])
        XCTAssertEqual(Array(try offices(runner, ["市长", "--place", "吕梁"]).keys), ["吕梁市长"])
        let none = try runner.run(["offices", "县长", "--place", "临县"])
        XCTAssertEqual(none.status, 1)
        XCTAssertEqual(none.stdout, "")
        XCTAssertEqual(none.stderr, "llrb: no office 县长 of 临县 is named; list the offices with 'llrb offices'\n")
        // A place that is not 吕梁's is said to be so, with the places it could be.
        let elsewhere = try runner.run(["offices", "--place", "北京"])
        XCTAssertEqual(elsewhere.status, 2)
        XCTAssertTrue(elsewhere.stderr.hasPrefix("llrb: '北京' is not one of 吕梁's places; give one of 吕梁市 离石区 "), elsewhere.stderr)
        XCTAssertEqual(elsewhere.stderr.split(separator: "\n").count, 1)
        let server = try ServedIndex(runner)
        let refused = try server.get("/offices?place=%E5%8C%97%E4%BA%AC")
        XCTAssertEqual(refused.status, 400)
        XCTAssertEqual(try server.get("/api/offices?place=%E5%8C%97%E4%BA%AC").status, 400)
        XCTAssertEqual(try server.get("/api/offices?title=&place=").status, 200)
        let page = refused.text
        XCTAssertTrue(page.contains("“北京”不是吕梁的地名。吕梁市和所辖县（市、区）：吕梁市、离石区、"), page)
        XCTAssertFalse(page.contains("docs/"), "a web reader is never pointed at a repository file")
        // The page's filter form: a title and a place, blank fields no filter.
        let filtered = try server.get("/offices?title=%E5%B8%82%E9%95%BF&place=%E5%90%95%E6%A2%81%E5%B8%82").text
        XCTAssertTrue(filtered.contains("<section class=\"office\"><h2>吕梁市长</h2>"), filtered)
        XCTAssertFalse(filtered.contains("<h2>吕梁市委书记</h2>"))
        XCTAssertTrue(filtered.contains("name=\"title\" value=\"市长\""), "the form keeps what was asked")
        XCTAssertTrue(filtered.contains("<option value=\"吕梁市\" selected>"))
        let blank = try server.get("/offices?title=&place=").text
        XCTAssertTrue(blank.contains("<h2>吕梁市委书记</h2>") && blank.contains("<h2>吕梁市长</h2>"), "blank fields: every office")
        let table = try runner.run(["offices", "市长"])
        XCTAssertEqual(table.status, 0, table.stderr)
        XCTAssertTrue(table.stdout.contains("王立伟") && table.stdout.contains("张广勇"))
        let csv = try runner.run(["offices", "--csv"]).stdout.split(separator: "\n")
        XCTAssertEqual(csv.first, "office,name,first,last,articles,first_article,last_article,overlaps,gap_days,gap_since,gap_issues,acting_first,acting_last")
        XCTAssertTrue(csv.contains { $0.hasPrefix("吕梁市委书记,孙大军,2023-02-17,2023-02-18,") })
    }

    func testPeopleListsEachPersonsOfficesAndOnePersonsArticles() throws {
        let runner = try LLRBRunner.withSeeds()
        let object = try runner.run(["people", "--json"]).jsonObject()
        let people = try XCTUnwrap(object["people"] as? [[String: Any]])
        let lee = try XCTUnwrap(people.first { $0["name"] as? String == "李建国" })
        XCTAssertEqual(Set((lee["offices"] as? [[String: Any]] ?? []).compactMap { $0["office"] as? String }),
                       ["吕梁市委常委", "吕梁市常务副市长"], "a chain gives each title")
        let articles = try runner.run(["people", "孙大军", "--json"]).jsonObject()["articles"] as? [[String: Any]] ?? []
        let dates = articles.compactMap { $0["date"] as? String }
        XCTAssertEqual(dates.count, 3)
        XCTAssertEqual(dates, dates.sorted(), "by date")
        XCTAssertEqual(dates.first, "2023-02-17")
        XCTAssertEqual(dates.last, "2023-02-18")
        XCTAssertTrue(articles.allSatisfy { ($0["offices"] as? [String]) == ["吕梁市委书记"] })
        let nobody = try runner.run(["people", "无此人"])
        XCTAssertEqual(nobody.status, 1)
        XCTAssertEqual(nobody.stderr, "llrb: no article names '无此人' with a title or among those present; list the names with 'llrb people'\n")
        let csv = try runner.run(["people", "--csv"]).stdout.split(separator: "\n")
        XCTAssertEqual(csv.first, "name,office,articles,first,last")
    }

    /// `people` lists names as a Chinese index does, by pinyin with surnames read as surnames
    /// (曾 zēng, 单 shàn, 解 xiè, 仇 qiú, 朴 piáo), never by code point; `--sort
    /// articles` the most named first; the web and the API alike.
    func testPeopleAreListedInPinyinOrderWithSurnamesReadAsSurnames() throws {
        let runner = try LLRBRunner()
        let named = ["曾庆华", "单志良", "解红军", "仇建雷", "朴春花", "张伟东", "李四海", "乔晓峰"]
        try ingestMeetings([("2020年3月13日 星期五", named.map { "副市长\($0)出席。" }.joined()),
                            ("2020年3月20日 星期五", "副市长张伟东主持会议。")], into: runner)
        let pinyin = ["李四海", "朴春花", "乔晓峰", "仇建雷", "单志良", "解红军", "曾庆华", "张伟东"]
        let names = { (arguments: [String]) throws -> [String] in
            let object = try runner.run(["people", "--json"] + arguments).jsonObject()
            return (object["people"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        }
        XCTAssertEqual(try names([]), pinyin)
        XCTAssertEqual(try runner.run(["people"]).stdout.split(separator: "\n").dropFirst().prefix(8).map { String($0.prefix(3)) }, pinyin)
        XCTAssertEqual(try names(["--sort", "articles"]), ["张伟东"] + pinyin.dropLast())
        XCTAssertEqual(try names(["--top", "2"]), ["李四海", "张伟东"], "the two most named (ties in pinyin order), by name")
        XCTAssertEqual(try runner.run(["people", "--sort", "bogus"]).status, 2)
        let server = try ServedIndex(runner)
        let page = try server.get("/people").text
        let places = pinyin.compactMap { page.range(of: ">\($0)</a>")?.lowerBound }
        XCTAssertEqual(places, places.sorted(), "the page lists them in pinyin order")
        let listed = try server.get("/api/people?sort=articles").text
        XCTAssertLessThan(try XCTUnwrap(listed.range(of: "张伟东")).lowerBound, try XCTUnwrap(listed.range(of: "李四海")).lowerBound)
        XCTAssertEqual(try server.get("/api/people?sort=bogus").status, 400)
    }

    /// Offices of one rank (a county's bureaus) and holders first named on one day are in pinyin
    /// order, where code points would put 文 before 财 and 乔 before 郝.
    func testOfficesOfOneRankAndHoldersOfOneDayAreInPinyinOrder() throws {
        let runner = try LLRBRunner()
        try ingestMeetings([("2020年3月13日 星期五", "副市长乔明、郝亮出席。临县文化局局长王一出席。临县财政局局长李二出席。")], into: runner)
        let listed = try XCTUnwrap(try runner.run(["offices", "--json"]).jsonObject()["offices"] as? [[String: Any]])
        XCTAssertEqual(listed.map { $0["office"] as? String }, ["吕梁市副市长", "临县县财政局局长", "临县县文化局局长"])
        XCTAssertEqual((listed.first?["holders"] as? [[String: Any]])?.map { $0["name"] as? String }, ["郝亮", "乔明"])
    }

    /// Pages of a history with an overlap and a gap, ingested: `offices` shows both as the
    /// pages print them, and the 副市长s, several at a time, overlap without a note.
    func testAnOverlapAndAGapAreShownAsThePagesPrintThem() throws {
        let runner = try LLRBRunner()
        let days = [("2020年3月13日 星期五", "市长王立伟出席并讲话。副市长李红、张强出席。"),
                    ("2020年6月5日 星期五", "市长王立伟主持会议。"),
                    ("2020年6月5日 星期五", "代市长程建峰出席。市长赵明远致辞。"),
                    ("2021年1月8日 星期五", "市长程建峰主持会议。副市长李红出席。")]
        try ingestMeetings(days, into: runner)
        let offices = try offices(runner)
        let mayors = try XCTUnwrap(offices["吕梁市长"])
        XCTAssertEqual(mayors.map { $0["name"] as? String }, ["王立伟", "程建峰", "赵明远"])
        XCTAssertEqual(mayors[1]["overlaps"] as? [String], ["王立伟"], "named the same day as the one before")
        XCTAssertEqual(mayors[2]["overlaps"] as? [String], ["王立伟", "程建峰"])
        let deputies = try XCTUnwrap(offices["吕梁市副市长"])
        XCTAssertTrue(deputies.allSatisfy { ($0["overlaps"] as? [String]) == [] && ($0["gapDays"] as? Int) == nil }, "several 副市长 at a time")
        let csv = try runner.run(["offices", "市长", "--csv"]).stdout.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        XCTAssertEqual(csv.dropFirst().map { "\($0[1]) \($0[7]) \($0[8])" }, ["王立伟  ", "程建峰 王立伟 ", "赵明远 王立伟 程建峰 "])
    }

    /// An acting mayor (代市长) holds the office of 市长: one holding with the full term after it,
    /// its acting dates said in the JSON, the terminal and the web; asked for as 代市长, the
    /// office it holds is listed.
    func testAnActingTitleHoldsItsOfficeInOneHoldingWithTheFullTerm() throws {
        let runner = try LLRBRunner()
        let days = [("2020年3月13日 星期五", "市长王立伟出席。"),
                    ("2020年6月5日 星期五", "代市长程建峰出席。"),
                    ("2020年7月1日 星期三", "代市长程建峰主持会议。市长程建峰讲话。"),
                    ("2021年1月8日 星期五", "市长程建峰主持会议。县长刘洋出席。"),
                    ("2021年2月2日 星期二", "临县代县长马林出席。汾阳市代理市长周强出席。")]
        try ingestMeetings(days, into: runner)
        let offices = try offices(runner)
        XCTAssertNil(offices["吕梁市代市长"], "no office of its own")
        let mayors = try XCTUnwrap(offices["吕梁市长"])
        XCTAssertEqual(mayors.map { $0["name"] as? String }, ["王立伟", "程建峰"])
        XCTAssertEqual(mayors[1]["first"] as? String, "2020-06-05", "the mayor's term starts with the acting months")
        XCTAssertEqual(mayors[1]["last"] as? String, "2021-01-08")
        XCTAssertEqual(mayors[1]["actingFirst"] as? String, "2020-06-05")
        XCTAssertEqual(mayors[1]["actingLast"] as? String, "2020-07-01")
        XCTAssertEqual(mayors[1]["articles"] as? Int, 3, "an article naming them acting and not is one article of 市长")
        XCTAssertNil(mayors[0]["actingFirst"] as? String)
        XCTAssertEqual(offices["临县县长"]?.first?["actingFirst"] as? String, "2021-02-02", "代县长 likewise")
        XCTAssertEqual(offices["汾阳市长"]?.first?["actingFirst"] as? String, "2021-02-02", "代理市长 is 代市长 written out")
        XCTAssertNil(offices["汾阳市代理市长"])
        let asked = try runner.run(["offices", "代市长"])
        XCTAssertEqual(asked.status, 0)
        XCTAssertTrue(asked.stdout.contains("acting 2020-06-05 to 2020-07-01"), asked.stdout)
        XCTAssertTrue(try runner.run(["offices", "代理市长", "--place", "汾阳"]).stdout.contains("周强"))
        let person = try runner.run(["people", "--json"]).jsonObject()
        let cheng = (person["people"] as? [[String: Any]])?.first { $0["name"] as? String == "程建峰" }
        let held = try XCTUnwrap(cheng?["offices"] as? [[String: Any]])
        XCTAssertEqual(held.map { $0["office"] as? String }, ["吕梁市长"])
        XCTAssertEqual(held.first?["actingLast"] as? String, "2020-07-01")
        let server = try ServedIndex(runner)
        XCTAssertTrue(try server.get("/offices").text.contains("2020-06-05 至 2020-07-01 代理"))
    }

    /// A gap between two holders is said as what it is: the archive has no pages there, or it
    /// has issues there that name no holder; whole in the terminal (piped here), in the JSON and
    /// on the web.
    func testAGapIsSaidAsNoPagesOrAsIssuesThatNameNoHolder() throws {
        let runner = try LLRBRunner()
        func page(_ date: String, _ sentence: String, _ name: String) throws {
            let text = "吕梁日报\n\(date)\n\n## 全市召开工作会议\n\n本报讯 全市工作会议召开。\(sentence)\n"
            try runner.write(Array(text.utf8), to: "pages/\(name).txt")
        }
        try page("2020年6月5日 星期五", "市长王立伟主持会议。", "a")
        try page("2021年1月8日 星期五", "市长程建峰主持会议。", "b")
        let pages = runner.home.appendingPathComponent("pages").path
        XCTAssertEqual(try runner.run(["ingest", pages]).status, 0)
        let noPages = try XCTUnwrap(offices(runner)["吕梁市长"]?.last)
        XCTAssertEqual(noPages["gapSince"] as? String, "2020-06-05")
        XCTAssertEqual(noPages["gapIssues"] as? Int, 0)
        XCTAssertTrue(try runner.run(["offices", "市长"]).stdout.contains("no pages between 2020-06-05 and 2021-01-08"))

        try page("2020年9月1日 星期二", "副市长李红出席。", "c")
        try page("2020年9月2日 星期三", "全市干部参加。", "d")
        XCTAssertEqual(try runner.run(["ingest", pages]).status, 0)
        XCTAssertEqual(try offices(runner)["吕梁市长"]?.last?["gapIssues"] as? Int, 2)
        XCTAssertTrue(try runner.run(["offices", "市长"]).stdout.contains("no mention between 2020-06-05 and 2021-01-08 in 2 issues"))
        let server = try ServedIndex(runner)
        XCTAssertTrue(try server.get("/offices").text.contains("2020-06-05 至 2021-01-08 的 2 期报纸没有提到任职者"))
    }

    /// In 80 columns, `people` keeps every office of a person whole, one a line.
    func testPeopleKeepsEveryOfficeWholeInEightyColumns() throws {
        let runner = try LLRBRunner()
        try ingestMeetings([("2020年3月13日 星期五", "市委副书记、市长王立伟出席。市人大常委会党组书记、主任李建国主持。")], into: runner)
        let table = try runner.run(["people"], environment: ["COLUMNS": "80"]).stdout.split(separator: "\n").map(String.init)
        for office in ["吕梁市委副书记", "吕梁市长", "吕梁市人大常委会党组书记", "吕梁市人大常委会主任"] {
            XCTAssertTrue(table.contains { $0.hasSuffix(office) }, "\(office) whole in \(table)")
        }
        XCTAssertTrue(table.allSatisfy { DisplayWidth.of($0) <= 80 }, "\(table)")
    }
}

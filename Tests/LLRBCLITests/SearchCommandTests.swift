import Foundation
import XCTest

final class SearchCommandTests: XCTestCase {
    func testPhraseFromSeedZeroIsFoundAndMarked() throws {
        let runner = try LLRBRunner.withSeeds()
        let result = try runner.run(["search", "复工复产"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("【复工复产】") || result.stdout.contains("【复 工复产】"), result.stdout)
        XCTAssertFalse(result.stdout.contains("\u{1B}["), "no colour when stdout is a pipe")
        XCTAssertTrue(result.stdout.contains("000_3320e1f2e0a52838.txt"), result.stdout)
        XCTAssertTrue(result.stdout.contains("match 复工复产"), "a total line: \(result.stdout)")
    }

    /// A hit is cited as its page is (`第9895期 第1版`): the page's number in its issue is on the
    /// hit's line, in its JSON and CSV, and at the top of `show --json`, as the date is.
    func testHitsGiveTheIssueAndThePageTheyArePrintedOn() throws {
        let runner = try LLRBRunner.withSeeds()
        let text = try runner.run(["search", "复工复产"])
        XCTAssertTrue(text.stdout.contains("2020-03-13 第9895期 第1版"), text.stdout)
        let (_, hits) = try runner.searchHits("复工复产")
        let hit = try XCTUnwrap(hits.first { ($0["file"] as? String)?.contains("000_") == true })
        XCTAssertEqual(hit["pageNumber"] as? Int, 1)
        let csv = try runner.run(["search", "复工复产", "--csv"])
        XCTAssertTrue(csv.stdout.contains(",2020-03-13,9895,1,"), csv.stdout)
        let shown = try runner.run(["show", try XCTUnwrap(hit["id"] as? String), "--json"]).jsonObject()
        XCTAssertEqual(shown["pageNumber"] as? Int, 1)
    }

    func testJSONHitsCarryTheDocumentedKeys() throws {
        let runner = try LLRBRunner.withSeeds()
        let (total, hits) = try runner.searchHits("复工复产")
        XCTAssertGreaterThan(total, 0)
        let hit = try XCTUnwrap(hits.first)
        for key in ["id", "file", "lines", "date", "issueNumber", "headline", "bylines", "score", "snippet"] {
            XCTAssertTrue(hit.keys.contains(key), "no \(key) in \(hit)")
        }
        let lines = try XCTUnwrap(hit["lines"] as? [String: Any])
        XCTAssertNotNil(lines["first"] as? Int)
        XCTAssertNotNil(lines["last"] as? Int)
        let snippet = try XCTUnwrap(hit["snippet"] as? [String: Any])
        XCTAssertFalse(try XCTUnwrap(snippet["highlights"] as? [Any]).isEmpty)
        XCTAssertTrue(hits.contains { ($0["file"] as? String)?.contains("000_") == true })
    }

    /// An inner page prints no issue number, as seed 001 does; filed as page 2 of 2023-02-17
    /// (`20230217-02.txt`), the day of 第10906期's front page (seed 002), it is that issue's:
    /// `--issue` takes it in, as `show --issue` lists it. Seed 001 itself, which nothing of its
    /// own dates, is no page of 第10906期.
    func testIssueFilterTakesTheInnerPagesOfTheIssuesDate() throws {
        let runner = try LLRBRunner()
        try runner.write(Array(try Data(contentsOf: try LLRBRunner.seed("002"))), to: "archive/front.txt")
        let inner = try runner.write(Array(try Data(contentsOf: try LLRBRunner.seed("001"))), to: "archive/20230217-02.txt")
        XCTAssertEqual(try runner.run(["ingest", inner.deletingLastPathComponent().path]).status, 0)
        let (total, hits) = try runner.searchHits("的", ["--issue", "10906", "--limit", "100"])
        XCTAssertEqual(hits.count, total)
        let files = Set(hits.compactMap { ($0["file"] as? String).map { URL(fileURLWithPath: $0).lastPathComponent } })
        XCTAssertEqual(files, ["front.txt", "20230217-02.txt"])
        XCTAssertTrue(hits.allSatisfy { $0["date"] as? String == "2023-02-17" })
        XCTAssertTrue(hits.contains { $0["issueNumber"] is NSNull || $0["issueNumber"] == nil }, "the inner page's own hits")
        let (sameDay, _) = try runner.searchHits("的", ["--from", "2023-02-17", "--to", "2023-02-17"])
        XCTAssertEqual(total, sameDay)
        XCTAssertEqual(try runner.searchHits("的", ["--issue", "10907"]).total, 0)
    }

    func testSortOldestListsHitsByPageDate() throws {
        let runner = try LLRBRunner.withSeeds()
        let (total, hits) = try runner.searchHits("吕梁", ["--sort", "oldest", "--limit", "100"])
        XCTAssertEqual(hits.count, total)
        let dates = hits.compactMap { $0["date"] as? String }
        XCTAssertGreaterThan(Set(dates).count, 1, "the seeds span several dates")
        XCTAssertEqual(dates, dates.sorted())
        let (_, newest) = try runner.searchHits("吕梁", ["--sort", "newest", "--limit", "1"])
        XCTAssertEqual(newest.first?["date"] as? String, dates.last)
    }

    func testAnUnknownSortOrderIsAUsageError() throws {
        let runner = try LLRBRunner.withSeeds()
        let result = try runner.run(["search", "吕梁", "--sort", "oldset"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("unknown sort order 'oldset'; did you mean 'oldest'?"), result.stderr)
        XCTAssertTrue(result.stdout.isEmpty, result.stdout)
    }

    func testATraditionalQueryIsSearchedInSimplifiedWithANotice() throws {
        let runner = try LLRBRunner.withSeeds()
        let simplified = try runner.run(["search", "复工复产", "--count"])
        XCTAssertEqual(simplified.status, 0, simplified.stderr)
        let traditional = try runner.run(["search", "復工復產", "--count"])
        XCTAssertEqual(traditional.status, 0, traditional.stderr)
        XCTAssertEqual(traditional.stdout, simplified.stdout)
        XCTAssertTrue(traditional.stderr.contains("no article holds 復 產; searched the Simplified form instead: 复工复产"), traditional.stderr)
        let listed = try runner.run(["search", "復工復產", "--limit", "1"])
        XCTAssertTrue(listed.stdout.contains("match 复工复产"), listed.stdout)
        XCTAssertTrue(simplified.stderr.isEmpty, "a query that finds something is never rewritten: \(simplified.stderr)")
        XCTAssertEqual(try runner.run(["search", "復工復產", "--json"]).jsonObject()["query"] as? String, "复工复产", "JSON names the query searched")
    }

    func testJSONAndCSVExportEveryHitWhenTheLimitAllows() throws {
        let runner = try LLRBRunner.withSeeds()
        let count = try XCTUnwrap(Int(try runner.run(["search", "的", "--count"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)))
        XCTAssertGreaterThan(count, 10, "more hits than the default page")
        let json = try runner.run(["search", "的", "--json", "--limit", "100000"]).jsonObject()
        let hits = try XCTUnwrap(json["hits"] as? [[String: Any]])
        XCTAssertEqual(hits.count, count)
        XCTAssertEqual(json["total"] as? Int, count)
        XCTAssertEqual(hits.compactMap { $0["rank"] as? Int }, Array(1...count))
        XCTAssertTrue(hits.allSatisfy { ($0["file"] as? String)?.hasSuffix(".txt") == true && $0["lines"] is [String: Any] })
        let csv = try runner.run(["search", "的", "--csv", "--limit", "100000"])
        XCTAssertEqual(csv.status, 0, csv.stderr)
        XCTAssertTrue(csv.stdout.hasPrefix("rank,id,date,issue,page,headline,bylines,file,first_line,last_line,score,snippet\n"), csv.stdout)
        XCTAssertEqual(Self.csvRecords(csv.stdout), count + 1, "the header and a row per hit")
        let empty = try runner.run(["search", "恐龙化石", "--json"])
        XCTAssertEqual(empty.status, 1)
        XCTAssertEqual((try empty.jsonObject()["hits"] as? [Any])?.isEmpty, true)
    }

    /// The records of a CSV text: line breaks outside quotes (a quoted field may hold one).
    private static func csvRecords(_ text: String) -> Int {
        var quoted = false
        var records = 0
        for scalar in text.unicodeScalars {
            if scalar == "\"" { quoted.toggle() } else if scalar == "\n", !quoted { records += 1 }
        }
        return records
    }

    func testStreamedJSONHasTheLayoutOfTheWholeDocument() throws {
        // `--json` writes hits as they come, `--count --json` renders its document whole: the two
        // must agree on everything but the hits, byte for byte.
        let runner = try LLRBRunner.withSeeds()
        let whole = try runner.run(["search", "吕梁", "--count", "--json"])
        XCTAssertEqual(whole.status, 0, whole.stderr)
        XCTAssertEqual(try runner.run(["search", "吕梁", "--json", "--limit", "0"]).stdout, whole.stdout)
        let streamed = try runner.run(["search", "吕梁", "--json", "--limit", "3"])
        XCTAssertEqual(streamed.status, 0, streamed.stderr)
        XCTAssertEqual((try streamed.jsonObject()["hits"] as? [Any])?.count, 3)
        let wholeLines = whole.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let streamedLines = streamed.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(streamedLines.prefix(2), ["{", "  \"hits\": ["])
        XCTAssertEqual(wholeLines.first, "{")
        XCTAssertEqual(streamedLines.suffix(wholeLines.count - 2), wholeLines.suffix(wholeLines.count - 2), "query, total and the end")
    }

    func testARejectedQueryLeavesCSVOutputEmpty() throws {
        let result = try LLRBRunner.withSeeds().run(["search", "headline:", "--csv"])
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertEqual(result.stdout, "")
    }

    func testTimelineCountsWhatSearchFinds() throws {
        let runner = try LLRBRunner.withSeeds()
        try runner.write(Array("## 吕梁山下春来早\n\n本报讯 吕梁山下的村民忙着春耕备耕，田间地头一片繁忙。\n".utf8), to: "undated/page.txt")
        XCTAssertEqual(try runner.run(["ingest", runner.home.appendingPathComponent("undated").path]).status, 0)
        let count = try runner.run(["search", "吕梁", "--count"])
        let json = try runner.run(["timeline", "吕梁", "--by", "year", "--json"])
        XCTAssertEqual(json.status, 0, json.stderr)
        let object = try json.jsonObject()
        let series = try XCTUnwrap(object["series"] as? [[String: Any]])
        XCTAssertEqual((series.first?["total"] as? Int).map(String.init), count.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
        let periods = try XCTUnwrap(object["periods"] as? [[String: Any]])
        XCTAssertEqual(periods.first?["period"] as? String, "2020")
        let chart = try runner.run(["timeline", "吕梁", "--by", "year"])
        XCTAssertTrue(chart.stdout.contains("█"), chart.stdout)
        XCTAssertTrue(chart.stdout.hasSuffix("articles match 吕梁 (1 on undated pages)\n"), chart.stdout)
        let wrong = try runner.run(["timeline", "吕梁", "--by", "week"])
        XCTAssertEqual(wrong.status, 2)
        XCTAssertTrue(wrong.stderr.contains("unknown timeline unit 'week'"), wrong.stderr)
    }

    /// A file shows no "more" line, so an export cut by `--limit` says on stderr what it holds;
    /// `--all` writes every hit and says nothing.
    func testAnExportCutByTheLimitSaysSoAndAllWritesEveryHit() throws {
        let runner = try LLRBRunner.withSeeds()
        let total = try XCTUnwrap(Int(try runner.run(["search", "发展", "--count"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)))
        XCTAssertGreaterThan(total, 10, "the seeds hold more than a page of 发展")
        let cut = try runner.run(["search", "发展", "--csv"])
        XCTAssertEqual(cut.status, 0, cut.stderr)
        XCTAssertEqual(cut.stdout.split(separator: "\n").count, 11)
        XCTAssertEqual(cut.stderr, "llrb: 10 of \(total) hits written; give --all (or --limit N) for the rest\n")
        let paged = try runner.run(["search", "发展", "--json", "--offset", "10", "--limit", "5"])
        XCTAssertEqual(paged.stderr, "llrb: hits 11–15 of \(total) written; give --all (or --limit N) for the rest\n")
        for format in ["--csv", "--json"] {
            let every = try runner.run(["search", "发展", format, "--all"])
            XCTAssertEqual(every.status, 0, every.stderr)
            XCTAssertEqual(every.stderr, "", format)
        }
        XCTAssertEqual(try runner.searchHits("发展", ["--all"]).hits.count, total)
        XCTAssertEqual(try runner.run(["search", "发展", "--json", "--limit", "100"]).stderr, "", "nothing was left out")
        let both = try runner.run(["search", "发展", "--all", "--limit", "5"])
        XCTAssertEqual(both.status, 2)
        XCTAssertTrue(both.stderr.hasPrefix("llrb: give --limit N or --all, not both"), both.stderr)
    }

    func testCSVHasAHeaderAndOneQuotedRowPerHit() throws {
        let runner = try LLRBRunner.withSeeds()
        let (total, hits) = try runner.searchHits("复工复产", ["--limit", "100"])
        let result = try runner.run(["search", "复工复产", "--limit", "100", "--csv"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        XCTAssertEqual(lines.first, "rank,id,date,issue,page,headline,bylines,file,first_line,last_line,score,snippet")
        XCTAssertEqual(lines.count - 1, total)
        for (line, hit) in zip(lines.dropFirst(), hits) {
            XCTAssertTrue(line.hasPrefix("\(hit["rank"] as? Int ?? 0),\(hit["id"] as? String ?? "")"), String(line))
            let headline = hit["headline"] as? String ?? ""
            let field = headline.contains("\"") || headline.contains(",") ? "\"" + headline.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : headline
            XCTAssertTrue(line.contains("," + field + ","), "headline \(headline) in \(line)")
        }
        XCTAssertTrue(lines.contains { $0.contains("\"\"") }, "a seed headline or snippet with a quote is escaped")
        let both = try runner.run(["search", "复工复产", "--csv", "--json"])
        XCTAssertEqual(both.status, 2)
        XCTAssertTrue(both.stderr.contains("choose one output format: --json or --csv"), both.stderr)
        let timeline = try runner.run(["timeline", "复工复产", "--by", "year", "--csv"])
        XCTAssertEqual(timeline.stdout.split(separator: "\n").first, "period,archived,复工复产")
    }

    /// `-word` excludes for any word, Latin too, and with a field: `-cn` and `-headline:复产`
    /// are query words (no option is spelled so), while `-n` is still a mistyped option.
    func testADashBeforeALatinWordOrAFieldExcludes() throws {
        let runner = try LLRBRunner()
        let pages = [
            "第 9001 期\n\n## 吕梁网改版上线\n\n本报讯 吕梁网新版 www.llrb.cn 今日上线。\n",
            "第 9002 期\n\n## 吕梁新闻客户端上线\n\n本报讯 吕梁新闻客户端今日上线。\n",
        ]
        for (number, page) in pages.enumerated() { _ = try runner.write(Array(page.utf8), to: "pages/\(number).txt") }
        XCTAssertEqual(try runner.run(["ingest", runner.home.appendingPathComponent("pages").path]).status, 0)
        XCTAssertEqual(try runner.run(["search", "--count", "吕梁", "上线"]).stdout, "2\n")
        for excluding in [["-cn"], ["-headline:吕梁网"], ["-CN"]] {
            let result = try runner.run(["search", "--count", "吕梁", "上线"] + excluding)
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertEqual(result.stdout, "1\n", "\(excluding)")
            let timeline = try runner.run(["timeline", "吕梁"] + excluding)
            XCTAssertEqual(timeline.status, 0, timeline.stderr)
        }
        for typo in ["-n", "-json", "-count", "-limit", "-help", "-index"] {
            let result = try runner.run(["search", "吕梁", typo, "1"])
            XCTAssertEqual(result.status, 2, "\(typo): \(result.stdout)")
            XCTAssertTrue(result.stderr.contains("unknown option '\(typo)'"), result.stderr)
        }
        XCTAssertEqual(try runner.run(["timeline", "吕梁", "-by", "year"]).status, 2)
    }

    /// An option where a value should be (`--svg --index DIR`) is the value left out, never
    /// taken as a file's name.
    func testAnOptionWhereAValueShouldBeIsAMissingValue() throws {
        let runner = try LLRBRunner.withSeeds()
        let result = try runner.run(["timeline", "复工复产", "--svg", "--limit", "3"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.hasPrefix("llrb: --svg needs a value (FILE)"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: runner.home.appendingPathComponent("--limit").path))
    }

    /// A guessed field name that finds nothing gets a line naming the real fields; a real
    /// field, or a search that finds something, gets none.
    func testAnUnknownFieldNameThatFindsNothingNamesTheFields() throws {
        let runner = try LLRBRunner.withSeeds()
        let guessed = try runner.run(["search", "title:复工", "-Author:王"])
        XCTAssertEqual(guessed.status, 1)
        XCTAssertEqual(guessed.stderr, "llrb: 'title:', 'Author:' are not fields, so they were searched as text; "
            + "the fields are headline:, byline:, body:, caption: and original:\n")
        XCTAssertEqual(try runner.run(["search", "--count", "title:复工"]).stderr.split(separator: "\n").count, 1)
        for found in [["headline:复工"], ["复工复产"]] {
            let result = try runner.run(["search"] + found)
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertEqual(result.stderr, "")
        }
    }

    func testNothingFoundExitsOne() throws {
        let runner = try LLRBRunner.withSeeds()
        let result = try runner.run(["search", "量子纠缠计算机"])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertFalse(result.stderr.contains("Simplified"), "no Traditional character to rewrite: \(result.stderr)")
        XCTAssertTrue(result.stdout.contains("0 articles match"), result.stdout)
    }

    /// Credits are found by what the page prints: the roles the parser gives a bare name (作者)
    /// and a photo credit (摄影) are no words of the page, and found they made every signed
    /// story a hit of 作者, 作 and 影 (seed 000's `(彦平 裴芳)`, seed 004's `薛力娜 张志茹 摄`).
    func testCreditsAreFoundByWhatThePagePrints() throws {
        let runner = try LLRBRunner.withSeeds()
        for query in ["作者", "摄影"] {
            XCTAssertEqual(try runner.run(["search", query, "--count"]).status, 1, query)
        }
        XCTAssertEqual(try runner.searchHits("byline:裴芳").total, 1)
        let photo = try runner.searchHits("caption:张志茹摄")
        XCTAssertEqual(photo.total, 1)
        XCTAssertEqual(photo.total, try runner.searchHits("caption:张志茹").total)
    }

    /// What stands between two numbers is part of the number: `3.1` finds 3.1 (or ３．１), not
    /// `“3+1”`; `13.2` finds 13.2, not the table cells `181.13|2.1`. Between Chinese characters
    /// any punctuation still matches any other.
    func testAPhraseOfNumbersMatchesOnlyTheMarksBetweenThem() throws {
        let runner = try LLRBRunner()
        let stories = ["增长": "全市地区生产总值增长3.1%，其中工业增长13.2%。", "宽度": "全市居民收入增长３．１%。",
                       "保障": "构建水安全“3+1”保障体系。", "表格": "城镇居民收入|181.13|2.1|", "顿号": "坚持生态优先，绿色发展。"]
        for (name, text) in stories {
            try runner.write(Array("## 全市经济运行\(name)情况\n\n本报讯 \(text)\n".utf8), to: "pages/\(name).txt")
        }
        XCTAssertEqual(try runner.run(["ingest", runner.home.appendingPathComponent("pages").path]).status, 0)
        func files(_ query: String) throws -> Set<String> {
            Set(try runner.searchHits(query).hits.compactMap { ($0["file"] as? String).map { URL(fileURLWithPath: $0).lastPathComponent } })
        }
        XCTAssertEqual(try files("3.1"), ["增长.txt", "宽度.txt"])
        XCTAssertEqual(try files("13.2"), ["增长.txt"])
        XCTAssertEqual(try files("3+1"), ["保障.txt"])
        XCTAssertEqual(try files("生态优先、绿色发展"), ["顿号.txt"])
    }

    func testCountPrintsTheSameTotalAsJSON() throws {
        let runner = try LLRBRunner.withSeeds()
        let count = try runner.run(["search", "吕梁", "--count"])
        XCTAssertEqual(count.status, 0, count.stderr)
        let (total, _) = try runner.searchHits("吕梁")
        XCTAssertEqual(count.stdout.trimmingCharacters(in: .whitespacesAndNewlines), String(total))
    }

    func testDateFilterExcludesOtherYears() throws {
        let runner = try LLRBRunner.withSeeds()
        let (_, hits) = try runner.searchHits("吕梁", ["--from", "2023", "--to", "2023", "--limit", "100"])
        XCTAssertFalse(hits.isEmpty)
        for hit in hits {
            XCTAssertTrue((hit["date"] as? String)?.hasPrefix("2023-") == true, "\(hit["date"] ?? "nil") outside 2023")
        }
    }

    /// Paging past the last hit shows none, says so on stderr with where the last page starts,
    /// and exits as when nothing matches; the total stays on stdout.
    func testOffsetPastTheLastHitSaysSoAndExitsOne() throws {
        let runner = try LLRBRunner.withSeeds()
        let total = try runner.searchHits("复工").total
        XCTAssertLessThan(total, 10)
        for format in [[], ["--json"], ["--csv"], ["--all"]] {
            let past = try runner.run(["search", "复工", "--offset", "10"] + format)
            XCTAssertEqual(past.status, 1, "\(format)")
            XCTAssertEqual(past.stderr, "llrb: --offset 10 is past the last of \(total) hits; the last page starts at --offset 0\n", "\(format)")
        }
        XCTAssertEqual(try runner.run(["search", "复工", "--offset", "10"]).stdout, "\(total) articles match 复工\n")
        let paged = try runner.run(["search", "发展", "--offset", "40", "--limit", "5"])
        XCTAssertTrue(paged.stderr.hasSuffix("the last page starts at --offset 20\n"), paged.stderr)
        let last = try runner.run(["search", "复工", "--offset", String(total - 1)])
        XCTAssertEqual(last.status, 0)
        XCTAssertTrue(last.stdout.contains("(showing \(total)–\(total))"), last.stdout)
        XCTAssertFalse(last.stdout.contains("more with --offset"), "the last page points past no end: \(last.stdout)")
    }

    /// `--from` after `--to` is a slip, not an empty range: every command with the pair says to
    /// swap them (the web reader follows the same rule).
    func testFromAfterToSaysToSwapThem() throws {
        let runner = try LLRBRunner.withSeeds()
        for command in [["search", "复工"], ["timeline", "复工"], ["kwic", "复工"], ["places", "复工"], ["issues"]] {
            let result = try runner.run(command + ["--from", "2024", "--to", "2020"])
            XCTAssertEqual(result.status, 2, "\(command)")
            XCTAssertTrue(result.stderr.hasPrefix("llrb: --from 2024-01-01 is after --to 2020-12-31; swap them"), result.stderr)
        }
    }

    /// `--excel` is the CSV of `--csv` led by a UTF-8 byte order mark, so that Excel on a
    /// Chinese Windows reads it as UTF-8 rather than GBK; `--csv` never has the mark, written to
    /// a file or to a pipe.
    func testExcelIsTheCSVLedByAByteOrderMarkAndCSVNeverHasOne() throws {
        let runner = try LLRBRunner.withSeeds()
        for command in [["search", "植树", "--all"], ["timeline", "植树"], ["kwic", "复工复产"]] {
            let csv = try runner.run(command + ["--csv"])
            let excel = try runner.run(command + ["--excel"])
            XCTAssertEqual(excel.status, 0, excel.stderr)
            XCTAssertEqual(Array(excel.stdout.utf8.prefix(3)), [0xEF, 0xBB, 0xBF], "\(command)")
            XCTAssertEqual(String(excel.stdout.dropFirst()), csv.stdout, "\(command)")
            XCTAssertNotEqual(csv.stdout.first, "\u{FEFF}", "\(command)")
            let piped = try runner.capture(URL(fileURLWithPath: "/bin/sh"),
                                           ["-c", "\"$0\" --index \"$1\" " + command.joined(separator: " ") + " --csv | cat",
                                            try LLRBRunner.executable().path, runner.indexDirectory.path],
                                           environment: ProcessInfo.processInfo.environment)
            XCTAssertEqual(piped.stdout, csv.stdout, "\(command) through a pipe")
            XCTAssertEqual(try runner.run(command + ["--csv", "--excel"]).status, 2)
        }
        XCTAssertTrue(try runner.run(["search", "植树", "--excel", "--json"]).stderr.contains("choose one output format"))
    }

    func testLimitAndOffsetPage() throws {
        let runner = try LLRBRunner.withSeeds()
        let (total, all) = try runner.searchHits("吕梁", ["--limit", "4"])
        XCTAssertGreaterThan(total, 2)
        let (_, second) = try runner.searchHits("吕梁", ["--limit", "1", "--offset", "1"])
        XCTAssertEqual(second.first?["id"] as? String, all[1]["id"] as? String)
    }

    func testBadDateAndNumbersAreUsageErrors() throws {
        let runner = try LLRBRunner.withSeeds()
        for arguments in [["--from", "2020-13"], ["--to", "20200313"], ["--limit", "-1"], ["--issue", "九"],
                          ["--from", "2021", "--to", "2020"]] {
            let result = try runner.run(["search", "吕梁"] + arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertTrue(result.stderr.hasPrefix("llrb: "), result.stderr)
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
        }
    }
}

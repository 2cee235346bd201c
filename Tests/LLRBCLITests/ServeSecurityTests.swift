import Foundation
import XCTest

/// `llrb serve` against hostile pages and hostile clients, through the binary: text from a
/// page is always escaped, only the reader's routes exist, malformed and oversized requests
/// are refused with a 4xx, and slow clients cannot hold up the others.
final class ServeSecurityTests: XCTestCase {
    /// A page whose headline and body hold markup, an attribute break-out and a template.
    private static let hostilePage = """
    ## 试点工作<script>alert(1)</script>推进
    本报讯（记者 张三）"><img src=x onerror=alert(2)> 复工复产{{7*7}}工作有序推进，各地企业恢复生产，\
    '><svg onload=alert(3)> 车间里机器轰鸣。
    """

    func testTextFromAPageRendersAsText() throws {
        let runner = try LLRBRunner()
        let page = runner.home.appendingPathComponent("pages/hostile.txt")
        try FileManager.default.createDirectory(at: page.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Self.hostilePage.write(to: page, atomically: true, encoding: .utf8)
        XCTAssertEqual(try runner.run(["ingest", page.deletingLastPathComponent().path]).status, 0)
        let id = try XCTUnwrap(try runner.searchHits("试点工作").hits.first?["id"] as? String)
        let server = try ServedIndex(runner)
        for path in ["/search?q=%E8%AF%95%E7%82%B9%E5%B7%A5%E4%BD%9C", "/article/\(id)", "/article/\(id)?q=onerror",
                     "/search?q=%3Cscript%3Ealert(9)%3C%2Fscript%3E", "/search?q=x&from=%22%3E%3Cscript%3E"] {
            let html = try server.get(path).text
            XCTAssertFalse(html.contains("<script>alert"), path)
            XCTAssertFalse(html.contains("<img src=x"), path)
            XCTAssertFalse(html.contains("<svg onload"), path)
        }
        let article = try server.get("/article/\(id)").text
        XCTAssertTrue(article.contains("&lt;script&gt;alert(1)&lt;/script&gt;"), article)
        XCTAssertTrue(article.contains("&quot;&gt;&lt;img src=x onerror=alert(2)&gt;"), "the break-out attempt shown as text")
        XCTAssertTrue(article.contains("&#39;&gt;&lt;svg onload=alert(3)&gt;"), "the break-out attempt shown as text")
        XCTAssertTrue(article.contains("{{7*7}}"), "a template is shown as typed")
        XCTAssertEqual(article.components(separatedBy: "<script").count - 1, 1, "only the reader's own script tag")
    }

    func testOnlyTheReadersRoutesExist() throws {
        let runner = try LLRBRunner.withSeeds()
        let server = try ServedIndex(runner)
        let outside = ["/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/assets/..%2f..%2fetc%2fpasswd", "/assets/../../Package.swift",
                       "/article/..%2F..%2Fetc%2Fpasswd", "//etc/passwd", "/etc/passwd", "/assets/", "/assets/llrb.css/x",
                       "/issue/-1", "/issue/%39%38%39%35x", "/date/2020-02-30", "/api/../stats/x", "/api/nothing", "/search/x",
                       "/seeds/000_3320e1f2e0a52838.txt", "/MANIFEST", "/.build/debug/llrb"]
        for path in outside {
            let reply = try server.get(path)
            XCTAssertTrue([400, 404].contains(reply.status), "\(path) answered \(reply.status)")
            XCTAssertFalse(reply.text.contains("root:"), path)
            XCTAssertFalse(reply.text.contains("PackageDescription"), path)
        }
    }

    func testMalformedAndOversizedRequestsAreRefused() throws {
        let runner = try LLRBRunner.withSeeds()
        let server = try ServedIndex(runner)
        let cases: [(request: String, status: Int)] = [
            ("GET /\(String(repeating: "a", count: 9000)) HTTP/1.1\r\nHost: x\r\n\r\n", 414),
            ("GET / HTTP/1.1\r\nHost: x\r\n" + String(repeating: "X-Filler: \(String(repeating: "b", count: 200))\r\n", count: 100) + "\r\n", 431),
            ("POST /search HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\n\r\nq=1", 405),
            ("DELETE /stats HTTP/1.1\r\nHost: x\r\n\r\n", 405),
            ("GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello", 400),
            ("GET / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n", 400),
            ("GARBAGE\r\n\r\n", 400),
            ("GET / HTTP/1.1\r\n\r\n", 400),
            ("GET /%00 HTTP/1.1\r\nHost: x\r\n\r\n", 400),
            ("GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n", 400),
        ]
        for (request, status) in cases {
            let connection = try HTTPTestConnection(port: server.port)
            try connection.send(request)
            XCTAssertEqual(connection.readReply()?.status, status, String(request.prefix(60)))
        }
        XCTAssertEqual(try server.get("/").status, 200, "still serving")
    }

    func testSlowClientsDoNotHoldUpOthers() throws {
        let runner = try LLRBRunner.withSeeds()
        let server = try ServedIndex(runner)
        // Forty connections that have each sent half a request line and then nothing.
        let slow = try (0..<40).map { _ in
            let connection = try HTTPTestConnection(port: server.port)
            try connection.send("GET /sea")
            return connection
        }
        let started = Date()
        for _ in 0..<10 { XCTAssertEqual(try server.get("/search?q=%E5%A4%8D%E5%B7%A5%E5%A4%8D%E4%BA%A7").status, 200) }
        XCTAssertLessThan(Date().timeIntervalSince(started), 5, "ten searches waited for the slow clients")
        XCTAssertEqual(slow.count, 40)
    }
}

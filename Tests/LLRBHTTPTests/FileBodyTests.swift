import Foundation
import Glibc
import LLRBHTTP
import XCTest

/// A body read from a file (`ResponseFile`) goes out whole, a chunk at a time, with its length;
/// HEAD and a 304 send none of it; and its descriptor is closed however the response ended.
final class FileBodyTests: XCTestCase {
    private func file(_ bytes: [UInt8]) throws -> String {
        let path = NSTemporaryDirectory() + "llrb-file-body-\(UUID().uuidString)"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    private func openDescriptors() throws -> Int {
        try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count
    }

    func testAFileBodyIsSentWholeAndHeadAndNotModifiedSendNoneOfIt() throws {
        let body = (0..<3_000_000).map { UInt8(truncatingIfNeeded: $0 % 251) }
        let path = try file(body)
        let port = try startServer { _ in } handler: { _ in
            HTTPResponse(status: .ok, headers: [("Content-Type", "image/png")],
                         file: ResponseFile(descriptor: open(path, O_RDONLY | O_CLOEXEC), length: body.count)).withETag("v1")
        }
        let client = try RawClient(port: port)
        client.get("/scan")
        let whole = try XCTUnwrap(client.readResponse())
        XCTAssertEqual(whole.headers["content-length"], "\(body.count)")
        XCTAssertEqual(whole.body, body)
        let before = try openDescriptors()
        for _ in 0..<10 {
            client.get("/scan", method: "HEAD")
            XCTAssertEqual(client.readResponse(bodyless: true)?.headers["content-length"], "\(body.count)")
            client.get("/scan", extraHeaders: ["If-None-Match: \"v1\""])
            XCTAssertEqual(client.readResponse()?.status, 304)
            client.get("/scan")
            XCTAssertEqual(client.readResponse()?.body.count, body.count)
        }
        // Had HEAD's or the 304's answer carried a body, it would be read here as a status line.
        client.get("/scan", method: "HEAD")
        XCTAssertEqual(client.readResponse(bodyless: true)?.status, 200)
        XCTAssertEqual(try openDescriptors(), before, "every response's file is closed")
    }

    func testAClientLeavingMidFileAndAFileThatShrankCloseTheirConnectionsAndTheirFiles() throws {
        let body = [UInt8](repeating: 0x42, count: 8 << 20)
        let path = try file(body)
        let port = try startServer { _ in } handler: { request in
            // `/short` promises more than the file holds: the connection is closed, not hung.
            let length = request.path == "/short" ? body.count + 1 : body.count
            return HTTPResponse(status: .ok, file: ResponseFile(descriptor: open(path, O_RDONLY | O_CLOEXEC), length: length))
        }
        let warmed = try RawClient(port: port)
        warmed.get("/scan", method: "HEAD")
        _ = warmed.readResponse(bodyless: true)
        let before = try openDescriptors()
        for _ in 0..<3 {
            let leaving = try RawClient(port: port, receiveBuffer: 4096)
            leaving.get("/scan")
        }
        let short = try RawClient(port: port)
        short.get("/short")
        XCTAssertNil(short.readResponse(), "a body cut short is no whole response")
        let client = try RawClient(port: port)
        client.get("/scan")
        XCTAssertEqual(client.readResponse()?.body.count, body.count)
        // The leaving clients' connections end when the server next finds them gone.
        let deadline = Date(timeIntervalSinceNow: 10)
        while try openDescriptors() > before + 3, Date() < deadline { usleep(50_000) }
        XCTAssertLessThanOrEqual(try openDescriptors(), before + 3, "the files of responses no one reads are closed")
    }
}

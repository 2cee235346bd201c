import Foundation
import LLRBHTTP
import XCTest

/// A server on 127.0.0.1 and a free port for one test, stopped when the test ends.
/// The default handler echoes what the request decoded to, so tests can check the parsing.
extension XCTestCase {
    func startServer(
        _ configure: (inout HTTPServer.Configuration) -> Void = { _ in },
        quickAnswer: (@Sendable (HTTPRequest) -> HTTPResponse?)? = nil,
        handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse = RunningServer.echo
    ) throws -> UInt16 {
        var configuration = HTTPServer.Configuration(port: 0)
        configure(&configuration)
        let server = if let quickAnswer {
            HTTPServer(configuration: configuration, quickAnswer: quickAnswer, handler: handler)
        } else {
            HTTPServer(configuration: configuration, handler: handler)
        }
        let port = try server.start()
        addTeardownBlock { server.stop() }
        return port
    }
}

enum RunningServer {
    /// "path=…" then a line "name=value" per query pair.
    @Sendable static func echo(_ request: HTTPRequest) -> HTTPResponse {
        let lines = ["\(request.method) path=\(request.path)"] + request.query.map { "\($0.name)=\($0.value)" }
        return .text(lines.joined(separator: "\n"), status: .ok)
    }
}

extension XCTestCase {
    /// Sends each head on a connection of its own and checks it is answered `status` and the
    /// connection closed.
    func assertRefused(_ heads: [String], with status: Int, port: UInt16, file: StaticString = #filePath, line: UInt = #line) throws {
        for head in heads {
            let client = try RawClient(port: port)
            client.send(head)
            XCTAssertEqual(client.readResponse()?.status, status, head.debugDescription, file: file, line: line)
            XCTAssertTrue(client.isClosedByServer(), head.debugDescription, file: file, line: line)
        }
    }

    /// A GET of each target, as `assertRefused` sends heads.
    func assertRefused(targets: [String], with status: Int, port: UInt16, file: StaticString = #filePath, line: UInt = #line) throws {
        try assertRefused(targets.map { "GET \($0) HTTP/1.1\r\nHost: test\r\n\r\n" }, with: status, port: port, file: file, line: line)
    }
}

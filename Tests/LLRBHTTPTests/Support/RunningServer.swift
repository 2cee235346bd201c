import Foundation
import LLRBHTTP
import XCTest

/// A server on 127.0.0.1 and a free port for one test, stopped when the test ends.
/// The default handler echoes what the request decoded to, so tests can check the parsing.
extension XCTestCase {
    func startServer(
        _ configure: (inout HTTPServer.Configuration) -> Void = { _ in },
        handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse = RunningServer.echo
    ) throws -> UInt16 {
        var configuration = HTTPServer.Configuration(port: 0)
        configure(&configuration)
        let server = HTTPServer(configuration: configuration, handler: handler)
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

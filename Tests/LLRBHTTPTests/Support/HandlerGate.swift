import Foundation
import LLRBHTTP
import Synchronization
import XCTest

/// A handler that answers each request with its path, but holds every request for "/hold"
/// until `release()`, and records the paths it was called for, in order.
final class HandlerGate: Sendable {
    private let paths = Mutex<[String]>([])
    private let held = DispatchSemaphore(value: 0)
    private let released = DispatchSemaphore(value: 0)
    private let isReleased = Mutex(false)

    var handledPaths: [String] { paths.withLock { $0 } }

    func handle(_ request: HTTPRequest) -> HTTPResponse {
        paths.withLock { $0.append(request.path) }
        if request.path == "/hold", !isReleased.withLock({ $0 }) {
            held.signal()
            released.wait()
            released.signal()
        }
        return .text(request.path, status: .ok)
    }

    /// Returns once `count` handlers are held.
    func waitUntilHeld(_ count: Int) {
        for _ in 0..<count { held.wait() }
    }

    /// Lets every held handler, and any later "/hold", go on.
    func release() {
        isReleased.withLock { $0 = true }
        released.signal()
    }
}

extension XCTestCase {
    /// A server with `handlers` handler slots, each held by a "/hold" request from a client of
    /// its own; the gate is released when the test ends, so no handler thread stays held.
    func startHeldServer(
        handlers: Int, quickAnswer: (@Sendable (HTTPRequest) -> HTTPResponse?)? = nil
    ) throws -> (gate: HandlerGate, port: UInt16, holders: [RawClient]) {
        let gate = HandlerGate()
        addTeardownBlock { gate.release() }
        let port = try startServer({ $0.handlerConcurrency = handlers }, quickAnswer: quickAnswer) { gate.handle($0) }
        let holders = try (0..<handlers).map { _ in
            let client = try RawClient(port: port, timeout: 10)
            client.get("/hold")
            return client
        }
        gate.waitUntilHeld(handlers)
        return (gate, port, holders)
    }

    /// Returns once the event loop has handled what clients sent before: it answers a POST
    /// itself, and the poll that shows the POST shows whatever was already in other sockets.
    /// The answer may leave before the loop has handled the rest of that poll's sockets (a
    /// hang-up among them), so a second POST, which a later poll shows, is awaited too.
    func awaitLoop(port: UInt16) throws {
        for _ in 0..<2 {
            try assertRefused(["POST / HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n"], with: 405, port: port)
        }
    }
}

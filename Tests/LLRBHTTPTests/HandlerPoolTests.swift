import Foundation
import LLRBHTTP
import Synchronization
import XCTest

/// The handler pool: requests wait their turn first come first served, and a request whose
/// client hung up while it waited is never run.
final class HandlerPoolTests: XCTestCase {
    func testQueuedRequestsWhoseClientsHungUpAreNeverRun() throws {
        let gate = heldGate()
        let port = try startServer { $0.handlerConcurrency = 1 } handler: { gate.handle($0) }
        let holder = try RawClient(port: port, timeout: 10)
        holder.get("/hold")
        gate.waitUntilHeld(1)
        for index in 0..<3 {
            let client = try RawClient(port: port)
            client.get("/abandoned/\(index)")
        }
        try awaitLoop(port: port)
        gate.release()
        XCTAssertEqual(holder.readResponse()?.text, "/hold")
        // With one handler slot, this runs only after any request that was wrongly kept.
        let last = try RawClient(port: port)
        last.get("/last")
        XCTAssertEqual(last.readResponse()?.text, "/last")
        XCTAssertEqual(gate.handledPaths, ["/hold", "/last"])
    }

    func testAHandlerWhoseClientHungUpFreesItsSlotWhenItEnds() throws {
        let gate = heldGate()
        let port = try startServer { $0.handlerConcurrency = 1 } handler: { gate.handle($0) }
        do {
            let client = try RawClient(port: port)
            client.get("/hold")
            gate.waitUntilHeld(1)
        }
        try awaitLoop(port: port)
        gate.release()
        let next = try RawClient(port: port)
        next.get("/next")
        XCTAssertEqual(next.readResponse()?.text, "/next")
    }

    func testWaitingRequestsRunInTheOrderTheyArrivedAcrossConnections() throws {
        let gate = heldGate()
        let port = try startServer { $0.handlerConcurrency = 1 } handler: { gate.handle($0) }
        let holder = try RawClient(port: port, timeout: 10)
        holder.get("/hold")
        gate.waitUntilHeld(1)
        let paths = (0..<6).map { "/waiting/\($0)" }
        let clients = try paths.map { path in
            let client = try RawClient(port: port, timeout: 10)
            client.get(path)
            try awaitLoop(port: port)
            return client
        }
        gate.release()
        XCTAssertEqual(holder.readResponse()?.text, "/hold")
        XCTAssertEqual(clients.map { $0.readResponse()?.text }, paths)
        XCTAssertEqual(gate.handledPaths, ["/hold"] + paths)
    }

    /// Returns once the event loop has seen what clients sent before: it answers a POST
    /// itself, and the poll that shows the POST shows whatever was already in other sockets.
    func awaitLoop(port: UInt16) throws {
        try assertRefused(["POST / HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n"], with: 405, port: port)
    }

    /// A gate released when the test ends, whatever happened, so no handler thread stays held.
    func heldGate() -> HandlerGate {
        let gate = HandlerGate()
        addTeardownBlock { gate.release() }
        return gate
    }
}

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

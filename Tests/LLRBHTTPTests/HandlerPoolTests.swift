import LLRBHTTP
import XCTest

/// The handler pool: requests wait their turn first come first served, and a request whose
/// client hung up while it waited is never run.
final class HandlerPoolTests: XCTestCase {
    func testQueuedRequestsWhoseClientsHungUpAreNeverRun() throws {
        let (gate, port, holders) = try startHeldServer(handlers: 1)
        for index in 0..<3 {
            let client = try RawClient(port: port)
            client.get("/abandoned/\(index)")
        }
        try awaitLoop(port: port)
        gate.release()
        XCTAssertEqual(holders[0].readResponse()?.text, "/hold")
        // With one handler slot, this runs only after any request that was wrongly kept.
        let last = try RawClient(port: port)
        last.get("/last")
        XCTAssertEqual(last.readResponse()?.text, "/last")
        XCTAssertEqual(gate.handledPaths, ["/hold", "/last"])
    }

    func testAHandlerWhoseClientHungUpFreesItsSlotWhenItEnds() throws {
        let (gate, port, holders) = try startHeldServer(handlers: 1)
        holders[0].hangUp()
        try awaitLoop(port: port)
        gate.release()
        let next = try RawClient(port: port)
        next.get("/next")
        XCTAssertEqual(next.readResponse()?.text, "/next")
    }

    func testWaitingRequestsRunInTheOrderTheyArrivedAcrossConnections() throws {
        let (gate, port, holders) = try startHeldServer(handlers: 1)
        let paths = (0..<6).map { "/waiting/\($0)" }
        let clients = try paths.map { path in
            let client = try RawClient(port: port, timeout: 10)
            client.get(path)
            try awaitLoop(port: port)
            return client
        }
        gate.release()
        XCTAssertEqual(holders[0].readResponse()?.text, "/hold")
        XCTAssertEqual(clients.map { $0.readResponse()?.text }, paths)
        XCTAssertEqual(gate.handledPaths, ["/hold"] + paths)
    }
}

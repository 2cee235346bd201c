import LLRBHTTP
import XCTest

/// No bytes a client sends can crash the server or leave it unable to serve the next client.
final class RobustnessTests: XCTestCase {
    static let validRequests = [
        "GET /search?q=%E5%A4%8D&page=2 HTTP/1.1\r\nHost: localhost\r\nIf-None-Match: \"a\"\r\n\r\n",
        "HEAD / HTTP/1.0\r\nConnection: keep-alive\r\n\r\nGET /x HTTP/1.1\r\nHost: a\r\n\r\n",
        "GET http://localhost/issue HTTP/1.1\r\nHost: a\r\nContent-Length: 0\r\n\r\n",
        "POST /edit HTTP/1.1\r\nHost: a\r\nContent-Length: 14\r\n\r\ntext=%E5%A4%8D+GET / HTTP/1.1\r\nHost: a\r\n\r\n",
    ]

    func testRandomAndMutatedBytesLeaveTheServerServing() throws {
        let port = try startServer {
            $0.headerTimeout = .seconds(1)
            $0.acceptsPOST = true
        }
        var random = SplitMix(seed: 0x6C6C_7262)
        for round in 0..<300 {
            let client = try RawClient(port: port, timeout: 3)
            client.send(round.isMultiple(of: 3) ? random.bytes(count: random.below(2000)) : mutated(Self.validRequests[round % Self.validRequests.count], &random))
            client.finishSending()
            _ = client.readToEnd()
        }
        let client = try RawClient(port: port)
        client.get("/still")
        XCTAssertEqual(client.readResponse()?.text, "GET path=/still")
    }

    /// A valid request with a few bytes flipped, inserted or deleted.
    private func mutated(_ request: String, _ random: inout SplitMix) -> [UInt8] {
        var bytes = Array(request.utf8)
        for _ in 0...random.below(4) where !bytes.isEmpty {
            let index = random.below(bytes.count)
            switch random.below(3) {
            case 0: bytes[index] = UInt8(truncatingIfNeeded: random.next())
            case 1: bytes.insert(UInt8(truncatingIfNeeded: random.next()), at: index)
            default: bytes.remove(at: index)
            }
        }
        return bytes
    }
}

/// A small seeded generator, so that a failing round can be replayed.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in 0..<bound.
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(1, bound))) }

    mutating func bytes(count: Int) -> [UInt8] { (0..<count).map { _ in UInt8(truncatingIfNeeded: next()) } }
}

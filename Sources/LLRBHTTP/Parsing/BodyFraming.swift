/// How a request's head says its body is delimited (RFC 9112 §6.3), known before a byte of the
/// body is read, so that a body the server will not take is refused unread.
enum BodyFraming: Equatable {
    /// Neither Content-Length nor Transfer-Encoding: no body.
    case noBody
    /// A `Content-Length`; `Int.max` for a number too long to hold, which no limit admits.
    case length(Int)
    /// Any Transfer-Encoding (chunked or another): a length known only by decoding the body,
    /// which this server never does.
    case transferCoded

    /// A Content-Length that is not one decimal number (a list of one number repeated, as RFC
    /// 9110 §8.6 allows, counts as that number) is refused, as a smuggling attempt would be.
    init(_ headers: HTTPHeaders) throws(RequestRefusal) {
        if headers["transfer-encoding"] != nil {
            self = .transferCoded
            return
        }
        guard let declared = headers["content-length"] else {
            self = .noBody
            return
        }
        let lengths = Set(declared.split(separator: ",", omittingEmptySubsequences: false).map(\.trimmingSpaces))
        guard lengths.count == 1, let length = lengths.first, !length.isEmpty, length.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else {
            throw .badRequest("the Content-Length is not a number")
        }
        self = .length(Int(length) ?? .max)
    }

    /// Whether nothing follows the head: all that GET and HEAD may carry.
    var isEmpty: Bool {
        self == .noBody || self == .length(0)
    }
}

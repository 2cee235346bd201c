/// Which requests may carry a body, and how large, from the configuration (`acceptsPOST`,
/// `maxBodyBytes`). A body is held in memory whole before the handler sees it, so its limit
/// bounds what one connection can make the server keep, as `HeadLimits` does for the head; it
/// is checked against the declared length before a byte of the body is read.
struct BodyPolicy: Sendable {
    var acceptsPOST: Bool
    var maxBytes: Int

    /// The methods served, in the order `Allow` lists them.
    var methods: [String] {
        acceptsPOST ? ["GET", "HEAD", "POST"] : ["GET", "HEAD"]
    }

    /// The length of an accepted POST's body, or why it is refused: 411 without a
    /// Content-Length, 501 for a transfer coding (a form is small and browsers send it with a
    /// length; chunked decoding would be code to harden for no reader), 413 above the limit.
    /// Each refusal closes the connection, since the bytes after the head can no longer be
    /// framed with certainty.
    func admittedLength(_ framing: BodyFraming) throws(RequestRefusal) -> Int {
        switch framing {
        case .transferCoded:
            throw RequestRefusal(status: .notImplemented, reason: "a body in a transfer coding (chunked) is not read; send it with a Content-Length")
        case .noBody:
            throw RequestRefusal(status: .lengthRequired, reason: "a POST needs a Content-Length")
        case .length(let length) where length > maxBytes:
            throw RequestRefusal(status: .contentTooLarge, reason: "the body is over \(maxBytes) bytes")
        case .length(let length):
            return length
        }
    }
}

/// How large a request head may be. A head is held in memory whole before it is parsed, so
/// these bound what one connection can make the server keep, and answer oversized heads with
/// the status that names what was too long.
struct HeadLimits: Sendable {
    /// Longest request line, CRLF excluded (414 beyond).
    var requestLineBytes: Int
    /// Longest header section after the request line (431 beyond).
    var headerBytes: Int
    /// Most header lines (431 beyond).
    var headerCount: Int
}

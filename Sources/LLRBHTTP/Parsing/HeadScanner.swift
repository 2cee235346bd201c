/// Finds where a request head ends in the bytes read so far, enforcing `HeadLimits` as the
/// bytes come. It remembers how far it has looked, so a client sending one byte at a time
/// costs one look per byte, not a rescan of everything it sent.
struct HeadScanner {
    enum Outcome: Equatable {
        case needsMore
        /// The head is the first `headLength` bytes, its empty line included.
        case complete(headLength: Int)
        case refused(RequestRefusal)
    }

    let limits: HeadLimits
    private var scanned = 0
    private var lineStart = 0
    private var requestLineEnd: Int?
    private var headerLines = 0

    init(limits: HeadLimits) {
        self.limits = limits
    }

    /// Looks at the bytes of `input` it has not seen; `input` only ever grows between calls
    /// until `reset()`. A line ends at LF, with or without CR before it.
    mutating func scan(_ input: [UInt8]) -> Outcome {
        while scanned < input.count {
            let index = scanned
            scanned += 1
            guard input[index] == HTTPSyntax.lineFeed else { continue }
            let hasCarriageReturn = index > lineStart && input[index - 1] == HTTPSyntax.carriageReturn
            let lineLength = index - lineStart - (hasCarriageReturn ? 1 : 0)
            if requestLineEnd == nil {
                guard lineLength <= limits.requestLineBytes else { return .refused(Self.uriTooLong) }
                requestLineEnd = index
            } else if lineLength == 0 {
                return .complete(headLength: index + 1)
            } else {
                headerLines += 1
                guard headerLines <= limits.headerCount else {
                    return .refused(RequestRefusal(status: .requestHeaderFieldsTooLarge, reason: "more than \(limits.headerCount) header lines"))
                }
                if let refusal = overflow(pendingLine: 0) { return .refused(refusal) }
            }
            lineStart = index + 1
        }
        return overflow(pendingLine: input.count - lineStart).map(Outcome.refused) ?? .needsMore
    }

    /// Starts over for the next request, once the caller has removed this head from its input.
    mutating func reset() {
        self = HeadScanner(limits: limits)
    }

    /// The refusal a head already too long deserves before its end is seen.
    private func overflow(pendingLine: Int) -> RequestRefusal? {
        guard let requestLineEnd else {
            // One byte of slack for the CR of a line exactly at the limit.
            return pendingLine > limits.requestLineBytes + 1 ? Self.uriTooLong : nil
        }
        guard scanned - (requestLineEnd + 1) > limits.headerBytes else { return nil }
        return RequestRefusal(status: .requestHeaderFieldsTooLarge, reason: "the header section is over \(limits.headerBytes) bytes")
    }

    private static let uriTooLong = RequestRefusal(status: .uriTooLong, reason: "the request line is too long")
}

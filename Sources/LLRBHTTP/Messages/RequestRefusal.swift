/// Why a request is answered by the server itself instead of its handler: the status, a short
/// reason for the body, and whether the connection must close because what follows on it can
/// no longer be framed (a body this server never reads, a head it could not parse).
struct RequestRefusal: Error, Equatable {
    var status: HTTPStatus
    var reason: String
    var closesConnection = true
    /// The methods served, sent as `Allow` with a 405.
    var allowedMethods: [String] = []

    static func badRequest(_ reason: String) -> RequestRefusal {
        RequestRefusal(status: .badRequest, reason: reason)
    }

    /// 405 for a method other than `allowed`, which the reason and `Allow` name.
    static func methodNotAllowed(allowed: [String], closesConnection: Bool) -> RequestRefusal {
        let listed = allowed.dropLast().joined(separator: ", ") + " and " + (allowed.last ?? "")
        return RequestRefusal(status: .methodNotAllowed, reason: "only \(listed) are served", closesConnection: closesConnection, allowedMethods: allowed)
    }

    /// The response a client gets: `page`'s for the status when the front words refusals itself,
    /// else the status and the reason as text; and `Allow` after a 405.
    func response(page: (@Sendable (HTTPStatus) -> HTTPResponse)?) -> HTTPResponse {
        var response = page?(status) ?? HTTPResponse.text("\(status.code) \(status.reason): \(reason)\n", status: status)
        response.status = status
        if !allowedMethods.isEmpty {
            response.headers.append((name: "Allow", value: allowedMethods.joined(separator: ", ")))
        }
        return response
    }
}

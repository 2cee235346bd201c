/// Why a request is answered by the server itself instead of its handler: the status, a short
/// reason for the body, and whether the connection must close because what follows on it can
/// no longer be framed (a body this server never reads, a head it could not parse).
struct RequestRefusal: Error, Equatable {
    var status: HTTPStatus
    var reason: String
    var closesConnection = true

    static func badRequest(_ reason: String) -> RequestRefusal {
        RequestRefusal(status: .badRequest, reason: reason)
    }

    /// The response a client gets: the status, the reason as text, and `Allow` after a 405.
    var response: HTTPResponse {
        var response = HTTPResponse.text("\(status.code) \(status.reason): \(reason)\n", status: status)
        if status == .methodNotAllowed {
            response.headers.append((name: "Allow", value: "GET, HEAD"))
        }
        return response
    }
}

/// Why a request's form could not be read. The server leaves forms to the handler, which
/// answers `status` with `description` as the reason: 415 for a body that is no URL-encoded form
/// (a multipart upload, JSON, no Content-Type at all), 400 for one that does not decode.
public enum HTTPFormError: Error, Equatable, CustomStringConvertible {
    /// The body's Content-Type, nil when it had none, is not application/x-www-form-urlencoded.
    case unsupportedContentType(String?)
    /// A `%` not followed by two hex digits.
    case invalidPercentEscape
    /// A NUL once decoded.
    case nulCharacter
    /// A name or value whose decoded bytes are not UTF-8.
    case invalidUTF8

    /// What the handler should answer: 415 for a body that is no form, 400 for a bad one.
    public var status: HTTPStatus {
        if case .unsupportedContentType = self { return .unsupportedMediaType }
        return .badRequest
    }

    public var description: String {
        reason(in: "the form")
    }

    /// The reason worded for `part` of a request ("the query", "the form").
    func reason(in part: String) -> String {
        switch self {
        case .unsupportedContentType(let type?): "\(part) is sent as \(type); send application/x-www-form-urlencoded"
        case .unsupportedContentType(nil): "\(part) has no Content-Type; send application/x-www-form-urlencoded"
        case .invalidPercentEscape: "\(part) holds a % not followed by two hex digits"
        case .nulCharacter: "\(part) holds a NUL character"
        case .invalidUTF8: "\(part) is not UTF-8 once decoded"
        }
    }
}

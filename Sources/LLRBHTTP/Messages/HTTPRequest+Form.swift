/// A form a browser posts (`<form method="post">`, URL-encoded unless it asks otherwise), read
/// from the body when the handler asks: the server hands the body over undecoded, so that a
/// form it cannot read is the handler's to answer (`HTTPFormError.status`, 400 or 415), like
/// any other request it will not act on.
extension HTTPRequest {
    /// The body's fields in order, decoded as `query` is. Throws when the Content-Type is not
    /// application/x-www-form-urlencoded (its parameters, such as a charset, aside: the body is
    /// read as UTF-8, as a browser sends a UTF-8 page's form) or when the body does not decode.
    /// Decoded on each call, which costs little for the few KB a form sends.
    public func formFields() throws(HTTPFormError) -> [(name: String, value: String)] {
        let contentType = headers["content-type"]
        guard let contentType, Self.isURLEncodedForm(contentType) else { throw .unsupportedContentType(contentType) }
        return try FormURLEncoding.pairs(body[...])
    }

    /// The first value the form gives for `name`, nil when it gives none.
    public func formValue(_ name: String) throws(HTTPFormError) -> String? {
        try formFields().first { $0.name == name }?.value
    }

    /// Every value the form gives for `name` (a group of checkboxes), in order.
    public func formValues(_ name: String) throws(HTTPFormError) -> [String] {
        try formFields().filter { $0.name == name }.map(\.value)
    }

    /// Whether the media type, before any parameters, is the URL-encoded form's; media types
    /// are compared without regard to case (RFC 9110 §8.3.1).
    private static func isURLEncodedForm(_ contentType: String) -> Bool {
        let mediaType = contentType.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return mediaType.trimmingSpaces.lowercased() == "application/x-www-form-urlencoded"
    }
}

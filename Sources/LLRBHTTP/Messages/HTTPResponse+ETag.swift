/// Conditional GET: a page that has not changed since the client's copy costs one short 304
/// instead of its body. The caller names the version of what it sends (a digest, an index
/// generation); the server compares it with `If-None-Match`.
extension HTTPResponse {
    /// This response with an `ETag` header for `tag`. A bare tag is quoted (`abc` → `"abc"`); a
    /// tag already quoted or weak (`W/"abc"`) is kept as given. The server answers a GET or
    /// HEAD whose `If-None-Match` names the tag with 304 and no body.
    public func withETag(_ tag: String) -> HTTPResponse {
        var tagged = self
        let quoted = tag.hasPrefix("\"") || tag.hasPrefix("W/\"") ? tag : "\"\(tag)\""
        tagged.headers.removeAll { $0.name.lowercased() == "etag" }
        tagged.headers.append((name: "ETag", value: quoted))
        return tagged
    }

    /// This response turned into 304 Not Modified when it is a 200 with an ETag that
    /// `ifNoneMatch` lists (or `ifNoneMatch` is "*"), compared weakly as RFC 9110 asks for GET.
    /// The body is kept so that `Content-Length` can still say what a 200 would have sent; the
    /// server never sends it.
    func notModified(ifNoneMatch: String?) -> HTTPResponse {
        guard status == .ok, let ifNoneMatch, let tag = headerValue("etag") else { return self }
        let listed = Self.entityTags(in: ifNoneMatch)
        guard listed.contains("*") || listed.contains(Self.opaqueTag(tag)) else { return self }
        var unchanged = self
        unchanged.status = .notModified
        return unchanged
    }

    /// The opaque tags of an `If-None-Match` list (`W/` dropped, quotes kept), or "*".
    private static func entityTags(in list: String) -> [String] {
        list.split(separator: ",").map { opaqueTag($0.trimmingSpaces) }
    }

    /// A tag without its weakness mark, for the weak comparison.
    private static func opaqueTag(_ tag: some StringProtocol) -> String {
        tag.hasPrefix("W/") ? String(tag.dropFirst(2)) : String(tag)
    }
}

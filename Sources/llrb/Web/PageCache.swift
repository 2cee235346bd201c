import Foundation
import LLRBEngine
import LLRBHTTP
import LLRBIndex

/// Pages already answered for the current publication of the index, so that a page many
/// readers open (the front page, a popular search, an issue) is built once per ingest: its
/// bytes follow from the URL and the index alone. It empties itself when the index has a newer
/// publication, holds at most `capacity` bytes (each page counted with its bookkeeping) and
/// `maximumPages` pages, and forgets the least recently used page first. Keys are canonical
/// (`key(for:)`): a URL with a parameter no page reads is never kept, so made-up parameters
/// cannot fill it.
final class PageCache: @unchecked Sendable {
    /// The parameters the reader's pages read; any other makes a request uncacheable.
    static let parameters = ["q", "from", "to", "issue", "place", "sort", "fuzzy", "page", "limit", "offset", "year"]
    /// What keeping a page costs beside its body and key: the node, the table's slot, headers.
    static let bookkeeping = 512

    let capacity: Int
    let maximumPages: Int
    /// A page larger than this (a long `/api/search`) is not kept.
    let largestPage: Int
    private let lock = NSLock()
    private var version: IndexVersion?
    private var pages: [String: Node] = [:]
    /// Most recently used first.
    private var newest: Node?
    private var oldest: Node?
    private var bytes = 0

    private final class Node {
        let key: String
        let response: HTTPResponse
        let size: Int
        var newer: Node?
        var older: Node?

        init(key: String, response: HTTPResponse) {
            self.key = key
            self.response = response
            size = response.body.count + key.utf8.count + PageCache.bookkeeping
        }
    }

    init(capacity: Int = 32 << 20, maximumPages: Int = 8192, largestPage: Int = 1 << 20) {
        self.capacity = capacity
        self.maximumPages = maximumPages
        self.largestPage = largestPage
    }

    /// The request's path with the parameters pages read, in one order and one encoding; nil
    /// when it carries another parameter or one twice.
    static func key(for request: HTTPRequest) -> String? {
        var values: [String: String] = [:]
        for (name, value) in request.query {
            guard parameters.contains(name), values.updateValue(value, forKey: name) == nil else { return nil }
        }
        return request.path + WebLink.queryString(parameters.map { ($0, values[$0]) })
    }

    /// The page kept for `key` under `version`, if any.
    func page(for key: String, version: IndexVersion?) -> HTTPResponse? {
        lock.lock()
        defer { lock.unlock() }
        guard version == self.version, let node = pages[key] else { return nil }
        unlink(node)
        pushNewest(node)
        return node.response
    }

    /// Keeps `response` for `key`, rendered from the publication `version`.
    func keep(_ response: HTTPResponse, for key: String, version: IndexVersion?) {
        let node = Node(key: key, response: response)
        guard node.size <= largestPage else { return }
        lock.lock()
        defer { lock.unlock() }
        if version != self.version {
            self.version = version
            pages.removeAll()
            newest = nil
            oldest = nil
            bytes = 0
        }
        if let old = pages[key] { remove(old) }
        pages[key] = node
        pushNewest(node)
        bytes += node.size
        while bytes > capacity || pages.count > maximumPages, let last = oldest { remove(last) }
    }

    private func remove(_ node: Node) {
        unlink(node)
        pages[node.key] = nil
        bytes -= node.size
    }

    private func unlink(_ node: Node) {
        node.newer?.older = node.older
        node.older?.newer = node.newer
        if newest === node { newest = node.older }
        if oldest === node { oldest = node.newer }
        node.newer = nil
        node.older = nil
    }

    private func pushNewest(_ node: Node) {
        node.older = newest
        newest?.newer = node
        newest = node
        if oldest == nil { oldest = node }
    }
}

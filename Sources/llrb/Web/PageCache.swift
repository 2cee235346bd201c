import Foundation
import LLRBHTTP
import LLRBIndex

/// Pages already answered for the current publication of the index, by URL, so that a page
/// many readers open (the front page, a popular search, an issue) is built once per ingest:
/// its bytes follow from the URL and the index alone. The cache empties itself when the index
/// has a newer publication, holds at most `capacity` bytes, and forgets the least recently
/// used page first.
final class PageCache: @unchecked Sendable {
    /// Bytes of pages kept at most.
    let capacity: Int
    /// A page larger than this (a long `/api/search`) is not kept.
    let largestPage: Int
    private let lock = NSLock()
    private var version: IndexVersion?
    private var pages: [String: (response: HTTPResponse, used: UInt64)] = [:]
    private var bytes = 0
    private var clock: UInt64 = 0

    init(capacity: Int = 32 << 20, largestPage: Int = 1 << 20) {
        self.capacity = capacity
        self.largestPage = largestPage
    }

    /// The page kept for `target` under `version`, if any.
    func page(for target: String, version: IndexVersion?) -> HTTPResponse? {
        lock.lock()
        defer { lock.unlock() }
        guard version == self.version, let kept = pages[target] else { return nil }
        clock += 1
        pages[target]?.used = clock
        return kept.response
    }

    /// Keeps `response` for `target`, rendered from the publication `version`.
    func keep(_ response: HTTPResponse, for target: String, version: IndexVersion?) {
        let size = response.body.count + target.utf8.count
        guard size <= largestPage else { return }
        lock.lock()
        defer { lock.unlock() }
        if version != self.version {
            self.version = version
            pages.removeAll()
            bytes = 0
        }
        clock += 1
        if let old = pages.updateValue((response, clock), forKey: target) {
            bytes -= old.response.body.count + target.utf8.count
        }
        bytes += size
        while bytes > capacity, let oldest = pages.min(by: { $0.value.used < $1.value.used }) {
            pages[oldest.key] = nil
            bytes -= oldest.value.response.body.count + oldest.key.utf8.count
        }
    }
}

import Foundation

/// Elasticsearch bulk files (`bulk-0001.ndjson`, …): an action line and a document line per
/// article, each file kept under `limit` bytes (a cluster refuses a request over its
/// `http.max_content_length`, 100 MB by default), a pair never split between two files.
final class BulkFiles {
    /// 50 MB, half a default cluster's request limit.
    static let defaultLimit = 50_000_000

    let directory: String
    let limit: Int
    private(set) var files: [String] = []
    private(set) var bytes = 0
    private var stream: StandardStream?
    private var written = 0
    /// The action and document lines being written, reused from article to article.
    private var pair = JSONBytes()

    init(directory: String, limit: Int = BulkFiles.defaultLimit) {
        self.directory = directory
        self.limit = limit
    }

    /// Adds one document under `id`, written by `document` (without a line feed), opening the
    /// next file when this one would grow past `limit`.
    func append(id: String, document: (inout JSONBytes) -> Void) throws {
        pair.removeAll()
        pair.raw("{\"index\":{\"_id\":")
        pair.string(id)
        pair.raw("}}\n")
        document(&pair)
        pair.raw("\n")
        let size = pair.bytes.count
        if stream == nil || written > 0 && written + size > limit { try next() }
        stream?.write(pair.bytes)
        written += size
        bytes += size
    }

    /// Flushes and closes the last file.
    func finish() {
        close()
    }

    private func next() throws {
        close()
        let name = String(format: "bulk-%04d.ndjson", files.count + 1)
        let path = directory + "/" + name
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw CLIError(message: "cannot write \(path): \(String(cString: strerror(errno))); give a folder you can write to")
        }
        stream = StandardStream(descriptor: descriptor)
        files.append(name)
        written = 0
    }

    private func close() {
        guard let stream else { return }
        stream.flush()
        Foundation.close(stream.descriptor)
        self.stream = nil
    }
}

import Foundation
import LLRBEngine
import LLRBIndex

/// Elasticsearch bulk files (`bulk-0001.ndjson`, …): an action line and a document line per
/// article, each file kept under `limit` bytes (a cluster refuses a request over its
/// `http.max_content_length`, 100 MB by default), a pair never split between two files. Each
/// is written under a temporary name (`bulk-0001.ndjson.tmp`) and renamed when whole; one cut
/// short by a full disk is removed, so a folder never holds a bulk file that is not whole.
final class BulkFiles {
    /// 50 MB, half a default cluster's request limit.
    static let defaultLimit = 50_000_000

    let directory: String
    let limit: Int
    private(set) var files: [String] = []
    private(set) var bytes = 0
    private var stream: StandardStream?
    /// The file being written, under its temporary name.
    private var writing: (path: String, final: String)?
    private var written = 0
    /// The action and document lines being written, reused from article to article.
    private var pair = JSONBytes()

    init(directory: String, limit: Int = BulkFiles.defaultLimit) {
        self.directory = directory
        self.limit = limit
    }

    /// Adds one document under `id`, written by `document` (without a line feed), opening the
    /// next file when this one would grow past `limit`.
    func append(id: String, document: (inout JSONBytes) throws -> Void) throws {
        pair.removeAll()
        pair.raw("{\"index\":{\"_id\":")
        pair.string(id)
        pair.raw("}}\n")
        try document(&pair)
        pair.raw("\n")
        let size = pair.bytes.count
        if stream == nil || written > 0 && written + size > limit { try next() }
        stream?.write(pair.bytes)
        written += size
        bytes += size
    }

    /// Flushes the last file and gives it its name.
    func finish() throws {
        try close()
    }

    /// Whether `name` is a bulk file of an export, whole or being written.
    static func isBulkFile(_ name: String) -> Bool {
        name.hasPrefix("bulk-") && (name.hasSuffix(".ndjson") || name.hasSuffix(".ndjson" + temporarySuffix))
    }

    private static let temporarySuffix = ".tmp"

    private func next() throws {
        try close()
        let name = String(format: "bulk-%04d.ndjson", files.count + 1)
        let final = directory + "/" + name
        let path = final + Self.temporarySuffix
        let descriptor = FaultInjection.checked { open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644) }
        guard descriptor >= 0 else { throw Self.failure(writing: final, errno: errno) }
        let stream = StandardStream(descriptor: descriptor)
        stream.path = final
        stream.beforeStopping = { unlink(path) }
        self.stream = stream
        writing = (path, final)
        files.append(name)
        written = 0
    }

    /// Flushes the file being written, makes it durable and gives it its name: a disk that
    /// fails it at the last moment (some file systems tell a full disk only at fsync or close)
    /// leaves no file, never a cut one under the whole one's name.
    private func close() throws {
        guard let stream, let writing else { return }
        stream.flush()
        self.stream = nil
        self.writing = nil
        let synced = FaultInjection.checked { fsync(stream.descriptor) } == 0
        let code = errno
        guard Foundation.close(stream.descriptor) == 0 && synced, FaultInjection.checked({ rename(writing.path, writing.final) }) == 0 else {
            let failure = Self.failure(writing: writing.final, errno: synced ? errno : code)
            unlink(writing.path)
            throw failure
        }
    }

    /// Why `path` could not be written, with what to do: free space on a full disk, another
    /// folder otherwise.
    private static func failure(writing path: String, errno code: Int32) -> CLIError {
        let advice = code == ENOSPC || code == EDQUOT ? "free some disk space and export again" : "give a folder you can write to"
        return CLIError(message: "cannot write \(path) (\(String(cString: strerror(code)))); what was written is incomplete: \(advice)")
    }

    deinit {
        // An export that ended by an error elsewhere (an index it could not read) leaves no
        // file being written behind.
        if let writing {
            if let stream { Foundation.close(stream.descriptor) }
            unlink(writing.path)
        }
    }
}

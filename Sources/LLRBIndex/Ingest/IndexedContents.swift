import Foundation

/// Which indexed file holds each page's bytes, so that a byte-identical copy of a page (a backup
/// folder beside the archive, a link to a file) is not indexed a second time: its articles would
/// have the same ids as the original's (an id is made from the page's content), and every
/// search would list them twice.
struct IndexedContents {
    /// The path that holds each content hash (`IndexedFile.contentHash`); of several, the first
    /// in path order, so that the same one is kept from run to run.
    private var pathByHash: [UInt64: String] = [:]
    private var hashByPath: [String: UInt64] = [:]

    init(_ known: [String: IndexedFile]) {
        for (path, file) in known {
            hashByPath[path] = file.contentHash
            if let held = pathByHash[file.contentHash], held < path { continue }
            pathByHash[file.contentHash] = path
        }
    }

    /// Another indexed path whose file has the same bytes as `file` now. The original's file is
    /// read again to know (only when a copy is suspected, which is rare): it may have changed
    /// since it was indexed, or be about to be read with new bytes later in this run, and a copy
    /// skipped for an original that no longer holds its bytes would lose its articles. A copy
    /// whose original is gone is indexed.
    func original(of file: IndexedFile) -> String? {
        guard let path = pathByHash[file.contentHash], path != file.path,
              case .success(let bytes) = SourceReader.read(path),
              ParseFingerprint.of(contentHash: ContentHash.of(bytes)) == file.contentHash else {
            return nil
        }
        return path
    }

    /// Notes that `file` now holds its bytes (and no longer those it held before).
    mutating func record(_ file: IndexedFile) {
        forget(file.path)
        hashByPath[file.path] = file.contentHash
        pathByHash[file.contentHash] = file.path
    }

    /// Notes that `path` holds nothing any more.
    mutating func forget(_ path: String) {
        guard let hash = hashByPath.removeValue(forKey: path), pathByHash[hash] == path else { return }
        pathByHash[hash] = nil
    }
}

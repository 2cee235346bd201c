import Foundation
import LLRBParser

/// Which indexed file holds each page's text, so that a copy of a page (a backup folder beside
/// the archive, a link to a file, the same page saved again as GB18030, with a byte order mark
/// or with CRLF endings) is not indexed a second time: its articles would have the same ids as
/// the original's (an id is made from the page's text), and every search would list them twice.
struct IndexedContents {
    /// The path that holds each content hash (`IndexedFile.contentHash`); of several, the first
    /// in path order, so that the same one is kept from run to run.
    private var pathByHash: [UInt64: String] = [:]
    private var hashByPath: [String: UInt64] = [:]
    /// The manifest had files, which older revisions may have read (see `holder(of:)`).
    private let hasEarlierFiles: Bool
    /// The files the maps are made of when first needed: an ingest that finds nothing new
    /// (most days, when the whole archive folder is named) never needs them.
    private var pending: [String: IndexedFile]?

    init(_ known: [String: IndexedFile]) {
        hasEarlierFiles = !known.isEmpty
        pending = known
    }

    private mutating func fill() {
        guard let known = pending.take() else { return }
        for (path, file) in known {
            hashByPath[path] = file.contentHash
            if let held = pathByHash[file.contentHash], held < path { continue }
            pathByHash[file.contentHash] = path
        }
    }

    /// What the index holds of a file's text under another path.
    enum Holder: Equatable {
        /// The indexed file at this path has the same text now: `file` is a copy of it.
        case copy(of: String)
        /// The text is indexed from this path, where no file is any more: `file` is that page,
        /// renamed or moved (or a copy left of it), and the index should follow it.
        case moved(from: String)
    }

    /// Another indexed path that holds the text of `file`, or held it and is gone. The
    /// original's file is read again to know (only when a copy is suspected, which is rare):
    /// it may have changed since it was indexed, or be about to be read with new bytes later
    /// in this run, and a copy skipped for an original that no longer holds its text would
    /// lose its articles.
    mutating func holder(of file: IndexedFile) -> Holder? {
        fill()
        guard let path = heldPath(of: file) else { return nil }
        guard FileManager.default.fileExists(atPath: path) else { return .moved(from: path) }
        return Self.holds(path, fingerprint: file.contentHash) ? .copy(of: path) : nil
    }

    /// The other path the manifest has `file`'s text under. Its fingerprint there may be of an
    /// older parser or document revision (a page renamed after an upgrade), so those are
    /// tried too, when the manifest had files before this run; the files recorded in this run
    /// all carry the current one.
    private func heldPath(of file: IndexedFile) -> String? {
        let fingerprints = hasEarlierFiles
            ? AnySequence(ParseFingerprint.everyRevision(of: ParseFingerprint.contentHash(ofCurrent: file.contentHash)))
            : AnySequence(CollectionOfOne(file.contentHash))
        return fingerprints.lazy.compactMap { pathByHash[$0] }.first { $0 != file.path }
    }

    /// Whether the file at `path` holds the text `fingerprint` was taken of; decoded only when
    /// its bytes are not that text's UTF-8 (see `ContentHash.of(text:)`).
    private static func holds(_ path: String, fingerprint: UInt64) -> Bool {
        guard case .success(let bytes) = SourceReader.read(path) else { return false }
        if ParseFingerprint.of(contentHash: ContentHash.of(bytes)) == fingerprint { return true }
        guard let text = try? TextDecoder.decode(bytes, source: path) else { return false }
        return ParseFingerprint.of(contentHash: ContentHash.of(text: text)) == fingerprint
    }

    /// Notes that `file` now holds its text (and no longer what it held before).
    mutating func record(_ file: IndexedFile) {
        fill()
        forget(file.path)
        hashByPath[file.path] = file.contentHash
        pathByHash[file.contentHash] = file.path
    }

    /// Notes that `path` holds nothing any more.
    mutating func forget(_ path: String) {
        fill()
        guard let hash = hashByPath.removeValue(forKey: path), pathByHash[hash] == path else { return }
        pathByHash[hash] = nil
    }
}

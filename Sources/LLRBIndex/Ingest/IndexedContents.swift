import Foundation
import LLRBParser

/// Which indexed file holds each page's text, so that a copy of a page (a backup folder beside
/// the archive, a link to a file, the same page saved again as GB18030, with a byte order mark
/// or with CRLF endings) is not indexed a second time: its articles would have the same ids as
/// the original's (an id is made from the page's text), and every search would list them twice.
///
/// What the index had when the ingest began is the file table, read in place; what this run
/// recorded and forgot is kept beside it.
struct IndexedContents {
    private let table: FileTable
    /// Made when first needed: an ingest that finds nothing new (most days, when the whole
    /// archive folder is named) never needs it.
    private var blocks: BlocksByContentHash?
    /// The paths recorded in this run, by content hash and the other way round.
    private var recordedPaths: [UInt64: String] = [:]
    private var recordedHashes: [String: UInt64] = [:]
    /// Paths of the table this run replaced or removed: they no longer hold what it says.
    private var forgotten: Set<String> = []

    init(_ table: FileTable) {
        self.table = table
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
    mutating func holder(of file: IndexedFile) throws(FormatError) -> Holder? {
        guard let path = try heldPath(of: file) else { return nil }
        guard FileManager.default.fileExists(atPath: path) else { return .moved(from: path) }
        return Self.holds(path, fingerprint: file.contentHash) ? .copy(of: path) : nil
    }

    /// The other path the index has `file`'s text under. Its fingerprint in the table may be of
    /// an older parser or document revision (a page renamed after an upgrade), so those are
    /// tried too; the files recorded in this run all carry the current one.
    private mutating func heldPath(of file: IndexedFile) throws(FormatError) -> String? {
        if let path = recordedPaths[file.contentHash], path != file.path { return path }
        guard table.blockCount > 0 else { return nil }
        for fingerprint in ParseFingerprint.everyRevision(of: ParseFingerprint.contentHash(ofCurrent: file.contentHash)) {
            guard let path = try tablePath(holding: fingerprint), path != file.path else { continue }
            if !forgotten.contains(path) { return path }
        }
        return nil
    }

    /// The first path in the table whose entry has `fingerprint`.
    private mutating func tablePath(holding fingerprint: UInt64) throws(FormatError) -> String? {
        if blocks == nil { blocks = try BlocksByContentHash(table) }
        guard let block = blocks?.firstBlock(holding: fingerprint) else { return nil }
        var entries = try FileBlockReader(try table.block(block))
        while try entries.next() {
            if entries.entry.contentHash == fingerprint { return String(decoding: entries.path, as: UTF8.self) }
        }
        return nil
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
        forget(file.path)
        recordedHashes[file.path] = file.contentHash
        recordedPaths[file.contentHash] = file.path
    }

    /// Notes that `path` holds nothing any more.
    mutating func forget(_ path: String) {
        forgotten.insert(path)
        guard let hash = recordedHashes.removeValue(forKey: path), recordedPaths[hash] == path else { return }
        recordedPaths[hash] = nil
    }
}

import Foundation
import LLRBEngine
import LLRBParser

/// Which indexed file holds each page's text, so that a copy of a page (a backup folder beside
/// the archive, a link to a file, the same page saved again as GB18030, with a byte order mark
/// or with CRLF endings) is not indexed a second time: its articles would have the same ids as
/// the original's (an id is made from the page's text), and every search would list them twice.
///
/// What the index had when the ingest began is the file table, read in place; what this run
/// recorded is kept beside it by content hash, as the number of the found file that holds it (its
/// key is its path): at 10 GB a first ingest records 556k files, which as dictionaries of paths
/// and hashes took ~120 bytes each, and here take at most 32 (`ContentHashSlots`).
struct IndexedContents {
    private let table: FileTable
    private let found: FoundFiles
    /// Made only by an ingest with files to read: one that finds nothing new (most days, when the
    /// whole archive folder is named) never needs it.
    private let blocks: BlocksByContentHash?
    /// The found files recorded in this run, by content hash: the last one recorded of each.
    private var recorded: ContentHashSlots
    /// Paths of the table this run replaced or removed: they no longer hold what it says.
    private var forgotten: Set<String> = []

    /// - Parameter reading: how many found files the ingest reads, at most recorded.
    init(_ table: FileTable, found: FoundFiles, reading: Int) throws(FormatError) {
        self.table = table
        self.found = found
        blocks = reading > 0 && table.blockCount > 0 ? try BlocksByContentHash(table) : nil
        recorded = ContentHashSlots(capacity: reading)
    }

    /// The bytes it holds, none of which it needs more of while the ingest records no more
    /// files than it said it reads (`forgotten` aside: a path for each copy, move or changed
    /// file, as the report and the writer hold too).
    var byteCount: Int { (blocks?.byteCount ?? 0) + recorded.byteCount }

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
        return holds(path, contentHash: file.contentHash) ? .copy(of: path) : nil
    }

    /// The other path the index has `file`'s text under, by the text's own hash: whatever
    /// parser read it and whatever corrections were applied to it, a page's text is the same.
    private func heldPath(of file: IndexedFile) throws(FormatError) -> String? {
        if let number = recorded.number(of: file.contentHash) {
            let path = found.key(Int(number))
            if path != file.path { return path }
        }
        guard let block = blocks?.firstBlock(holding: file.contentHash) else { return nil }
        var entries = try FileBlockReader(try table.block(block))
        while try entries.next() {
            guard entries.entry.contentHash == file.contentHash else { continue }
            let path = String(decoding: entries.path, as: UTF8.self)
            if path != file.path && !forgotten.contains(path) { return path }
        }
        return nil
    }

    /// Whether the file at `path` holds the text of `contentHash`; decoded only when its bytes are
    /// not that text's UTF-8 (see `ContentHash.of(text:)`).
    private func holds(_ path: String, contentHash: UInt64) -> Bool {
        guard case .success(let bytes) = SourceReader.read(path) else { return false }
        if ContentHash.of(bytes) == contentHash { return true }
        guard let text = try? PageDecoder.decode(bytes, source: path).text else { return false }
        return ContentHash.of(text: text) == contentHash
    }

    /// Notes that found file `number`, `file`, now holds its text (and, when the table lists
    /// its path, no longer what the table says).
    mutating func record(_ file: IndexedFile, number: Int, listed: Bool) {
        if listed { forgotten.insert(file.path) }
        recorded.set(file.contentHash, Int32(number), replacing: true)
    }

    /// Notes that `path` (a copy the table listed, a page's former path) holds nothing any more.
    /// A path recorded in this run needs no forgetting: the next file recorded with its text
    /// takes its place (`record`), and a copy of it is told by reading it again (`holder(of:)`).
    mutating func forget(_ path: String) {
        forgotten.insert(path)
    }
}

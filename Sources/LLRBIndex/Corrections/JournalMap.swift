import Glibc
import LLRBEngine

/// Where a line lies in the journal: its first byte and its length, line break included.
struct JournalLineRef: Hashable, Sendable {
    var offset: Int
    var length: Int
}

/// The index's map of its corrections journal (docs/FORMAT.md, "The journal map"): where each
/// page's lines lie in the journal, and which corrections hold in each corrected article, so
/// that a command acting on one page reads that page's lines and `show` of an article its
/// latest notes, never the whole journal (a lifetime of corrections runs to a million lines).
/// It is derived from the journal, written by an ingest under the index's lock, and trusted
/// only as far as the journal bears it out: the same identity, the bytes it covers still
/// ending a line, each line it points at read and checked to be the page's; otherwise it is
/// passed over and the journal read whole.
struct JournalMap {
    static let magic = Array("LLRBJMAP".utf8)
    static let version: UInt32 = 2
    static let headerSize = 120
    static let pageEntrySize = 24
    static let articleEntrySize = 40
    static let refSize = 12

    /// What an article's entry says: the corrections that hold in it as the index read its
    /// page, the latest of them by line (`JournalMap.latestHeld` at most).
    struct Held: Equatable {
        /// `reading(of:)` its page when the entry was written: an entry whose page has been
        /// read since with other corrections, or by another parser, is not the article's now.
        var revision: UInt64
        var total: Int
        var latest: [JournalLineRef]
    }

    /// How many of an article's corrections its entry points at: what a page of it lists.
    static let latestHeld = 20

    let identity: String
    /// The journal's bytes the map covers: every whole line before this offset is mapped.
    let covered: Int
    /// The lines before `covered`, the header's included (a damaged line's number in `check`).
    let fileLines: Int
    /// `JournalContents.lineCount` of the lines covered.
    let lineCount: Int
    /// The highest number a covered line holds.
    let highestNumber: Int
    /// The number the last covered line that holds one holds.
    let lastNumber: Int
    /// The CRC-32 of the journal's last `sealLength` bytes before `covered`: a journal of the
    /// same identity and length that is not the one mapped (a backup put back, then written
    /// on) does not bear the map out.
    let seal: UInt32
    /// How many bytes before `covered` the seal is taken over.
    static let sealLength = 4096
    private let file: MappedFile
    private let pageCount: Int
    private let articleCount: Int
    private let refCount: Int

    private var bytes: UnsafeRawBufferPointer { file.bytes }
    private var pagesStart: Int { Self.headerSize }
    private var articlesStart: Int { pagesStart + pageCount * Self.pageEntrySize }
    private var refsStart: Int { articlesStart + articleCount * Self.articleEntrySize + 4 }

    /// The map in the index folder `directory`, or nil when there is none or it does not read
    /// as one (its header or directories damaged, its size not theirs).
    init?(directory: String) {
        guard let file = try? MappedFile(path: directory + "/" + IndexFiles.followedLogMap) else { return nil }
        let bytes = file.bytes
        guard bytes.count >= Self.headerSize + 4, bytes.prefix(8).elementsEqual(Self.magic),
              Self.integer(bytes, 8, UInt32.self) == Self.version,
              case let identity = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[16..<48]), as: UTF8.self),
              identity.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }) else { return nil }
        let fields = (0..<8).map { Int(truncatingIfNeeded: Self.integer(bytes, 48 + 8 * $0, UInt64.self)) }
        guard fields.allSatisfy({ $0 >= 0 && $0 < Int(Int32.max) << 8 }) else { return nil }
        let (pages, articles, refs) = (fields[5], fields[6], fields[7])
        let directoriesEnd = Self.headerSize + pages * Self.pageEntrySize + articles * Self.articleEntrySize
        guard bytes.count == directoriesEnd + 4 + refs * Self.refSize,
              CRC32.checksum(UnsafeRawBufferPointer(rebasing: bytes[..<directoriesEnd])) == Self.integer(bytes, directoriesEnd, UInt32.self)
        else { return nil }
        self.file = file
        self.identity = identity
        (covered, fileLines, lineCount, highestNumber, lastNumber) = (fields[0], fields[1], fields[2], fields[3], fields[4])
        seal = Self.integer(bytes, 112, UInt32.self)
        (pageCount, articleCount, refCount) = (pages, articles, refs)
    }

    /// The key a page is mapped under by its path, beside the one of its text's hash (the hash
    /// itself): a line is the page's when its anchor names either.
    static func key(file: String) -> UInt64 {
        fnv(file.utf8, seed: 0x6A09_E667_F3BC_C908)
    }

    /// What an article's entry is good for (`Held.revision`): the page as the index read it,
    /// its text, what read it (`IndexedFile.revisions`) and its corrections.
    static func reading(of file: IndexedFile) -> UInt64 {
        file.contentHash ^ file.revisions.reader &* 0x9E37_79B9_7F4A_7C15 ^ file.revisions.document &* 0xC2B2_AE3D_27D4_EB4F
            ^ file.revisions.tables ^ file.edits &* 0x9E37_79B9_7F4A_7C15
    }

    /// The key an article's entry is found by.
    static func key(article id: String) -> UInt64 {
        fnv(id.utf8, seed: 0xBB67_AE85_84CA_A73B)
    }

    private static func fnv(_ bytes: String.UTF8View, seed: UInt64) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ seed
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash
    }

    /// Where the lines of `page` lie in the journal, in journal order; nil when the map cannot
    /// say (its entries damaged).
    func lines(of page: JournalPage) -> [JournalLineRef]? {
        var found: [JournalLineRef] = []
        for key in Set([page.contentHash, Self.key(file: page.file)]) {
            guard let entry = find(key, from: pagesStart, count: pageCount, size: Self.pageEntrySize) else { continue }
            guard let refs = refs(first: integer(entry + 8, UInt64.self), count: integer(entry + 16, UInt32.self),
                                  checksum: integer(entry + 20, UInt32.self)) else { return nil }
            found += refs
        }
        return Set(found).sorted { $0.offset < $1.offset }
    }

    /// The entry of article `id`, if the map has one (its lines unchecked: the reader reads them).
    func held(article id: String) -> Held? {
        guard let entry = find(Self.key(article: id), from: articlesStart, count: articleCount, size: Self.articleEntrySize),
              let refs = refs(first: integer(entry + 24, UInt64.self), count: integer(entry + 32, UInt32.self),
                              checksum: integer(entry + 36, UInt32.self)) else { return nil }
        let total = integer(entry + 16, UInt64.self)
        // A count no ingest writes: the entry is not believed.
        guard refs.count <= Self.latestHeld, total >= UInt64(refs.count), total <= UInt64(Int32.max) else { return nil }
        return Held(revision: integer(entry + 8, UInt64.self), total: Int(total), latest: refs)
    }

    /// The byte offset of the entry keyed `key` among `count` entries of `size` sorted by key.
    private func find(_ key: UInt64, from start: Int, count: Int, size: Int) -> Int? {
        var (low, high) = (0, count)
        while low < high {
            let middle = (low + high) / 2
            let found = integer(start + middle * size, UInt64.self)
            if found == key { return start + middle * size }
            if found < key { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    private func refs(first: UInt64, count: UInt32, checksum: UInt32) -> [JournalLineRef]? {
        guard let slice = checkedRefBytes(first: first, count: count, checksum: checksum) else { return nil }
        var refs: [JournalLineRef] = []
        for index in 0..<Int(count) {
            let offset = Self.integer(slice, index * Self.refSize, UInt64.self)
            let length = Int(Self.integer(slice, index * Self.refSize + 8, UInt32.self))
            // Within the bytes the map covers, whatever its checksums say: never a line outside.
            guard length > 0, length <= covered, offset <= UInt64(covered - length) else { return nil }
            refs.append(JournalLineRef(offset: Int(offset), length: length))
        }
        return refs
    }

    private func integer<Value: FixedWidthInteger>(_ offset: Int, _ type: Value.Type) -> Value {
        Self.integer(bytes, offset, type)
    }

    private static func integer<Value: FixedWidthInteger>(_ bytes: UnsafeRawBufferPointer, _ offset: Int, _: Value.Type) -> Value {
        Value(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: Value.self))
    }

    /// Every page entry as its key and its refs' bytes, in key order, for a new map to copy;
    /// nil when one fails its checksum (then the journal is read whole and mapped again).
    func pageEntries() -> [(key: UInt64, refs: UnsafeRawBufferPointer)]? {
        var entries: [(key: UInt64, refs: UnsafeRawBufferPointer)] = []
        for index in 0..<pageCount {
            let entry = pagesStart + index * Self.pageEntrySize
            guard let refs = checkedRefBytes(first: integer(entry + 8, UInt64.self), count: integer(entry + 16, UInt32.self),
                                             checksum: integer(entry + 20, UInt32.self)) else { return nil }
            entries.append((integer(entry, UInt64.self), refs))
        }
        return entries
    }

    /// Every article entry as its key, its `Held` fields and its refs' bytes, in key order;
    /// nil when one fails its checksum.
    func articleEntries() -> [(key: UInt64, revision: UInt64, total: UInt64, refs: UnsafeRawBufferPointer)]? {
        var entries: [(key: UInt64, revision: UInt64, total: UInt64, refs: UnsafeRawBufferPointer)] = []
        for index in 0..<articleCount {
            let entry = articlesStart + index * Self.articleEntrySize
            guard let refs = checkedRefBytes(first: integer(entry + 24, UInt64.self), count: integer(entry + 32, UInt32.self),
                                             checksum: integer(entry + 36, UInt32.self)) else { return nil }
            entries.append((integer(entry, UInt64.self), integer(entry + 8, UInt64.self), integer(entry + 16, UInt64.self), refs))
        }
        return entries
    }

    private func checkedRefBytes(first: UInt64, count: UInt32, checksum: UInt32) -> UnsafeRawBufferPointer? {
        guard first <= UInt64(refCount), UInt64(count) <= UInt64(refCount) - first else { return nil }
        let start = refsStart + Int(first) * Self.refSize
        let slice = UnsafeRawBufferPointer(rebasing: bytes[start..<(start + Int(count) * Self.refSize)])
        return CRC32.checksum(slice) == checksum ? slice : nil
    }
}

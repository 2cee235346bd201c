import LLRBEngine


/// What an ingest adds to the journal map (`JournalMap`): the lines it read past the map's
/// coverage, each under the keys of the pages it names, and the entries of the articles whose
/// pages it read with corrections. A new map is the old one's entries copied with these merged
/// in, so an ingest of one page writes the map at the speed of a copy, decoding none of it.
struct JournalMapUpdate {
    /// A line the map did not cover, and the keys it is mapped under.
    struct Line {
        var keys: [UInt64]
        var ref: JournalLineRef
    }

    var identity: String
    var covered: Int
    var fileLines: Int
    var lineCount: Int
    var highestNumber: Int
    var lastNumber: Int
    /// `JournalMap.seal` of the journal as read.
    var seal: UInt32
    /// In journal order; all the journal's lines when there is no map to build on.
    var lines: [Line] = []
    /// By `JournalMap.key(article:)`: new, or replacing the map's.
    var held: [UInt64: JournalMap.Held] = [:]

    /// The keys a correction's line is mapped under: each page its anchors name, by path and
    /// by text hash (a merge names two pages).
    static func keys(of correction: Correction) -> [UInt64] {
        let anchor = correction.anchor
        var keys = [JournalMap.key(file: anchor.file), anchor.contentHash]
        if case .merge(let other) = correction.change { keys += [JournalMap.key(file: other.file), other.contentHash] }
        keys.sort()
        return keys.enumerated().filter { $0.offset == 0 || $0.element != keys[$0.offset - 1] }.map(\.element)
    }

    /// The map's bytes: the article entries of `articlesOver` and the page entries of
    /// `pagesOver` (maps of the same journal), with this update merged in; nil when one has a
    /// damaged entry (an update of a map cannot mend what it does not read).
    func encoded(articlesOver articleBase: JournalMap?, pagesOver pageBase: JournalMap?) -> [UInt8]? {
        var pageRefs: [UInt64: [UInt8]] = [:]
        var articles: [UInt64: (revision: UInt64, total: UInt64, refs: [UInt8])] = [:]
        if let articleBase {
            guard let held = articleBase.articleEntries() else { return nil }
            for entry in held { articles[entry.key] = (entry.revision, entry.total, Array(entry.refs)) }
        }
        if let pageBase {
            guard let pages = pageBase.pageEntries() else { return nil }
            for (key, refs) in pages { pageRefs[key] = Array(refs) }
        }
        for line in lines {
            let ref = Self.encoded(line.ref)
            for key in line.keys { pageRefs[key, default: []] += ref }
        }
        for (key, entry) in held {
            articles[key] = (entry.revision, UInt64(entry.total), entry.latest.flatMap(Self.encoded))
        }
        var writer = ByteWriter()
        writer.append(contentsOf: JournalMap.magic)
        writer.append(JournalMap.version)
        writer.append(UInt32(0))
        writer.append(contentsOf: identity.utf8.prefix(32))
        writer.append(contentsOf: [UInt8](repeating: 0x30, count: 32 - min(identity.utf8.count, 32)))
        for field in [covered, fileLines, lineCount, highestNumber, lastNumber, pageRefs.count, articles.count] {
            writer.append(UInt64(field))
        }
        let pageKeys = pageRefs.keys.sorted()
        let articleKeys = articles.keys.sorted()
        let refCount = (pageRefs.values.reduce(0) { $0 + $1.count } + articles.values.reduce(0) { $0 + $1.refs.count }) / JournalMap.refSize
        writer.append(UInt64(refCount))
        writer.append(seal)
        writer.append(UInt32(0))
        var first = 0
        for key in pageKeys {
            let refs = pageRefs[key] ?? []
            writer.append(key)
            writer.append(UInt64(first))
            writer.append(UInt32(refs.count / JournalMap.refSize))
            writer.append(CRC32.checksum(refs))
            first += refs.count / JournalMap.refSize
        }
        for key in articleKeys {
            let entry = articles[key] ?? (0, 0, [])
            writer.append(key)
            writer.append(entry.revision)
            writer.append(entry.total)
            writer.append(UInt64(first))
            writer.append(UInt32(entry.refs.count / JournalMap.refSize))
            writer.append(CRC32.checksum(entry.refs))
            first += entry.refs.count / JournalMap.refSize
        }
        writer.appendChecksum(from: 0)
        for key in pageKeys { writer.append(contentsOf: pageRefs[key] ?? []) }
        for key in articleKeys { writer.append(contentsOf: articles[key]?.refs ?? []) }
        return writer.bytes
    }

    private static func encoded(_ ref: JournalLineRef) -> [UInt8] {
        var writer = ByteWriter()
        writer.append(UInt64(ref.offset))
        writer.append(UInt32(truncatingIfNeeded: ref.length))
        return writer.bytes
    }
}

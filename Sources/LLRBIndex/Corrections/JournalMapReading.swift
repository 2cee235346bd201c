import Glibc
import LLRBEngine

/// Reading the journal through the index's map of it (`JournalMap`): a page's lines where the
/// map says they lie, an article's latest corrections by their lines alone. Every line is
/// read and checked (its checksum, and that it names the page); a map that is not this
/// journal's, or a line not where it says, gives nil, and the caller reads as without a map.
extension CorrectionJournal {
    /// The lines of `page` in the open journal `descriptor`, found through the map; nil without
    /// a page, a map, or a map the journal bears out. `mapping`: the other pages' lines past the
    /// map are decoded too, for a writer to bring the map up to date (`JournalContents.unmapped`).
    func mapped(_ descriptor: Int32, page: JournalPage?, mapping: Bool) throws(CorrectionError) -> JournalContents? {
        guard let page, let (map, header, size) = try trustedMap(descriptor),
              let refs = map.lines(of: page), refs.allSatisfy({ $0.length > 0 && $0.offset + $0.length <= map.covered }) else { return nil }
        var lines: [(JournalLineRef, ArraySlice<UInt8>)] = []
        lines.reserveCapacity(refs.count)
        // Lines close together are read in one call: a page corrected 100,000 times is one read.
        var group = refs.startIndex
        while group < refs.endIndex {
            var end = group + 1
            while end < refs.endIndex, refs[end].offset - (refs[end - 1].offset + refs[end - 1].length) < 1 << 16, refs[end].offset >= refs[end - 1].offset + refs[end - 1].length {
                end += 1
            }
            let start = refs[group].offset
            let bytes = try Self.bytes(descriptor, at: start, count: refs[end - 1].offset + refs[end - 1].length - start, path: path)
            for ref in refs[group..<end] {
                lines.append((ref, bytes[(bytes.startIndex + ref.offset - start)..<(bytes.startIndex + ref.offset - start + ref.length)]))
            }
            group = end
        }
        let tail = try Self.bytes(descriptor, at: map.covered, count: size - map.covered, path: path)
        return JournalContents(header: header, map: map, page: page, lines: lines, tail: tail, mapping: mapping)
    }

    /// The corrections that hold in article `id` of `page` as the index last read the page,
    /// the latest `JournalMap.latestHeld` of them in number order, and how many hold in all;
    /// nil when the map cannot say (no map, the page read since with other corrections or by
    /// another parser, a line not where it says): then the page's lines are read and applied.
    /// `file`: the article's page as the index has it now.
    public func heldCorrections(article id: String, file: IndexedFile) -> (total: Int, latest: [Correction])? {
        let page = JournalPage(file: file.path, contentHash: file.contentHash)
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { Glibc.close(descriptor) }
        guard let (map, _, _) = try? trustedMap(descriptor), let held = map.held(article: id), held.revision == JournalMap.reading(of: file) else { return nil }
        let needles = page.needles
        var latest: [Correction] = []
        for ref in held.latest {
            guard ref.length > 0, ref.offset + ref.length <= map.covered,
                  let line = try? Self.bytes(descriptor, at: ref.offset, count: ref.length, path: path), line.last == 0x0A,
                  JournalPage.line(line, names: needles), case .success(let correction) = JournalLine.decode(line.dropLast()) else { return nil }
            latest.append(correction)
        }
        return (held.total, latest.sorted { $0.number < $1.number })
    }

    /// The map of this journal in `mapFolder`, its header and the journal's length, when the
    /// journal bears the map out: the same identity, at least as long, a line ending where the
    /// map's coverage does and the bytes before it those the map was made from (its seal).
    private func trustedMap(_ descriptor: Int32) throws(CorrectionError) -> (JournalMap, JournalHeader, Int)? {
        guard let mapFolder, let map = JournalMap(directory: mapFolder) else { return nil }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .io(path, "read", errno: errno) }
        let size = Int(status.st_size)
        guard size >= map.covered, map.covered > 0 else { return nil }
        let first = try Self.bytes(descriptor, at: 0, count: min(size, 4096), path: path)
        guard let (header, version) = JournalHeader.decode(first.prefix { $0 != 0x0A }), version == JournalHeader.version,
              header.identity == map.identity, try seal(descriptor, covering: map.covered) == map.seal else { return nil }
        return (map, header, size)
    }

    /// `JournalMap.seal` of the open journal `descriptor` as far as `covered`; nil when no line
    /// ends there.
    func seal(_ descriptor: Int32, covering covered: Int) throws(CorrectionError) -> UInt32? {
        let length = min(covered, JournalMap.sealLength)
        let bytes = try Self.bytes(descriptor, at: covered - length, count: length, path: path)
        guard bytes.last == 0x0A else { return nil }
        return bytes.withUnsafeBytes { CRC32.checksum($0) }
    }
}

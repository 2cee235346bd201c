import Glibc
import LLRBEngine

extension JournalMapUpdate {
    /// Brings the map of `journal` in the index folder `folder` up to date with what an ingest
    /// read of it (`contents`) and the corrections that hold in the pages it read (`held`, each
    /// page's articles under its reading). Best effort: a map not written leaves the commands
    /// reading the journal as they would without one. Called under the index's lock, so the
    /// map on disk is the latest: its article entries are the base the new ones go over (the
    /// map `contents` was read through may be older, read before the lock was taken).
    static func write(for contents: JournalContents, of journal: CorrectionJournal, held: [(reading: UInt64, articles: [String: HeldCorrections])],
                      into folder: String) {
        guard let header = contents.header, let lines = contents.unmapped else { return }
        let path = folder + "/" + IndexFiles.followedLogMap
        let descriptor = open(journal.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        // Sealed from the file that was read, never one put in its place since (without its lock).
        guard let version = JournalFileVersion(descriptor), version == contents.fileVersion,
              let seal = try? journal.seal(descriptor, covering: contents.wholeLinesEnd) else {
            DurableFiles.remove(path)
            return
        }
        // A read through the map adds to it; a read of every line maps them all again.
        let extends = contents.map != nil
        let onDisk = JournalMap(directory: folder).flatMap { map in
            map.identity == header.identity && map.covered <= contents.byteCount
                && (try? journal.seal(descriptor, covering: map.covered)) == map.seal ? map : nil
        }
        var update = JournalMapUpdate(identity: header.identity, covered: contents.wholeLinesEnd, fileLines: contents.fileLines,
                                      lineCount: contents.lineCount, highestNumber: contents.highestNumber, lastNumber: contents.lastNumber,
                                      seal: seal, lines: lines)
        // A number held twice (a hand-edited journal) points at neither line: no entry is
        // better than one that lists the wrong correction.
        var lineOf: [Int: JournalLineRef?] = [:]
        for (correction, ref) in zip(contents.corrections, contents.lineRefs) {
            lineOf[correction.number] = lineOf[correction.number] == nil ? ref : .some(nil)
        }
        for (reading, articles) in held {
            for (id, held) in articles {
                let refs = held.latest.compactMap { lineOf[$0] ?? nil }
                guard refs.count == held.latest.count else { continue }
                update.held[JournalMap.key(article: id)] = JournalMap.Held(revision: reading, total: held.total, latest: refs)
            }
        }
        // Read through the map with nothing past it and no page read: it stands as it is.
        if extends, lines.isEmpty, update.held.isEmpty { return }
        guard let bytes = update.encoded(articlesOver: onDisk, pagesOver: extends ? contents.map : nil) else {
            DurableFiles.remove(path)
            return
        }
        // A whole read maps every line again: the map on disk is kept when it is that map.
        if !extends, let existing = try? MappedFile(path: path), existing.bytes.count == bytes.count,
           let start = existing.bytes.baseAddress, memcmp(start, bytes, bytes.count) == 0 { return }
        let temporary = folder + "/" + IndexFiles.followedLogMapTemporary
        do {
            try DurableFiles.write(bytes, to: temporary, sync: false)
            try DurableFiles.rename(temporary, to: path)
        } catch {
            DurableFiles.remove(temporary)
        }
    }
}

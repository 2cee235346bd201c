import Foundation
import LLRBEngine

/// Orchestrates an ingest: discover → read → hash → (skip if unchanged) → parse → documents →
/// `IndexWriter`. Files are prepared in batches on all cores while the writer indexes the
/// previous batch, in file order. A file that cannot be read or decoded is reported and
/// skipped; only a failure of the index itself stops the run.
///
/// Files are keyed in the index by their absolute, standardized path, so re-ingesting from
/// another working folder is still recognized as the same file.
public final class Ingestor {
    /// A batch holds about this many bytes of source text (or `batchFiles` files), which bounds
    /// the memory taken by pages waiting for the writer.
    static let batchBytes = 4 << 20
    static let batchFiles = 128

    private let indexDirectory: URL
    private let options: IngestOptions
    /// The corrections that hold in each page read with corrections, by path: its reading
    /// (`JournalMap.reading(of:)`) and each article's, for the journal map.
    private var heldByFile: [String: (reading: UInt64, articles: [String: HeldCorrections])] = [:]
    /// The corrections the walk applied, and the version of the journal's file they were read from.
    private var corrections: (version: JournalFileVersion?, set: CorrectionSet) = (nil, CorrectionSet())

    public init(indexDirectory: URL, options: IngestOptions = IngestOptions()) {
        self.indexDirectory = indexDirectory
        self.options = options
    }

    /// Ingests the files and folders in `paths`, calling `progress` before each file and once
    /// at the end; throws only when the index itself fails (lock held, disk full, corrupt file).
    public func run(paths: [String], progress: (IngestProgress) -> Void = { _ in }) throws(IngestError) -> IngestReport {
        let started = ContinuousClock.now
        // Released after the writer closes (defers run last to first): see `refresh`.
        var journalHold: HeldLock?
        defer { journalHold?.release() }
        let writer = try indexing { () throws(IndexError) in try IndexWriter.open(at: indexDirectory, schema: .articles, options: options.writer) }
        defer { writer.close() }
        let standing = try standing(of: writer)
        // Not the journal the index follows, and not told to follow it: the corrected pages stay.
        let keepsCorrected = !standing.isFollowed && !options.followsJournalFound
        let read = keepsCorrected ? nil : try journalContents()
        let corrections: CorrectionSet
        if let read, let written = options.correctedPage?.corrections, read.fileVersion != nil, read.fileVersion == options.knownJournal?.fileVersion {
            // The journal as the correction's maker wrote it: the maker's set, not made again.
            corrections = written
        } else {
            corrections = CorrectionSet(read?.inForce ?? [])
        }
        self.corrections = (read?.fileVersion, corrections)
        // Told to follow another journal: every page read with the old one's corrections is read
        // again with the new one's, wherever it is (taken before the walk reads any of them).
        let correctedBefore = standing.isFollowed || keepsCorrected ? [] : try indexing(writer.editedFiles)
        var report = try indexing { () throws(IndexError) in
            try pass(paths: paths, into: writer, corrections: corrections, prune: options.prune, keepingCorrected: keepsCorrected,
                     progress: progress)
        }
        report.journalStanding = standing
        if let journal, !keepsCorrected {
            let contents: JournalContents
            (journalHold, contents) = try refresh(journal: journal, into: writer, known: read, rereading: correctedBefore, report: &report)
            JournalMapUpdate.write(for: contents, of: journal, held: Array(heldByFile.values), into: indexDirectory.path)
        }
        report.merges = writer.merges
        report.postponedMerge = writer.postponedMerge
        report.seconds = (ContinuousClock.now - started).seconds
        return report
    }

    /// What `body` returns, its failure an ingest's.
    private func indexing<Value>(_ body: () throws(IndexError) -> Value) throws(IngestError) -> Value {
        do {
            return try body()
        } catch {
            throw .index(error)
        }
    }

    /// The journal, read through this index's map of it.
    private var journal: CorrectionJournal? {
        options.corrections.map { CorrectionJournal(path: $0.path, mapFolder: indexDirectory.path) }
    }

    /// How the journal stands against the one the index follows.
    private func standing(of writer: IndexWriter) throws(IngestError) -> JournalStanding {
        guard let journal else { return .followed }
        do {
            return try JournalStanding.of(journal, followed: writer.followedLog)
        } catch {
            throw .corrections(error)
        }
    }

    /// What the journal holds, if there is one.
    private func journalContents() throws(IngestError) -> JournalContents? {
        guard let journal else { return nil }
        do {
            return try journal.read(page: options.journalPage, known: options.knownJournal, mapping: true)
        } catch {
            throw .corrections(error)
        }
    }

    /// Before publishing the last time, reads again every indexed page whose corrections are
    /// not the ones it was read with: recorded while this ingest ran, or while another held the
    /// index (a `llrb correct` that found it held). The pages' stamps hold their corrections, so
    /// the others are not even opened. Returns the journal's lock, to hold until the writer has
    /// closed: a correction recorded after this look finds the index free, and applies itself;
    /// and what that look read. The journal is recorded as the one the index follows.
    /// `rereading`: pages read with the corrections of another journal than this one, read
    /// again with this one's.
    private func refresh(journal: CorrectionJournal, into writer: IndexWriter, known: JournalContents?, rereading: [IndexedFile],
                         report: inout IngestReport) throws(IngestError) -> (HeldLock?, JournalContents) {
        let hold: HeldLock?
        let contents: JournalContents
        do {
            (hold, contents) = try journal.hold(known: known, page: options.journalPage)
        } catch {
            throw .corrections(error)
        }
        // The same file as the walk read: its set, not made again (a page corrected 100,000 times).
        let now = contents.fileVersion != nil && contents.fileVersion == corrections.version ? corrections.set : CorrectionSet(contents.inForce)
        writer.follow(contents.header.map { FollowedLog(identity: $0.identity, path: journal.path, lastNumber: contents.lastNumber) })
        var corrected = Set(now.files.filter { writer.holds(file: $0) })
        for file in rereading {
            corrected.insert(file.path)
            let revision = now.revision(ofFile: file.path, hashes: [file.contentHash])
            if revision == 0 {
                report.correctionsForgotten += 1
            } else if revision != file.edits {
                report.correctionsChanged += 1
            }
        }
        corrected = corrected.filter { access($0, R_OK) == 0 }
        guard !corrected.isEmpty else {
            try indexing { () throws(IndexError) in try writer.commit(alone: true) }
            return (hold, contents)
        }
        let again = try indexing { () throws(IndexError) in
            try pass(paths: corrected.sorted(), into: writer, corrections: now, prune: false, keepingCorrected: false, progress: { _ in })
        }
        report.filesIndexed += again.filesIndexed
        report.pages += again.pages
        report.articles += again.articles
        report.bytes += again.bytes
        return (hold, contents)
    }

    /// One walk of `paths` into the writer, ending with a publication.
    private func pass(paths: [String], into writer: IndexWriter, corrections: CorrectionSet, prune: Bool, keepingCorrected: Bool,
                      progress: (IngestProgress) -> Void) throws(IndexError) -> IngestReport {
        var found = SourceDiscovery.found(in: paths, extensions: options.extensions, key: Self.indexPath)
        found.stamp(corrections: corrections)
        found.forgetStamps(of: options.rereading)
        var report = IngestReport()
        report.failures = found.problems
        report.filesSeen = found.count
        report.otherFilesBesideIndex = writer.otherFilesBeside
        let scope = PruneScope(roots: paths.map(Self.indexPath), unwalked: found.problems.map { Self.indexPath($0.path) })
        // A file whose stamp is the one the index remembers is unchanged, and is not even opened.
        let match: FileMatch
        do throws(FormatError) {
            let missingWithin: ((String) -> Bool)? = prune ? { scope.isGiven($0) } : nil
            match = try FileMatch(found, against: writer.publishedFiles, revisions: .current(tables: options.writer.tables),
                                  missingWithin: missingWithin)
        } catch {
            throw writer.corrupt(error)
        }
        report.filesUnchanged += match.knownByStamp
        report.filesKnownByStamp = match.knownByStamp
        var contents: IndexedContents
        do throws(FormatError) {
            contents = try IndexedContents(writer.publishedFiles, found: found, reading: match.toRead.count)
        } catch {
            throw writer.corrupt(error)
        }
        // All the run holds for each file, from the start to the end; the writer holds its own.
        writer.reserve(bytes: found.byteCount + match.byteCount + contents.byteCount)
        let toRead = match.toRead
        var status = IngestProgress(filesDone: 0, filesTotal: toRead.count, bytesDone: 0,
                                    bytesTotal: toRead.reduce(0) { $0 + found.files[Int($1.file)].byteCount }, currentFile: "")
        var uncommittedBytes = 0
        // The batches are made as they are reached: a file's path and key as `String`s, and what
        // the index has for it, only while its batch is prepared.
        func preparation(from start: Int) -> (batch: PreparationBatch, range: Range<Int>)? {
            guard start < toRead.count else { return nil }
            let range = Self.batch(of: toRead, in: found, from: start)
            var files: [SourceFile] = [], keys: [String] = [], known: [IndexedFile?] = []
            for read in toRead[range] {
                let (file, key) = found.file(Int(read.file))
                files.append(file)
                keys.append(key)
                known.append(match.entry(of: read)?.indexedFile(path: key))
            }
            return (PreparationBatch(files: files, keys: keys, known: known, tables: options.writer.tables, corrections: corrections,
                                     keepsCorrected: keepingCorrected, correctedPage: options.correctedPage), range)
        }
        var pending = preparation(from: 0)
        pending?.batch.start()
        while let (batch, range) = pending {
            // The next batch starts as soon as this one's workers are done, while the writer still
            // takes this one's files, each as soon as it is ready: the last batch's files are
            // indexed while it is prepared, not after, when one core would have nothing to do.
            pending = preparation(from: range.upperBound)
            if let next = pending?.batch { batch.startWhenDone(next) }
            for (index, file) in batch.files.enumerated() {
                status.currentFile = file.path
                progress(status)
                uncommittedBytes += try apply(batch.take(index), found: toRead[range.lowerBound + index], to: writer, keepingCorrected: keepingCorrected,
                                              contents: &contents, report: &report)
                status.filesDone += 1
                status.bytesDone += file.byteCount
            }
            // After the last batch the last commit follows: one in mid-run there would publish
            // everything first, and leave that commit nothing to do, its merges included.
            if pending != nil, uncommittedBytes >= options.commitEveryBytes {
                try writer.commit(merging: false)
                uncommittedBytes = 0
            }
        }
        if prune {
            try self.prune(match.missing, within: scope, in: writer, report: &report)
        }
        try writer.commit(alone: true)
        status.currentFile = ""
        progress(status)
        return report
    }

    /// Hands one prepared file to the writer, unless it is a copy of a page the index has
    /// under another path (then what the index had for it goes: those were other bytes); a
    /// page whose indexed path is gone replaces it. Returns the bytes indexed (0 when skipped).
    /// `keepingCorrected`: a page read with corrections the journal found lacks is not moved.
    private func apply(_ prepared: PreparedFile, found: FileMatch.ToRead, to writer: IndexWriter, keepingCorrected: Bool,
                       contents: inout IndexedContents, report: inout IngestReport) throws(IndexError) -> Int {
        switch prepared {
        case .unchanged(let key, let stamp):
            report.filesUnchanged += 1
            try writer.remember(stamp: stamp, of: key)
            return 0
        case .failed(let problem):
            report.failures.append(problem)
            return 0
        case .ready(let page, let file, let pages, let held):
            let holder: IndexedContents.Holder?
            do throws(FormatError) {
                holder = try contents.holder(of: file)
            } catch {
                throw writer.corrupt(error)
            }
            switch holder {
            case .copy(let original):
                try writer.remove(file: file.path)
                contents.forget(file.path)
                report.copies.append(PageCopy(path: file.path, original: original))
                return 0
            case .moved(let formerPath):
                // Read again here it would lose corrections no journal found lists: it stays
                // indexed from where it was, until the journal is back or forgotten.
                if keepingCorrected, let former = try writer.indexedFile(at: formerPath), former.edits != 0 {
                    report.movesKept.append(PageMove(path: file.path, formerPath: formerPath))
                    return 0
                }
                // Indexed beside its vanished former path, every article would be listed twice
                // under the same ids, once for a file that is not there.
                try writer.remove(file: formerPath)
                contents.forget(formerPath)
                report.moves.append(PageMove(path: file.path, formerPath: formerPath))
            case nil:
                break
            }
            try writer.add(page, for: file)
            heldByFile[file.path] = held.isEmpty ? nil : (JournalMap.reading(of: file), held)
            contents.record(file, number: Int(found.file), listed: found.entry >= 0)
            report.filesIndexed += 1
            report.pages += pages
            report.articles += page.documentCount
            report.bytes += file.byteCount
            return file.byteCount
        }
    }

    /// Removes indexed files that no longer exist under the paths this run walked (`missing`:
    /// those the walk did not find there). A file outside them, or under a path that could not
    /// be walked (a folder that is missing, as on an unmounted drive, or unreadable), stays: not
    /// finding it there says nothing about whether it is gone.
    private func prune(_ missing: [String], within scope: PruneScope, in writer: IndexWriter,
                       report: inout IngestReport) throws(IndexError) {
        // A page moved in this run is under its new path already: its former one is no removal.
        let moved = Set((report.moves + report.movesKept).map(\.formerPath))
        for path in missing where !moved.contains(path) && !FileManager.default.fileExists(atPath: path) {
            if let unwalked = scope.unwalkedPath(holding: path) {
                report.keptUnwalked[unwalked, default: 0] += 1
                continue
            }
            try writer.remove(file: path)
            report.filesRemoved += 1
        }
    }

    /// Where `--prune` may drop files: under the paths given, but not under those the walk
    /// could not take (all in the index's form of a path, `indexPath`).
    private struct PruneScope {
        let roots: [String]
        let unwalked: [String]

        /// Whether `path` is under a path given.
        func isGiven(_ path: String) -> Bool {
            roots.contains { Self.path(path, isWithin: $0) }
        }

        /// The path the walk could not take that `path` is under, if any.
        func unwalkedPath(holding path: String) -> String? {
            unwalked.first { Self.path(path, isWithin: $0) }
        }

        /// By bytes: `hasPrefix` compares characters, so `Cafe` + a combining accent would not
        /// be within `Cafe/`.
        private static func path(_ path: String, isWithin folder: String) -> Bool {
            path.utf8.elementsEqual(folder.utf8) || path.utf8.starts(with: (folder.hasSuffix("/") ? folder : folder + "/").utf8)
        }
    }

    /// The files of `toRead` prepared together from `start` on: up to `batchBytes` of them, or
    /// `batchFiles` files.
    private static func batch(of toRead: [FileMatch.ToRead], in found: FoundFiles, from start: Int) -> Range<Int> {
        var end = start
        var bytes = 0
        while end < toRead.count {
            let byteCount = found.files[Int(toRead[end].file)].byteCount
            if end > start, bytes + byteCount > batchBytes || end - start >= batchFiles { break }
            bytes += byteCount
            end += 1
        }
        return start..<end
    }

    /// The form the index knows a page file's path by (absolute and standardized), which its
    /// records and corrections name it by: a front finds a page's corrections with it.
    /// An absolute path with no `.`, `..` or empty component is its own standard form; only the
    /// others go through Foundation, whose URL costs a `stat` a file. The walk takes the key of
    /// each path given and puts the rest of a found file's path after it
    /// (`SourceDiscovery.found`), so this runs once a path given, not once a file found.
    /// So do paths under `/private/` or `/var/automount/`, which Foundation shortens when the
    /// rest of the path exists (macOS's aliases of `/tmp`, `/var`…), on Linux too.
    public static func indexPath(_ path: String) -> String {
        isStandardAbsolute(path) && !hasAliasPrefix(path) ? path : URL(fileURLWithPath: path).standardizedFileURL.path
    }

    private static func hasAliasPrefix(_ path: String) -> Bool {
        path.hasPrefix("/private/") || path.hasPrefix("/var/automount/")
    }

    private static func isStandardAbsolute(_ path: String) -> Bool {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        var componentStart = 0
        var dots = 0
        for (index, byte) in path.utf8.enumerated() {
            if byte == slash {
                let length = index - componentStart
                if index > 0 && (length == 0 || (dots == length && length <= 2)) { return false }
                componentStart = index + 1
                dots = 0
            } else if byte == dot, dots == index - componentStart {
                dots += 1
            }
        }
        let last = path.utf8.count - componentStart
        return path.utf8.first == slash && last > 0 && !(dots == last && last <= 2)
    }
}

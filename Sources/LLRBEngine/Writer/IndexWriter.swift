import Foundation

/// The one process allowed to change an index. It buffers documents, flushes them to new segment
/// files when the buffer is full, and on `commit()` merges segments if there are too many and
/// publishes everything at once with a new manifest. Until then readers see the old index.
/// A full buffer is written on a thread of its own while the next one fills, at most one at a
/// time so memory stays bounded; `commit()` waits for it, and a write that failed throws there.
public final class IndexWriter {
    private let directory: String
    package let options: WriterOptions
    private var lock: WriterLock?
    private var published: Manifest
    private var working: Manifest
    private var buffer: SegmentBuffer
    /// The number the buffer's segment will get, taken when its first document arrives.
    private var bufferNumber: UInt64?
    /// Segment files written since the last commit, to remove if the commit never happens.
    private var unpublished: Set<UInt64> = []
    /// The buffers being written in the background: at most one while documents arrive, so
    /// memory stays bounded; at commit the last buffer joins it, as nothing else fills then.
    private var inFlight: [SegmentWriteJob] = []
    /// Set when a background write failed: the working manifest names a segment that is not
    /// whole, so nothing may be committed any more.
    private var failure: IndexError?
    /// The published file table and what changed in it since.
    private var files: WorkingFileTable
    /// Whether the directory has a manifest: until a new index's first segment file, it has not.
    private var hasManifest: Bool
    /// Whether the manifest was made by this writer, empty, before its first segment: with
    /// nothing published after it, closing removes it again.
    private var madeManifest = false
    /// Whether this writer published a manifest of its own (`publish`).
    private var publishedAnything = false
    /// Whether this writer made the index's folder, which it removes again if it closes before
    /// anything was published there (a first ingest of pages that are not there).
    private let madeDirectory: Bool
    /// The files that were in the folder before its first index (`--index` pointed at the
    /// pages, or at a folder shared with other tools), by name; empty for a folder of its own.
    public private(set) var otherFilesBeside: [String] = []
    /// The merges this writer made, in order.
    public private(set) var merges: [MergeRecord] = []
    /// A merge the disk had no room for, postponed with every later one of this writer.
    public private(set) var postponedMerge: PostponedMerge?
    /// A merge running while documents arrive (see `mergeInBackground`), folded into the
    /// working manifest when it is done, and at the latest by the next commit.
    private var backgroundMerge: MergeJob?
    /// Bytes of the segment files this writer wrote from its buffers, and of those its commits
    /// merged as leftovers (`leftoverMerge`), which may take a share of them.
    private var writtenBytes = 0
    private var leftoverBytesMerged = 0

    /// The bigrams the index's largest segment extends with trigrams, which every new segment
    /// extends too (see `NeighbourTrigrams.entries`).
    private let denseBigrams: Set<UInt64>
    /// The fields the documents store: the maker's schema's, which the manifest keeps.
    private let fields: FieldLayout

    private init(directory: String, options: WriterOptions, fields: FieldLayout, lock: WriterLock, loaded: ManifestStore.Published?,
                 madeDirectory: Bool, denseBigrams: Set<UInt64>) {
        self.directory = directory
        self.options = options
        self.fields = fields
        self.lock = lock
        published = loaded?.manifest ?? Manifest()
        // An index with no segment yet takes the schema's fields without a commit of its own.
        if published.fields == nil { published.fields = fields }
        working = published
        files = WorkingFileTable(published: loaded?.files ?? FileTable())
        hasManifest = loaded != nil
        self.madeDirectory = madeDirectory
        self.denseBigrams = denseBigrams
        buffer = SegmentBuffer(directory: directory, fields: fields, denseBigrams: denseBigrams, tables: options.tables)
    }

    /// Opens (creating if needed) the index at `directory` and takes its lock; a second writer
    /// gets an IndexError saying another ingest is running, and an index whose segments are of
    /// another format version, or damaged where opening one checks (header, footer, document
    /// table and ids; the largest segment's dictionary blocks of `extendedBigram` keys, which new
    /// segments inherit; the rest of dictionaries and postings are checked as they are read), is
    /// refused before anything changes, as is an index whose documents store other fields than
    /// `schema`'s.
    /// Files a crashed writer left behind (unpublished segments, a temporary manifest, a records
    /// spill file) are removed; segments without any manifest are not (that is an index whose
    /// manifest was lost: `ManifestStore.load` refuses it).
    /// Opening a writer also fixes glibc's mmap threshold for the whole process (FreedMemory).
    public static func open(at directory: URL, schema: FieldSchema, options: WriterOptions = WriterOptions()) throws(IndexError) -> IndexWriter {
        let path = directory.path
        for (index, table) in options.tables.enumerated() where options.tables[..<index].contains(where: { $0.name == table.name }) {
            throw IndexError(.writerFault("two stored tables are named \(table.name); each needs a name of its own"))
        }
        let madeDirectory = try DurableFiles.createDirectory(path)
        let otherFiles = madeDirectory || FileManager.default.fileExists(atPath: path + "/" + IndexFiles.manifest)
            ? [] : IndexFiles.foreignFiles(in: path)
        FreedMemory.mapLargeBlocks()
        let lock = try WriterLock(directory: path, as: options.holder, patience: options.lockPatience,
                                  waiting: options.waitingForLock)
        let loaded = try ManifestStore.load(directory: path)
        let manifest = loaded?.manifest
        if let manifest { try manifest.checkFields(schema.layout, directory: path) }
        // Each segment's header, footer and tables (a few hundred KB at 100 MB of pages), so that
        // an ingest does not build on a segment that is cut short or of another index: its pages
        // would look indexed while every search failed.
        var largest: SegmentReader?
        for segment in manifest?.segments ?? [] {
            let reader = try SegmentReader.open(segment, in: path, fields: schema.layout)
            if reader.documentCount > largest?.documentCount ?? 0 { largest = reader }
        }
        let denseBigrams = try largest.map { reader throws(IndexError) in try extendedBigrams(of: reader) } ?? []
        removeIngestWork(in: path, besides: manifest)
        let writer = IndexWriter(directory: path, options: options, fields: schema.layout, lock: lock, loaded: loaded,
                                 madeDirectory: madeDirectory, denseBigrams: denseBigrams)
        writer.otherFilesBeside = otherFiles
        return writer
    }

    /// Removes the files in `directory` that an ingest writes and `manifest` does not name:
    /// segments, a merge's output, `MANIFEST.tmp`, a records spill.
    private static func removeIngestWork(in directory: String, besides manifest: Manifest?) {
        let live = Set((manifest?.segments ?? []).map { IndexFiles.segment($0.number) })
        for name in DurableFiles.list(directory) where IndexFiles.isIngestWork(name, live: live) {
            DurableFiles.remove(directory + "/" + name)
        }
    }

    /// The bigrams `reader`'s segment extends, as packed bigram keys.
    private static func extendedBigrams(of reader: SegmentReader) throws(IndexError) -> Set<UInt64> {
        var bigrams: Set<UInt64> = []
        do throws(FormatError) {
            for field in 0..<UInt8(reader.fields.count) {
                for key in try reader.dictionary.keys(withPrefix: [field, TermKey.extendedBigram]) where key.count == 8 {
                    bigrams.insert(key.withUnsafeBufferPointer { NeighbourTrigrams.packedKey($0, at: 0, kind: TermKey.bigram) })
                }
            }
        } catch {
            throw IndexError.corrupt(reader.path, error.reason)
        }
        return bigrams
    }

    /// The source file the index has at `path`, as of the last add or remove.
    public func indexedFile(at path: String) throws(IndexError) -> IndexedFile? {
        try entry(path)?.indexedFile(path: path)
    }

    /// The log of edits beside the index that the published index follows (`FollowedLog`).
    public var followedLog: FollowedLog? { published.followedLog }

    /// Makes `log` the one the next commit publishes as followed.
    public func follow(_ log: FollowedLog?) {
        working.followedLog = log
    }

    /// The published files read with the maker's edits, and what those added (`IndexedFile.edits`).
    package func editedFiles() throws(IndexError) -> [IndexedFile] {
        var found: [IndexedFile] = []
        var cursor = files.published.makeCursor()
        do throws(FormatError) {
            while try cursor.next() {
                guard cursor.entry.edits != 0 else { continue }
                found.append(cursor.entry.indexedFile(path: String(decoding: cursor.path, as: UTF8.self)))
            }
        } catch {
            throw corrupt(error)
        }
        return found
    }

    /// The published file table, as it was when the writer opened or last committed (an ingest
    /// matches the files it finds against it in one pass).
    package var publishedFiles: FileTable { files.published }

    private func entry(_ path: String) throws(IndexError) -> FileEntry? {
        do throws(FormatError) {
            return try files.entry(Array(path.utf8))
        } catch {
            throw corrupt(error)
        }
    }

    /// The error for damage found in the published file table.
    package func corrupt(_ error: FormatError) -> IndexError {
        ManifestStore.corrupt(error, directory: directory)
    }

    /// Adds one source file's documents, analyzed and encoded beforehand (on another thread),
    /// replacing whatever that path had before.
    package func add(_ prepared: PreparedDocuments, for file: IndexedFile) throws(IndexError) {
        try remove(file: file.path)
        let documentCount = prepared.documentCount
        var segment: UInt64 = 0
        if documentCount > 0 {
            segment = bufferNumber ?? working.nextSegmentNumber
            if bufferNumber == nil { working.nextSegmentNumber += 1 }
            bufferNumber = segment
        }
        let first = UInt32(buffer.documentCount)
        try buffer.add(prepared)
        files.set(Array(file.path.utf8), FileEntry(file, segment: segment, firstDocument: documentCount == 0 ? 0 : first,
                                                   documentCount: UInt32(documentCount)))
        if buffer.approximateBytes >= bufferLimit { try flush() }
    }

    /// What the writer holds for each file changed since the last commit, until the commit
    /// writes it into the table: its path's bytes and its optional entry in `WorkingFileTable`'s
    /// dictionary, 230-330 bytes measured (a dictionary of 14k-150k such paths of 60 bytes).
    static let bytesPerChange = 320

    /// Bytes a caller holds while it adds files (an ingest's list of the files it found, and
    /// what it records of them), taken from the buffer: see `reserve(bytes:)`.
    private var reservedBytes = 0

    /// Takes `bytes` from the buffer from now on, for a caller that holds them while it adds
    /// files (an ingest's list of found files, ~100 bytes a file): they are there from the
    /// start, and so must be their share of the memory limit. Without this the first segments
    /// of a 1 GB ingest were filled as if its 55480 files were not there, and its peak (228 MB)
    /// was above that of 100 MB (200-217 MB).
    package func reserve(bytes: Int) {
        reservedBytes = bytes
    }

    /// The buffer is flushed at `memoryLimit` less what the writer's and its caller's files
    /// take: those reserved, those changed since the last commit, and the published file table,
    /// whose mapped pages each commit reads whole (43 bytes a file on the bench's 10 MB archive).
    /// So an ingest of more files gets somewhat smaller segments instead of a higher peak; never below a quarter of the
    /// limit, so a huge number of files cannot make segments tiny. (Before the ingest held its
    /// files compactly, each was charged 2 KB, and a first ingest of 10 GB, 556k files, had the
    /// floor: segments of 7-8 MB, and a tier of merges more.)
    private var bufferLimit: Int {
        let files = reservedBytes + self.files.changeCount * Self.bytesPerChange + self.files.published.bytes.count
        return max(options.memoryLimit - files, options.memoryLimit / 4)
    }

    /// Records that the file at `path`, found unchanged by its content, now has `stamp`, so the
    /// next ingest finds it unchanged without reading it (a manifest of format 2 had no stamps).
    public func remember(stamp: UInt64, of path: String) throws(IndexError) {
        guard var entry = try entry(path), entry.stamp != stamp else { return }
        entry.stamp = stamp
        files.set(Array(path.utf8), entry)
    }

    /// Whether the index has the file at `path` (a damaged file table says no).
    package func holds(file path: String) -> Bool {
        ((try? entry(path)) ?? nil) != nil
    }

    /// Drops a source file's documents (for `--prune`, or before a changed file is re-added).
    public func remove(file path: String) throws(IndexError) {
        guard let held = try entry(path) else { return }
        // Documents still in the buffer cannot be marked deleted: they go to a segment first.
        if held.documentCount > 0 && held.segment == bufferNumber { try flush() }
        guard let entry = try entry(path) else { return }
        files.set(Array(path.utf8), nil)
        guard entry.documentCount > 0, let segment = working.segments.firstIndex(where: { $0.number == entry.segment }) else { return }
        var deleted = Set(working.segments[segment].deleted)
        for document in entry.documents { deleted.insert(document) }
        working.segments[segment].deleted = deleted.sorted()
    }

    /// Makes everything added since open visible to readers at once, durably: flushes the
    /// buffer, merges segments as the `MergePolicy` asks, then what its tiers leave below full
    /// size when many are (`leftoverMerge`), publishes the manifest and only then removes the
    /// segment files it no longer names.
    /// - Parameter alone: the caller runs nothing else meanwhile (an ingest's commit after its
    ///   last file, with no batch being prepared), so the last segment may group its postings
    ///   on two threads. A commit in mid-run must not: the next batch is parsing on every core
    ///   then, and a second grouping thread would compete with it and add to the memory peak.
    /// - Parameter merging: false for a commit in mid-run of a caller that goes on adding: it
    ///   publishes what is written and leaves the merging to the merges that run in the
    ///   background meanwhile (`mergeInBackground`); one still running is published later.
    public func commit(alone: Bool = false, merging: Bool = true) throws(IndexError) {
        try flush(alongsideOthers: true, alone: alone)
        try finishWriting()
        if let job = backgroundMerge, merging || job.isFinished {
            backgroundMerge = nil
            try fold(job)
        }
        guard working != published || files.hasChanges else { return }
        working.segments.removeAll { $0.deleted.count == $0.documentCount }
        if merging, var chosen = mergeCandidates() ?? leftoverMerge() {
            FreedMemory.release() // the written buffers' memory goes back before a merge takes its own
            // A commit of many small segments (a 1 GB ingest's 256 MB commits made ~12 each)
            // needs several merges, and a merge may complete a tier above it: as many as are due.
            // Alone, the commit has both cores: a second merge of other segments, when one is
            // due, runs beside the first (at 1 GB the last commit had six to make).
            while true {
                let first = try startMerge(of: chosen)
                // No merge thread may outlive a failed commit: it would write into the folder
                // after `close()` gave it up.
                let second: MergeJob?
                do {
                    second = try alone ? mergeCandidates(excluding: Set(chosen.map(\.number))).map(startMerge) : nil
                } catch {
                    _ = try? first.wait()
                    throw error
                }
                do {
                    try fold(first)
                } catch {
                    _ = try? second?.wait()
                    throw error
                }
                if let second { try fold(second) }
                guard let next = mergeCandidates() ?? leftoverMerge() else { break }
                chosen = next
                // The merged sources stay on disk until a manifest no longer names them: with
                // a backlog of merges (a 10 GB ingest's last commit) they took twice the index.
                // Past a gigabyte of them, the commit publishes what it has and removes them.
                let waiting = Set(published.segments.map(\.number)).union(unpublished).subtracting(working.segments.map(\.number))
                if waiting.reduce(0, { $0 + DurableFiles.size(of: segmentPath($1)) }) > Self.mergedBytesBeforePublishing {
                    try publish()
                }
            }
        }
        try publish()
    }

    /// Merged sources on disk that a commit's merges let wait for its end, at most.
    static let mergedBytesBeforePublishing = 1 << 30

    /// Publishes the working manifest and removes the segment files it no longer names.
    private func publish() throws(IndexError) {
        working.generation = published.generation + 1
        try ManifestStore.publish(working, appendingFiles: files.appendTable, directory: directory, hook: step)
        hasManifest = true
        publishedAnything = true
        // The table just written, mapped: the next changes are made to it.
        guard let now = try ManifestStore.load(directory: directory) else { throw ManifestStore.missing(directory: directory) }
        files.publish(now.files)
        let live = Set(working.segments.map(\.number))
        let running = backgroundMerge.map { [$0.number] } ?? []
        let obsolete = published.segments.map(\.number).filter { !live.contains($0) }
            + unpublished.filter { !live.contains($0) && !running.contains($0) }
        published = working
        unpublished = Set(running)
        try step(.deleteOldSegments)
        for number in obsolete { DurableFiles.remove(directory + "/" + IndexFiles.segment(number)) }
    }

    /// Releases the lock; uncommitted work is dropped, and every file this writer made that no
    /// published manifest names (segments, a merge's output, `MANIFEST.tmp`) is removed now, not
    /// by the next writer: a disk that filled up gets its space back when the error is told.
    /// A segment still being written is finished first, so no thread writes into the index
    /// once another writer may own it. An index this writer began and published nothing in goes
    /// again, so a failed first ingest leaves no folder that looks like an index: its folder too
    /// when the writer made it, the folder alone (empty) when the user did.
    public func close() {
        try? finishWriting()
        if let job = backgroundMerge {
            _ = try? job.wait()
            backgroundMerge = nil
        }
        guard let lock else { return }
        // Besides what the manifest on disk names, not what this writer last knew it published:
        // a commit may have failed after its manifest was renamed into place, before it removed
        // the segments that manifest no longer names. Unreadable: everything is kept.
        let onDisk = Result { () throws(IndexError) in try ManifestStore.load(directory: directory)?.manifest }
        if case .success(let manifest) = onDisk { Self.removeIngestWork(in: directory, besides: manifest) }
        unpublished = []
        // An index this writer began is gone again only if the manifest on disk is still none or
        // the empty one it made: a first commit that failed after its rename has published.
        let namesNothing = if case .success(let manifest) = onDisk { manifest?.segments.isEmpty ?? true } else { false }
        let unused = !publishedAnything && (madeManifest || !hasManifest) && namesNothing
        if unused {
            DurableFiles.remove(directory + "/" + IndexFiles.manifest)
            DurableFiles.remove(directory + "/" + IndexFiles.lock)
        }
        lock.release()
        self.lock = nil
        if unused && madeDirectory { rmdir(directory) }
    }

    deinit {
        close()
    }

    private func step(_ step: PublishStep) throws(IndexError) {
        try options.beforePublishStep?(step)
    }

    /// Hands the buffer to a background write; unless `alongsideOthers`, after the one before it
    /// is finished. A write `alone` (see `commit(alone:)`) whose others are done has the cores,
    /// and memory, to itself: it groups its postings on two threads, where one thread left the
    /// other core idle.
    private func flush(alongsideOthers: Bool = false, alone: Bool = false) throws(IndexError) {
        guard let number = bufferNumber, !buffer.isEmpty else { return }
        if alongsideOthers {
            if let failure { throw failure }
        } else {
            try finishWriting()
            try mergeInBackground()
        }
        try startSegment(number)
        let twoThreads = alone && inFlight.allSatisfy(\.isFinished) && (backgroundMerge?.isFinished ?? true)
        inFlight.append(SegmentWriteJob(buffer: buffer, path: segmentPath(number), alone: twoThreads, inline: options.writesInline))
        working.segments.append(.init(number: number, documentCount: buffer.documentCount, deleted: []))
        buffer = SegmentBuffer(directory: directory, fields: fields, denseBigrams: denseBigrams, tables: options.tables)
        bufferNumber = nil
    }

    /// Waits for the segments being written in the background; a failure, or an earlier one,
    /// is thrown, and keeps being thrown by every later commit.
    private func finishWriting() throws(IndexError) {
        let jobs = inFlight
        inFlight = []
        for job in jobs {
            do throws(IndexError) {
                try job.wait()
                writtenBytes += DurableFiles.size(of: job.path)
            } catch {
                failure = failure ?? error
            }
        }
        if let failure { throw failure }
    }

    /// Call before writing segment `number`, so that a commit that never happens removes it.
    /// A new index gets its (empty) manifest first, so segment files without one are never a
    /// first ingest's: they are an index that lost its manifest (`ManifestStore.load`).
    private func startSegment(_ number: UInt64) throws(IndexError) {
        if !hasManifest {
            try ManifestStore.publish(published, appendingFiles: Self.appendNoFiles, directory: directory, hook: step)
            hasManifest = true
            madeManifest = true
        }
        try step(.writeSegment)
        unpublished.insert(number)
    }

    /// The file table of a new index's first, empty manifest.
    private static func appendNoFiles(to writer: inout ByteWriter) throws(FormatError) {
        try FileTableBuilder.append(base: FileTable(), changes: [], relocate: nil, to: &writer)
    }

    private func segmentPath(_ number: UInt64) -> String {
        directory + "/" + IndexFiles.segment(number)
    }

    /// Between commits, while documents arrive: folds a background merge that is done, and
    /// starts the next that the policy asks for (`mergeCandidates`), so that merging overlaps
    /// parsing instead of holding up the commit. Called when every segment written so far is finished.
    private func mergeInBackground() throws(IndexError) {
        if let job = backgroundMerge {
            guard job.isFinished else { return }
            backgroundMerge = nil
            try fold(job)
        }
        guard let chosen = mergeCandidates() else { return }
        backgroundMerge = try startMerge(of: chosen)
    }

    /// The segments to merge next by the writer's `MergePolicy`, or nil when no merge is due.
    /// Segments in `excluding` (another merge's) are left out, and so are those with no live
    /// document, which the next commit drops without reading them.
    private func mergeCandidates(excluding: Set<UInt64> = []) -> [Manifest.Segment]? {
        guard postponedMerge == nil else { return nil }
        let sizes = liveSizes(of: working.segments.filter { !excluding.contains($0.number) })
        let reserved = excluding.isEmpty ? 0 : Self.spaceToMerge(excluding.map(segmentPath))
        return room(for: policy.merge(among: sizes).map(segments(numbered:)), besides: reserved)
    }

    /// What a merge of `paths` needs free while it runs: its output, about its sources' size,
    /// and its spilled dictionary and postings, half as much again at most.
    private static func spaceToMerge(_ paths: [String]) -> Int {
        let bytes = paths.reduce(0) { $0 + DurableFiles.size(of: $1) }
        return bytes + bytes / 2
    }

    /// `chosen`, when the disk has room to merge it besides `reserved` bytes another merge
    /// takes; else nil, the merge postponed (`postpone`) rather than begun into a disk it
    /// would fill, where it would fail the segments written beside it too.
    private func room(for chosen: [Manifest.Segment]?, besides reserved: Int = 0) -> [Manifest.Segment]? {
        guard let chosen else { return nil }
        let needed = Self.spaceToMerge(chosen.map { segmentPath($0.number) })
        guard let free = DurableFiles.freeBytes(in: directory), free < needed + reserved else { return chosen }
        postpone(segments: chosen.count, needing: needed)
        return nil
    }

    /// Notes a merge left for the next ingest; with it, every merge this writer would start.
    private func postpone(segments: Int, needing bytes: Int) {
        var postponed = postponedMerge ?? PostponedMerge(segments: 0, bytesNeeded: 0)
        postponed.segments += segments
        postponed.bytesNeeded += bytes
        postponedMerge = postponed
    }

    /// Of the bytes a writer wrote from its buffers, the share its commits may spend merging
    /// what the tiers leave below full size: a quarter. The tiers rewrite a first ingest's bytes
    /// about twice, so this adds at most an eighth to its merging, while a day's pages (a few
    /// hundred KB) never pay for merging older segments, and its commit stays instant.
    static let leftoverShare = 4

    /// When no tier is due, at a merging commit: the segments left below full size, merged
    /// together as the policy says (`MergePolicy.leftovers`) within what is left of the
    /// writer's `leftoverShare`, which the merge is charged here. Never in the background: while
    /// an ingest goes on, its next buffers would only make new leftovers.
    private func leftoverMerge() -> [Manifest.Segment]? {
        guard postponedMerge == nil else { return nil }
        let sizes = liveSizes(of: working.segments)
        let budget = writtenBytes / Self.leftoverShare - leftoverBytesMerged
        guard let chosen = policy.leftovers(among: sizes, budget: budget) else { return nil }
        leftoverBytesMerged += sizes.filter { chosen.contains($0.number) }.reduce(0) { $0 + $1.liveBytes }
        return room(for: segments(numbered: chosen))
    }

    /// The tiered policy of the writer's options.
    private var policy: MergePolicy {
        MergePolicy(perTier: options.maxSegments, maxMergeBytes: options.maxMergeBytes, floorBytes: options.floorSegmentBytes)
    }

    /// The sizes the policy weighs `segments` by, leaving out those with no live document,
    /// which the next commit drops without reading them.
    private func liveSizes(of segments: [Manifest.Segment]) -> [MergePolicy.Segment] {
        segments.filter { $0.deleted.count < $0.documentCount }.map { segment in
            let live = Double(segment.documentCount - segment.deleted.count) / Double(max(segment.documentCount, 1))
            return MergePolicy.Segment(number: segment.number, liveBytes: Int(Double(DurableFiles.size(of: segmentPath(segment.number))) * live))
        }
    }

    /// The working manifest's segments of `numbers`, in its order.
    private func segments(numbered numbers: [UInt64]) -> [Manifest.Segment] {
        let chosen = Set(numbers)
        return working.segments.filter { chosen.contains($0.number) }
    }

    /// Starts merging `sources` into a new segment on a thread of its own.
    private func startMerge(of sources: [Manifest.Segment]) throws(IndexError) -> MergeJob {
        let number = working.nextSegmentNumber
        working.nextSegmentNumber += 1
        try startSegment(number)
        let bytes = sources.reduce(0) { $0 + DurableFiles.size(of: segmentPath($1.number)) }
        return try MergeJob(sources: sources, directory: directory, fields: fields, number: number, inputBytes: bytes,
                            tables: options.tables.map { ($0.name, $0.version) }, inline: options.writesInline, afterMerge: options.afterMerge)
    }

    /// Waits for `job` and puts its segment in the working manifest in place of its sources.
    /// Documents deleted from a source since the merge started (a file changed or pruned
    /// meanwhile) are deleted in the merged segment under their new ids.
    private func fold(_ job: MergeJob) throws(IndexError) {
        let merged: SegmentMerger.Result, seconds: Double
        do throws(IndexError) {
            (merged, seconds) = try job.wait()
        } catch where error.isOutOfSpace {
            // The pages are indexed without it: its sources stay, its output goes, and so does
            // every merge this writer would still start; the next ingest with room merges.
            DurableFiles.remove(segmentPath(job.number))
            unpublished.remove(job.number)
            postpone(segments: job.sources.count, needing: job.inputBytes + job.inputBytes / 2)
            return
        }
        merges.append(MergeRecord(segments: job.sources.count, inputBytes: job.inputBytes,
                                  outputBytes: DurableFiles.size(of: segmentPath(job.number)), seconds: seconds))
        var newIDs: [UInt64: [UInt32?]] = [:]
        var deleted: [UInt32] = []
        for (source, ids) in zip(job.sources, merged.newIDs) {
            newIDs[source.number] = ids
            let before = Set(source.deleted)
            // A source gone from the manifest had every document deleted meanwhile.
            let now = working.segments.first { $0.number == source.number }?.deleted ?? Array(0..<UInt32(source.documentCount))
            for document in now where !before.contains(document) && Int(document) < ids.count {
                if let id = ids[Int(document)] { deleted.append(id) }
            }
        }
        files.merged(job.sources.map(\.number), into: job.number, newIDs: merged.newIDs)
        let position = working.segments.firstIndex { newIDs[$0.number] != nil } ?? working.segments.endIndex
        working.segments.removeAll { newIDs[$0.number] != nil }
        working.segments.insert(.init(number: job.number, documentCount: merged.documentCount, deleted: deleted.sorted()), at: position)
    }
}

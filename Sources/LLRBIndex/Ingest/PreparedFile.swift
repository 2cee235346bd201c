import Foundation
import LLRBEngine
import LLRBParser
import Synchronization

/// One source file made ready for the writer, off the writer's thread: read, hashed, compared
/// with what the index has, parsed, cut into documents, analyzed and encoded.
enum PreparedFile: Sendable {
    /// The index already has this path with the same text, read by this parser; the file's
    /// stamp now, for the manifest.
    case unchanged(key: String, stamp: UInt64)
    /// It could not be read or decoded; reported, not indexed.
    case failed(SourceProblem)
    /// `pages`: how many pages the file holds (several for an issue file, `PageParser.pages`);
    /// `held`: the corrections that hold in each of its articles, by id (none without).
    case ready(page: PreparedDocuments, file: IndexedFile, pages: Int, held: [String: HeldCorrections])

    /// - Parameters:
    ///   - key: the path the index knows the file by.
    ///   - known: what the index has for that path, if anything.
    /// - Parameter tables: the article tables to build.
    /// - Parameter revisions: what this ingest reads with (`ReadRevisions.current(tables:)`).
    /// - Parameter corrections: the user's corrections, applied to the pages they name (docs/CORRECTIONS.md).
    /// - Parameter keepsCorrected: the journal the index follows cannot be read: a page the index
    ///   has with corrections is kept as it is, not read again without them.
    /// - Parameter correctedPage: the page as a correction's maker read it (`CorrectedPage`),
    ///   taken when it is this one with these corrections.
    static func prepare(_ source: SourceFile, key: String, known: IndexedFile?, tables: [any StoredTable] = [],
                        revisions: ReadRevisions = .current(tables: []), corrections: CorrectionSet = CorrectionSet(),
                        keepsCorrected: Bool = false,
                        correctedPage: CorrectedPage? = nil) -> PreparedFile {
        if keepsCorrected, let known, known.edits != 0 {
            return .unchanged(key: key, stamp: known.stamp)
        }
        let data: Data
        switch SourceReader.read(source.path) {
        case .success(let read): data = read
        case .failure(let problem): return .failed(problem)
        }
        if isBlank(data) {
            return .failed(SourceProblem(path: source.path, reason: "empty file (no text to index)"))
        }
        // A page is known by its text's hash, which for most files is their bytes' own: those
        // are found unchanged without decoding them. Its corrections are part of what the index
        // read, so a page whose corrections changed is read again.
        func isKnown(_ hash: UInt64) -> Bool {
            guard let known, known.contentHash == hash, known.revisions == revisions, known.byteCount == data.count else { return false }
            return known.edits == corrections.revision(ofFile: key, hashes: [hash])
        }
        let bytesHash = ContentHash.of(data)
        // A page with an image beside it, now or when it was indexed, whose stamp changed may
        // have another scan or none: read again.
        let scanMayDiffer = source.hasScan || ScanStamps.hasScan(known?.stamp ?? 0)
        if !scanMayDiffer, isKnown(bytesHash) {
            return .unchanged(key: key, stamp: source.stamp)
        }
        let decoded: DecodedPage
        do {
            decoded = try PageDecoder.decode(data, source: source.path)
        } catch {
            return .failed(SourceProblem(path: source.path, reason: error.reason))
        }
        let text = decoded.text
        let hash = ContentHash.of(text: text)
        if hash != bytesHash, !scanMayDiffer, isKnown(hash) {
            return .unchanged(key: key, stamp: source.stamp)
        }
        let pageCorrections = corrections.corrections(ofFile: key, hashes: [hash])
        let revision = corrections.revision(ofFile: key, hashes: [hash])
        let pages: [Page]
        var documents: [IndexableDocument]
        var held: [String: HeldCorrections] = [:]
        if let read = correctedPage, read.page.file == key, read.page.contentHash == hash, read.revision == revision {
            pages = read.page.pages
            documents = read.corrected.documents
            held = read.corrected.held
        } else {
            pages = ScanFinder.withScan(PageParser.pages(text: text, source: source.path), ofFileAt: source.path,
                                        layout: decoded.layout, besideWithStem: source.hasScan)
            documents = DocumentBuilder.documents(for: pages, file: key, contentHash: hash)
            if !pageCorrections.isEmpty {
                let corrected = CorrectedReading(documents, corrections: pageCorrections)
                documents = corrected.documents
                held = corrected.held
            }
        }
        return .ready(page: PreparedDocuments(documents, tables: tables),
                      file: IndexedFile(path: key, contentHash: hash, revisions: revisions, edits: revision, byteCount: data.count,
                                        documentCount: documents.count, stamp: source.stamp),
                      pages: pages.count, held: held)
    }

    /// An empty or whitespace-only file is an OCR run that produced nothing: named, so the user
    /// can redo that page, rather than silently indexed as a page with no articles. So is one
    /// with nothing but a byte-order mark or DOS end-of-file marks (0x1A) around its spaces.
    private static func isBlank(_ data: Data) -> Bool {
        var bytes = data[...]
        while bytes.last == 0x1A { bytes.removeLast() }
        let isSpace = { (byte: UInt8) in byte == 0x20 || (0x09...0x0D).contains(byte) }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            let bigEndian = bytes.first == 0xFE
            let units = Array(bytes.dropFirst(2))
            guard units.count.isMultiple(of: 2) else { return false }
            return stride(from: 0, to: units.count, by: 2).allSatisfy { index in
                let (high, low) = bigEndian ? (units[index], units[index + 1]) : (units[index + 1], units[index])
                return high == 0 && isSpace(low)
            }
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        return bytes.allSatisfy(isSpace)
    }
}

/// Prepares a batch of files on all cores; results land in file order, each announced as soon
/// as it is there, so the writer can take a file while later ones are still being prepared.
final class PreparationBatch: @unchecked Sendable {
    let files: [SourceFile]
    private let keys: [String]
    /// What the index has for each file, if anything.
    private let known: [IndexedFile?]
    private let tables: [any StoredTable]
    private let revisions: ReadRevisions
    private let corrections: CorrectionSet
    private let keepsCorrected: Bool
    private let correctedPage: CorrectedPage?
    /// Slot `i` is written by exactly one worker, then `ready[i]` signalled; it is read only
    /// after waiting for that signal. The slots never move: allocated once, never resized.
    private let results: UnsafeMutableBufferPointer<PreparedFile?>
    private let ready: [DispatchSemaphore]
    /// Whether the workers are done, and the batch to start when they are, if not yet started.
    private let chain = Mutex<(done: Bool, next: PreparationBatch?)>((false, nil))

    init(files: [SourceFile], keys: [String], known: [IndexedFile?], tables: [any StoredTable], corrections: CorrectionSet,
         keepsCorrected: Bool, correctedPage: CorrectedPage?) {
        self.files = files
        self.correctedPage = correctedPage
        self.corrections = corrections
        self.keepsCorrected = keepsCorrected
        self.keys = keys
        self.known = known
        self.tables = tables
        revisions = .current(tables: tables)
        results = .allocate(capacity: files.count)
        results.initialize(repeating: nil)
        ready = files.map { _ in DispatchSemaphore(value: 0) }
    }

    deinit {
        results.deinitialize()
        results.deallocate()
    }

    /// Starts the work in the background and returns at once.
    func start() {
        DispatchQueue.global().async { [self] in
            DispatchQueue.concurrentPerform(iterations: files.count) { index in
                results[index] = PreparedFile.prepare(files[index], key: keys[index], known: known[index], tables: tables,
                                                      revisions: revisions, corrections: corrections, keepsCorrected: keepsCorrected,
                                                      correctedPage: correctedPage)
                ready[index].signal()
            }
            let next = chain.withLock { chain in
                chain.done = true
                return chain.next.take()
            }
            next?.start()
        }
    }

    /// Starts `next` as soon as every file of this batch is prepared (at once if they are),
    /// and not before, even if this batch has not started yet: so at most two batches are
    /// prepared or held at a time, and only one takes the cores.
    func startWhenDone(_ next: PreparationBatch) {
        let startNow = chain.withLock { chain in
            if !chain.done { chain.next = next }
            return chain.done
        }
        if startNow { next.start() }
    }

    /// Waits until `files[index]` is prepared, hands its result over and drops it here, so that
    /// each page's memory goes as soon as the writer has taken it rather than with the batch.
    /// Call once per index.
    func take(_ index: Int) -> PreparedFile {
        ready[index].wait()
        let result = results[index] ?? .failed(SourceProblem(path: files[index].path, reason: "not prepared"))
        results[index] = nil
        return result
    }
}

import Foundation
import LLRBParser

/// Orchestrates an ingest: discover → read → hash → (skip if unchanged) → parse → documents →
/// `IndexWriter`. A file that cannot be read or decoded is reported and skipped; only a failure
/// of the index itself stops the run.
///
/// Files are keyed in the index by their absolute, standardized path, so re-ingesting from
/// another working folder is still recognized as the same file.
public final class Ingestor {
    private let indexDirectory: URL
    private let options: IngestOptions

    public init(indexDirectory: URL, options: IngestOptions = IngestOptions()) {
        self.indexDirectory = indexDirectory
        self.options = options
    }

    public func run(paths: [String], progress: (IngestProgress) -> Void = { _ in }) throws(IndexError) -> IngestReport {
        let started = ContinuousClock.now
        let (files, problems) = SourceDiscovery.files(in: paths, extensions: options.extensions)
        var report = IngestReport()
        report.failures = problems
        report.filesSeen = files.count
        let writer = try IndexWriter.open(at: indexDirectory, options: options.writer)
        defer { writer.close() }
        let known = writer.indexedFiles()
        var status = IngestProgress(filesDone: 0, filesTotal: files.count, bytesDone: 0,
                                    bytesTotal: files.reduce(0) { $0 + $1.byteCount }, currentFile: "")
        var uncommittedBytes = 0
        for file in files {
            status.currentFile = file.path
            progress(status)
            let key = Self.indexPath(file.path)
            let indexed = try ingest(file, as: key, known: known[key], into: writer, report: &report)
            uncommittedBytes += indexed
            if uncommittedBytes >= options.commitEveryBytes {
                try writer.commit()
                uncommittedBytes = 0
            }
            status.filesDone += 1
            status.bytesDone += file.byteCount
        }
        if options.prune {
            report.filesRemoved = try prune(known: known, found: Set(files.map { Self.indexPath($0.path) }), in: writer)
        }
        try writer.commit()
        status.currentFile = ""
        progress(status)
        report.seconds = Self.seconds(since: started)
        return report
    }

    /// Indexes one file unless it is unchanged; returns the bytes indexed (0 when skipped).
    private func ingest(_ file: SourceFile, as key: String, known: IndexedFile?, into writer: IndexWriter,
                        report: inout IngestReport) throws(IndexError) -> Int {
        let data: Data
        switch SourceReader.read(file.path) {
        case .success(let read): data = read
        case .failure(let problem):
            report.failures.append(problem)
            return 0
        }
        let hash = ContentHash.of(data)
        if let known, known.contentHash == hash, known.byteCount == data.count {
            report.filesUnchanged += 1
            return 0
        }
        let page: Page
        do {
            page = try PageParser.parse(data: data, source: file.path)
        } catch {
            let reason = error.message.hasPrefix(file.path + ": ") ? String(error.message.dropFirst(file.path.count + 2))
                                                                  : error.message
            report.failures.append(SourceProblem(path: file.path, reason: reason))
            return 0
        }
        let documents = DocumentBuilder.documents(for: page, file: key, contentHash: hash)
        try writer.add(documents, for: IndexedFile(path: key, contentHash: hash, byteCount: data.count,
                                                   articleCount: documents.count))
        report.filesIndexed += 1
        report.pages += 1
        report.articles += documents.count
        report.bytes += data.count
        return data.count
    }

    /// Removes indexed files that no longer exist; files merely outside this run's paths stay.
    private func prune(known: [String: IndexedFile], found: Set<String>, in writer: IndexWriter) throws(IndexError) -> Int {
        var removed = 0
        for path in known.keys.sorted() where !found.contains(path) && !FileManager.default.fileExists(atPath: path) {
            try writer.remove(file: path)
            removed += 1
        }
        return removed
    }

    static func indexPath(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    private static func seconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }
}

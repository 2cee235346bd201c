import Foundation
import LLRBEngine
import LLRBIndex
import LLRBViews

/// `llrb ingest PATH...`: parse page files and add them to the index, incrementally.
enum IngestCommand: Command {
    static let prune = OptionSpec.flag("prune", "also drop the articles of indexed files under PATH that no longer exist")
    static let json = OptionSpec.flag("json", "print the summary as JSON: {filesSeen, filesIndexed, filesUnchanged, filesRemoved, skipped: [{path, reason}], copies: [{path, original}], moved: [{path, formerPath}], pages, articles, bytes, seconds, merges: [{segments, inputBytes, outputBytes, seconds}], postponedMerge: {segments, bytesNeeded} or null, index}")
    static let forgetCorrections = OptionSpec.flag(
        "forget-corrections",
        "when the corrections journal is not the one the index follows (missing, replaced, cut short): read the corrected pages with the journal as it is now (or with none), and follow it")
    static let ext = OptionSpec.value("ext", "EXT", "file extension to take from folders (default txt, and xml, hocr, html and htm when ALTO or hOCR; repeat or comma-separate)")

    static let spec = CommandSpec(
        name: "ingest",
        summary: "add page files and folders to the index",
        usage: ["PATH... [--prune] [--ext EXT] [--json]"],
        discussion: """
        Walks folders recursively, parses each page (text in UTF-8, UTF-16 with BOM or \
        GB18030, or an ALTO or hOCR file as an OCR engine wrote it: a page written in several of \
        these under one name is read once, from its ALTO, else its hOCR) and \
        indexes one document per article. Ingest is incremental: a file already indexed with \
        the same content is skipped, a changed file replaces its old articles, a renamed or \
        moved page replaces its former path, and a copy of an indexed page is named and not \
        indexed twice. A file that \
        cannot be read or decoded is named on stderr with the reason and skipped; the rest is \
        indexed and the exit code is 2. A crash or Ctrl-C leaves the previous index intact. \
        One ingest runs at a time: another is refused at once, but one that finds a \
        correction's ingest of its page running waits for it, up to 30 s.
        A progress bar is drawn on stderr when it is a terminal; a summary line ends the run.
        """,
        positionals: [PositionalSpec(name: "PATH", help: "page files or folders of them", repeats: true)],
        options: [prune, ext, forgetCorrections, json],
        examples: [
            Example(command: "llrb ingest seeds/", explanation: "index the sample pages"),
            Example(command: "llrb ingest seeds/ --prune", explanation: "again: unchanged pages are skipped, and pages deleted from seeds/ since the last ingest dropped"),
            Example(command: "llrb --index DIR ingest seeds/ --ext txt,ocr", explanation: "into the index in folder DIR, taking .txt and .ocr files"),
        ],
        exitCodes: ["0  every file indexed (or unchanged)", "1  no page file found under the paths", "2  error, or some files were skipped (named on stderr)"])

    static func run(_ context: CommandContext) throws -> ExitCode {
        let extensions = Set((context.arguments.values[ext.name] ?? Array(IngestOptions.pageExtensions))
            .flatMap { $0.split(separator: ",") }
            .map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: ".")).lowercased() }
            .filter { !$0.isEmpty })
        guard !extensions.isEmpty else {
            throw CLIError.usage("--ext needs an extension such as txt", command: spec.name)
        }
        let directory = try IndexLocation.directory(for: context)
        var options = IngestOptions(extensions: extensions, prune: context.arguments.flag(prune))
        options.corrections = IndexLocation.corrections(for: context)
        // Naming the journal is choosing it, as forgetting the one followed is.
        options.followsJournalFound = context.arguments.flag(forgetCorrections) || context.arguments.value(GlobalOptions.corrections) != nil
        options.writer.lockPatience = CorrectionDesk.lockPatience
        // Said straight to stderr, after what `context.errors` holds: the stream buffers (and is
        // no `Sendable`), and the wait may last half a minute.
        context.errors.flush()
        let waiting = "llrb: a correction is being applied to the index (its ingest of one page holds it); "
            + "waiting for it, up to \(Int(CorrectionDesk.lockPatience)) s\n"
        options.writer.waitingForLock = { _ = waiting.withCString { write(STDERR_FILENO, $0, strlen($0)) } }
        let bar = ProgressBar(stream: context.errors, enabled: context.terminal.showsProgress, width: context.terminal.width)
        let cleanup = InterruptCleanup(message: "llrb: interrupted; the index keeps what was published so far (run the same ingest again to finish)",
                                       erasingLine: context.terminal.showsProgress)
        defer { withExtendedLifetime(cleanup) {} }
        let report = try ArchiveWriter.ingestor(indexDirectory: directory, options: options).run(paths: context.arguments.positionals) { progress in
            bar.update(done: progress.filesDone, total: progress.filesTotal, bytes: progress.bytesDone, current: progress.currentFile)
        }
        bar.finish()
        for failure in report.failures {
            context.warn("skipped \(failure.path): \(reason(of: failure))")
        }
        for (path, count) in report.keptUnwalked.sorted(by: { $0.key < $1.key }) {
            context.warn("--prune kept the \(count) indexed page\(count == 1 ? "" : "s") under \(path), which could not be walked; "
                + "if they are really gone, run the ingest with --prune on a folder above it")
        }
        if !report.otherFilesBesideIndex.isEmpty {
            let names = report.otherFilesBesideIndex
            let shown = names.prefix(2).joined(separator: ", ") + (names.count > 2 ? ", …" : "")
            context.warn("the new index in \(directory.path) is beside other files (\(shown)); "
                + "llrb never removes them, but a folder of its own is easier to move or rebuild")
        }
        if report.journalStanding.isFollowed || options.followsJournalFound {
            if report.correctionsForgotten > 0 {
                context.warn("took the readers' corrections out of \(report.correctionsForgotten) page\(report.correctionsForgotten == 1 ? "" : "s"), "
                    + "read again as OCR printed them: the journal now followed has none of theirs")
            }
            if report.correctionsChanged > 0 {
                context.warn("read \(report.correctionsChanged) corrected page\(report.correctionsChanged == 1 ? "" : "s") again with the corrections "
                    + "of the journal now followed, which differ from those they were read with (some may be gone)")
            }
        } else if let warning = JournalStandingWording.ingestWarning(report.journalStanding) {
            context.warn(warning)
        }
        for move in report.movesKept {
            context.warn("\(move.path) is the page indexed from \(move.formerPath) with readers' corrections that no journal found lists; "
                + "it stays indexed from there, corrected, until the journal is back (or the ingest runs with --forget-corrections)")
        }
        for move in report.moves {
            context.warn("\(move.formerPath) is gone; its page is now indexed from \(move.path)")
        }
        for copy in report.copies {
            context.warn("not indexed twice: \(copy.path) has the same text as \(copy.original), which is indexed")
        }
        if let merge = report.postponedMerge {
            context.warn("the disk had no room to merge \(merge.segments) segments (about \(ByteCount.megabytes(merge.bytesNeeded)) free needed "
                + "in \(directory.path)); the pages are indexed, and the next ingest with that room merges them")
        }
        if context.arguments.flag(json) {
            try context.printJSON(Summary(report, directory: directory))
        } else {
            TextWrapper.wrap(summary(of: report, directory: directory), width: context.terminal.width, breaks: .betweenWords)
                .forEach(context.output.line)
        }
        if report.hadFailures { return .failure }
        if report.filesSeen == 0 {
            context.warn("no .\(extensions.sorted().joined(separator: "/.")) file found under \(context.arguments.positionals.joined(separator: " "))")
            return .nothingFound
        }
        return .success
    }

    /// `ingest --json`; the keys are part of llrb's script interface.
    struct Summary: Encodable {
        struct Skipped: Encodable {
            var path: String
            var reason: String
        }

        var filesSeen, filesIndexed, filesUnchanged, filesRemoved, pages, articles, bytes: Int
        var skipped: [Skipped]
        var copies: [PageCopy]
        var moved: [PageMove]
        var seconds: Double
        var merges: [MergeRecord]
        var postponedMerge: PostponedMerge?
        var index: String

        init(_ report: IngestReport, directory: URL) {
            filesSeen = report.filesSeen
            filesIndexed = report.filesIndexed
            filesUnchanged = report.filesUnchanged
            filesRemoved = report.filesRemoved
            pages = report.pages
            articles = report.articles
            bytes = report.bytes
            skipped = report.failures.map { Skipped(path: $0.path, reason: IngestCommand.reason(of: $0)) }
            copies = report.copies
            moved = report.moves
            seconds = report.seconds
            merges = report.merges
            postponedMerge = report.postponedMerge
            index = directory.path
        }
    }

    /// The reason alone, whether or not the index already wrapped it in the path or "skipped",
    /// with how to mend what a user can.
    static func reason(of failure: SourceProblem) -> String {
        var reason = failure.reason
        if reason.hasPrefix(failure.path + ": ") { reason.removeFirst(failure.path.count + 2) }
        if reason.hasSuffix("; skipped") { reason.removeLast("; skipped".count) }
        switch failure.kind {
        case .nameNotUTF8: return reason + "; rename it to UTF-8, e.g. with convmv -f gbk -t utf8 --notest"
        case .other: return reason
        }
    }

    /// `indexed 5 files (0 unchanged, 1 skipped): 5 pages, 48 articles, 0.1 MB in 0.20 s (0.5 MB/s) into DIR`.
    static func summary(of report: IngestReport, directory: URL) -> String {
        var counts = ["\(report.filesUnchanged) unchanged"]
        if !report.failures.isEmpty { counts.append("\(report.failures.count) skipped") }
        if !report.copies.isEmpty {
            counts.append(report.copies.count == 1 ? "1 copy of an indexed page" : "\(report.copies.count) copies of indexed pages")
        }
        if !report.moves.isEmpty { counts.append("\(report.moves.count) moved") }
        if report.filesRemoved > 0 { counts.append("\(report.filesRemoved) removed") }
        return "indexed \(report.filesIndexed) file\(report.filesIndexed == 1 ? "" : "s") (\(counts.joined(separator: ", "))): "
            + "\(report.pages) pages, \(report.articles) articles, \(ByteCount.megabytes(report.bytes)) in "
            // No-break spaces keep each number with its unit when the summary wraps.
            + String(format: "%.2f\u{00A0}s (%.1f\u{00A0}MB/s)", report.seconds, report.megabytesPerSecond)
            + " into \(directory.path)"
    }
}

import Foundation
import LLRBIndex

/// `llrb export`: every article of the index, as JSON Lines for scripts, or as Elasticsearch
/// bulk files with their index mapping, for an archive that outgrows one machine. Streams:
/// one article is held at a time, however large the archive.
enum ExportCommand: Command {
    enum Format: String, CaseIterable {
        case jsonl
        case elasticsearch
    }

    static let format = OptionSpec.value("format", "FORMAT", "jsonl (one article per line, on stdout) or elasticsearch (bulk files and mapping in DIR)")
    static let json = OptionSpec.flag("json", "with elasticsearch: print {directory, articles, files, bytes, mapping} when done")

    static let spec = CommandSpec(
        name: "export",
        summary: "write every article as JSON Lines, or as Elasticsearch/OpenSearch bulk files",
        usage: ["--format jsonl", "--format elasticsearch DIR [--json]"],
        discussion: """
        --format jsonl writes one article per line on stdout, with the keys of 'llrb show ID \
        --json' (continuedToId and continuedFromId are null: finding the other part needs its \
        whole issue, which 'llrb show ID' reads); its page holds the date, how it was known \
        (dateSource), the issue, page and masthead facts, not the page's noise, footer and \
        captions, the same on every line of a page ('llrb show --issue N --json' has them). \
        --format elasticsearch writes into DIR mapping.json (settings and \
        mapping: Chinese as overlapping bigrams through the cjk_width, lowercase and \
        cjk_bigram filters; typed date, keyword and integer fields, dateSource among them) and bulk-0001.ndjson … \
        of at most 50 MB each, an action line and a document line per article, its _id the \
        article id, so loading a later export again updates in place. docs/RESEARCH.md gives \
        the curl commands to create the index and load the files. A progress bar shows on a \
        terminal.
        """,
        positionals: [PositionalSpec(name: "DIR", help: "with --format elasticsearch: the folder to write (made if missing)", optional: true)],
        options: [format, json],
        examples: [
            Example(command: "llrb export --format jsonl > archive.jsonl", explanation: "every article, one JSON object per line"),
            Example(command: "llrb export --format elasticsearch es/", explanation: "bulk files and mapping.json for a cluster"),
        ],
        exitCodes: ["0  exported", "1  the index holds no article", "2  error (bad option, no index, damaged index, unwritable DIR)"])

    static func run(_ context: CommandContext) throws -> ExitCode {
        let arguments = context.arguments
        guard let chosen: Format = try arguments.choice(format, describing: "export format") else {
            throw CLIError.usage("give --format jsonl or --format elasticsearch DIR", command: spec.name)
        }
        let directory = arguments.positionals.first
        switch (chosen, directory) {
        case (.jsonl, _?): throw CLIError.usage("--format jsonl writes to stdout and takes no DIR; redirect it: > archive.jsonl", command: spec.name)
        case (.elasticsearch, nil): throw CLIError.usage("--format elasticsearch needs DIR, the folder to write the files to", command: spec.name)
        case (.jsonl, nil) where arguments.flag(json): throw CLIError.usage("--format jsonl is JSON already; --json is for elasticsearch's summary", command: spec.name)
        default: break
        }
        let index = try IndexLocation.open(for: context)
        let corrections = CorrectionNote.byArticle(in: try CorrectionDesk.read(IndexLocation.corrections(for: context)), index: index)
        let total = index.articleCount
        let bar = ProgressBar(stream: context.errors, enabled: context.terminal.showsProgress, width: context.terminal.width)
        var done = 0, bytes = 0
        var failure: (any Error)?
        func each(_ write: (ArticleRecord) throws -> Int) throws {
            try index.forEachRecord { record in
                guard failure == nil else { return }
                do {
                    bytes += try write(record)
                } catch {
                    failure = error
                }
                done += 1
                if done % 256 == 0 || done == total { bar.update(done: done, total: total, bytes: bytes, current: "", unit: "articles") }
            }
            bar.finish()
            if let failure { throw failure }
        }
        if let directory {
            let files = try ElasticsearchExport(directory: directory)
            try each { record in try files.append(record, corrections: corrections[record.id] ?? []) }
            let summary = try files.finish(articles: done)
            if arguments.flag(json) {
                try context.printJSON(summary)
            } else {
                let line = "wrote \(done) articles in \(summary.files.count) bulk \(summary.files.count == 1 ? "file" : "files") (\(ByteCount.megabytes(summary.bytes))) "
                    + "and mapping.json to \(summary.directory); load them as docs/RESEARCH.md shows"
                TextWrapper.wrap(line, width: context.terminal.width, breaks: .betweenWords).forEach(context.output.line)
            }
        } else {
            var line = ArticleLine(), json = JSONBytes()
            try each { record in
                json.removeAll()
                try line.write(record, corrections: corrections[record.id] ?? [], into: &json)
                json.raw("\n")
                context.output.write(json.bytes)
                return json.bytes.count
            }
        }
        return done > 0 ? .success : .nothingFound
    }
}

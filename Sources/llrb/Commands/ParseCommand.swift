import Foundation
import LLRBIndex
import LLRBParser

/// `llrb parse FILE [--json]`: what the parser makes of one page, without touching the index.
enum ParseCommand: Command {
    static let json = OptionSpec.flag("json", "print one JSON object (keys: date, dateSource, issueNumber, lunarDate, weekday, pageCount, pageNumber, articles, captions, footer, noise, warnings); for an issue file, {file, pages: [one such object per page]}")

    static let explain = OptionSpec.flag("explain", "print the page's layout (which side of its story a headline is printed on, and the evidence that voted), then each line with its final kind and the rules that set and changed it, in order (`rule: from → to`, the rule table's and then the story rules', such as `text-in-story: headline → body`; rules in docs/PARSER.md); with --json, {layout: {headlineSide, votes: [{side, weight, evidence}], headlineLevel, medianBodyLine}, lines: [{lines, text, kind, reason, steps: [{rule, from, to}]}]}")

    static let mark = OptionSpec.flag("mark", "print the page in the mark language of bench/realistic, its structure as the corrections journal corrects it and its lines as OCR printed them: a page to join the marked pages the learned reader is trained on (docs/PARSER.md, \"Training pages from corrections\")")

    static let spec = CommandSpec(
        name: "parse",
        summary: "show what the parser reads from one OCR'd page",
        usage: ["FILE [--json]", "FILE --explain [--json]", "FILE --mark [--corrections FILE]"],
        discussion: """
        Parses one page and prints its outline: masthead (date and how it was established), \
        articles with headline, bylines, dateline and first body line, captions, footer, the \
        noise set aside and any warnings, each with the source lines it came from.
        A file holding a whole issue, its pages separated by form feeds (as Tesseract and \
        pdftotext write them), is parsed page by page, with the file's line numbers.
        Nothing is written to the index.
        With --mark, the page is written in the mark language of bench/realistic (a mark \
        before each printed line: H, K, S for a headline block's lines, C1 and R1[名] for a \
        caption and its credit, Fm, Ff, Fb, Fs, Fj for furniture; @story, @by and @out): the \
        corrections of the journal the index uses (or --corrections FILE) decide its stories \
        and their parts, while every line stays as OCR printed it, since the learned reader \
        learns from what it will see. Saved under bench/realistic/src and built, an \
        archivist's corrected page becomes a training page.
        """,
        positionals: [PositionalSpec(name: "FILE", help: "an OCR'd page (.txt; UTF-8, UTF-16 with BOM or GB18030)")],
        options: [json, explain, mark],
        examples: [
            Example(command: "llrb parse seeds/000_3320e1f2e0a52838.txt", explanation: "outline of a page of 第9895期 (2020-03-13)"),
            Example(command: "llrb parse seeds/004_f29a86dd7812ed2b.txt --explain", explanation: "why each line is a headline, text or noise"),
            Example(command: "llrb parse seeds/001_495ebaeb3d68c5cb.txt --json | jq '.articles[].headline'", explanation: "every headline on a page of 2023-02-17"),
            Example(command: "llrb parse seeds/000_3320e1f2e0a52838.txt --mark > a01.page",
                    explanation: "the page as corrected, marked for training: a page of a new set for bench/realistic/src"),
        ],
        exitCodes: ["0  parsed (with --explain or --mark, whatever the page holds)", "1  the page has no article", "2  the file could not be read or decoded"])

    static func run(_ context: CommandContext) throws -> ExitCode {
        let path = context.arguments.positionals[0]
        if context.arguments.flag(mark) {
            return try runMark(context, path: path)
        }
        if context.arguments.flag(explain) {
            return try runExplain(context, path: path)
        }
        let pages = try PageLoader.load(path: path)
        if context.arguments.flag(json) {
            let shown = pages.map(ParsedPageJSON.init)
            if shown.count == 1 {
                try context.printJSON(shown[0])
            } else {
                try context.printJSON(IssueFileJSON(file: path, pages: shown))
            }
        } else {
            var lines = [context.style.bold(path), ""]
            for (number, page) in pages.enumerated() {
                if pages.count > 1 {
                    lines.append(context.style.heading("page \(number + 1) of \(pages.count)") + (page.pageNumber.map { " · 第\($0)版" } ?? ""))
                    lines.append("")
                }
                lines += PageOutline(page: page, style: context.style, width: context.terminal.width).render()
            }
            lines.forEach(context.output.line)
        }
        return pages.allSatisfy(\.articles.isEmpty) ? .nothingFound : .success
    }

    /// `parse --mark`: the reading an ingest makes of the page, with the page's corrections of
    /// the journal applied, in the mark language (`MarkedPageWriter`).
    private static func runMark(_ context: CommandContext, path: String) throws -> ExitCode {
        guard ![json, explain].contains(where: context.arguments.flag) else {
            throw CLIError.usage("--mark writes the reading an ingest makes, as marks; it takes no --json or --explain", command: spec.name)
        }
        let reading = try PageLoader.reading(path: path)
        guard let page = reading.pages.first, reading.pages.count == 1 else {
            throw CLIError(message: "\(path) holds \(reading.pages.count) pages (form feeds part them); --mark writes one page: give each page a file of its own")
        }
        let journal = IndexLocation.corrections(for: context)
        let own = CorrectionSet(try CorrectionDesk.read(journal).inForce).corrections(ofFile: reading.file, hashes: [reading.contentHash])
        let corrected = CorrectedReading(reading.documents, corrections: own)
        let lines = reading.text.split(separator: "\n", omittingEmptySubsequences: false)
        let corrections = MarkedCorrections(own, outcomes: corrected.outcomes)
        let marks = PageMarks(lines: lines, page: page, articles: corrected.documents.map(\.record.article), setAside: corrections.setAside)
        MarkedPageWriter(marks: marks).lines(file: path, layout: MarkedPageLayout(lines: lines), date: page.date, corrections: corrections)
            .forEach(context.output.line)
        return .success
    }

    private static func runExplain(_ context: CommandContext, path: String) throws -> ExitCode {
        let pages = try PageLoader.explain(path: path)
        if context.arguments.flag(json) {
            if pages.count == 1 {
                try context.printJSON(pages[0])
            } else {
                try context.printJSON(IssueTraceJSON(file: path, pages: pages))
            }
        } else {
            let renderer = LineTraceRenderer(style: context.style, width: context.terminal.width)
            printPages(pages, of: path, context, render: renderer.render)
        }
        return .success
    }

    /// The file's name, then each page as `render` draws it, headed by its number when the file
    /// holds several.
    private static func printPages<Page>(_ pages: [Page], of path: String, _ context: CommandContext, render: (Page) -> [String]) {
        var lines = [context.style.bold(path), ""]
        for (number, page) in pages.enumerated() {
            if pages.count > 1 {
                lines += [context.style.heading("page \(number + 1) of \(pages.count)"), ""]
            }
            lines += render(page) + [""]
        }
        lines.forEach(context.output.line)
    }

    /// `parse --explain --json` of a file that holds several pages.
    private struct IssueTraceJSON: Encodable {
        var file: String
        var pages: [PageTrace]
    }

    /// `parse --json` of a file that holds several pages.
    private struct IssueFileJSON: Encodable {
        var file: String
        var pages: [ParsedPageJSON]
    }
}

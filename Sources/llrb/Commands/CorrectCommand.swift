import Foundation
import LLRBIndex

/// `llrb correct ID …`: a reader's fix of what OCR or the parser made of an article, recorded in
/// the corrections journal and applied to the index at once (docs/CORRECTIONS.md).
enum CorrectCommand: Command {
    static let replace = OptionSpec.flag("replace", "OLD NEW: the text OLD should read NEW (the two words after ID)")
    static let all = OptionSpec.flag("all", "with --replace: every time OLD occurs in the article")
    static let occurrence = OptionSpec.value("occurrence", "N", "with --replace: the N-th time OLD occurs (as the error listing them numbers them)")
    static let line = OptionSpec.value("line", "N", "the page file's line N (the numbers 'parse --explain' and hits show)")
    static let text = OptionSpec.value("text", "TEXT", "with --line: the whole line should read TEXT")
    static let role = OptionSpec.value("as", "PART", "with --line: the line is the story's headline, kicker, subtitle, byline, caption, or furniture (no part of it)")
    static let startsStory = OptionSpec.flag("starts-story", "with --line: a new story starts at this line")
    static let headline = OptionSpec.value("headline", "TEXT", "the story's headline is TEXT")
    static let merge = OptionSpec.value("merge", "ID2", "ID and ID2 are one story (ID keeps its id)")
    static let note = OptionSpec.value("note", "TEXT", "why, kept with the correction")
    static let by = OptionSpec.value("by", "NAME", "who made it, kept with the correction")
    static let json = OptionSpec.flag("json", "print the correction as JSON, with its status")

    static let spec = CommandSpec(
        name: "correct",
        summary: "correct an article's text or structure (kept in the corrections journal)",
        usage: [
            "ID --replace OLD NEW [--all | --occurrence N] [--note TEXT] [--by NAME]",
            "ID --line N --text TEXT",
            "ID --headline TEXT",
            "ID --line N --as PART",
            "ID --line N --starts-story",
            "ID --merge ID2",
        ],
        discussion: """
        A correction is recorded in the corrections journal beside the index (INDEX.corrections, \
        or --corrections FILE), never inside it, and applied to the index at once: the corrected \
        text is found by search, and the text OCR printed is still found beside it (field \
        original:). A correction is anchored to the page file, its lines and the text it changes, \
        not to the article id, so it is applied again by every ingest, whatever the parser reads; \
        'llrb corrections' lists them, says which no longer hold, and undoes one. When an ingest \
        holds the index, the correction is recorded and applied when that ingest publishes.
        """,
        positionals: [PositionalSpec(name: "ID", help: "an article id from 'llrb search' or 'llrb show'"),
                      PositionalSpec(name: "OLD NEW", help: "with --replace", repeats: true, optional: true)],
        options: [replace, all, occurrence, line, text, role, startsStory, headline, merge, note, by, json],
        examples: [
            Example(command: "llrb correct 9895-64ed71-2 --replace 进人 进入 --by 李明 --note 'OCR misread 入'",
                    explanation: "fix a misread word; 进人 is still found, as OCR printed it (original:进人)"),
            Example(command: "llrb correct 9895-64ed71-3 --headline 我市举行政银企签约项目对接会", explanation: "give a story the headline the parser missed"),
            Example(command: "llrb correct 9895-64ed71-3 --line 103 --starts-story", explanation: "two stories were read as one: the second starts at line 103"),
        ],
        exitCodes: ["0  recorded (and applied, or to be applied by the running ingest)", "1  no article with this id",
                    "2  error: the text is not in the article, a line outside it, bad arguments"])

    static func run(_ context: CommandContext) throws -> ExitCode {
        let arguments = context.arguments
        let id = arguments.positionals[0]
        let index = try IndexLocation.open(for: context)
        let journal = IndexLocation.corrections(for: context)
        guard let record = try ArticleLookup.record(id, in: index, journal: journal, context: context) else {
            return .nothingFound
        }
        let page = try currentPage(of: record)
        let set = CorrectionSet(try read(journal).inForce)
        let documents = page.corrected(by: set).documents
        guard let document = documents.first(where: { $0.record.id == record.id }) else {
            throw CLIError(message: "\(record.id) is not on its page as corrected now; see 'llrb corrections'")
        }
        let request = try CorrectionRequest(arguments, command: spec.name)
        let (anchorLines, change) = try request.change(for: document.record, page: page, documents: documents)
        let anchor = CorrectionAnchor(file: page.file, contentHash: page.contentHash, article: record.id, lines: anchorLines)
        // Tried on the page before it is recorded: a correction that would not hold is an error now.
        let trial = Correction(number: Int.max, date: "", anchor: anchor, change: change)
        guard case .applied(let articles) = CorrectedReading(documents, corrections: [trial]).outcomes[Int.max] ?? .applied(articles: []) else {
            throw CLIError(message: "this correction does not hold on \(record.id) as the page reads now (\(change.summary)); "
                + "check the line number with 'llrb parse \(ShellWord.quoted(page.file)) --explain'")
        }
        let (correction, _) = try journalResult { () throws(CorrectionError) in
            try journal.append({ _, number throws(CorrectionError) in
                Correction(number: number, date: Self.now(), by: arguments.value(by), note: arguments.value(note), anchor: anchor, change: change)
            }, whileLocked: { _ in () })
        }
        let applied = try CorrectionApplication.apply(correction, to: page.file, context: context)
        if arguments.flag(json) {
            var object = correction.jsonObject
            object["articles"] = articles
            object["searchable"] = applied
            try context.printJSONObject(object)
        } else {
            context.output.line("correction \(correction.number): \(record.id) \(change.summary)"
                + (articles.count > 1 || articles.first != record.id ? " (now \(articles.joined(separator: ", ")))" : ""))
        }
        return .success
    }

    /// The page the record was read from, as it is on disk now; an error when it changed since
    /// it was indexed (the id's hash is not the page's): the user corrects what they see.
    private static func currentPage(of record: ArticleRecord) throws -> PageReading {
        let page: PageReading
        switch PageReading.read(file: record.file) {
        case .success(let read): page = read
        case .failure(let problem):
            throw CLIError(message: "cannot read the page of \(record.id): \(problem.reason); a correction is made on its page file, so put it back where it was indexed from")
        }
        guard page.holds(record.id) else {
            throw CLIError(message: "\(record.file) changed since it was indexed; run 'llrb ingest \(ShellWord.quoted(record.file))' and correct the article as it reads now")
        }
        return page
    }

    static func read(_ journal: CorrectionJournal) throws -> JournalContents {
        try journalResult { () throws(CorrectionError) in try journal.read() }
    }

    static func journalResult<Value>(_ body: () throws(CorrectionError) -> Value) throws -> Value {
        do {
            return try body()
        } catch {
            throw CLIError(message: CorrectionErrorWording.message(for: error))
        }
    }

    static func now() -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: Date())
    }
}

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
        let index = try IndexLocation.open(for: context)
        let desk = CorrectionDesk(indexDirectory: try IndexLocation.existingDirectory(for: context), journal: IndexLocation.corrections(for: context))
        guard let record = try ArticleLookup.record(arguments.positionals[0], in: index, journal: desk.journal, context: context) else {
            return .nothingFound
        }
        let request = try request(arguments, command: spec.name)
        let made = try desk.correct(record, request, by: arguments.value(by), note: arguments.value(note))
        if let pending = made.pending { context.warn(pending.description(number: made.correction.number)) }
        if arguments.flag(json) {
            var object = made.correction.jsonObject
            object["articles"] = made.articles
            object["searchable"] = made.pending == nil
            context.printJSONObject(object)
        } else {
            context.output.line("correction \(made.correction.number): \(record.id) " + CorrectionNote.clipped(made.correction.change.summary)
                + (made.articles != [record.id] ? " (now \(made.articles.joined(separator: ", ")))" : ""))
        }
        return .success
    }

    /// The correction the arguments ask for: exactly one form.
    static func request(_ arguments: ParsedArguments, command: String) throws(CLIError) -> CorrectionRequest {
        typealias Options = CorrectCommand
        let words = Array(arguments.positionals.dropFirst())
        let lineNumber = try arguments.integer(Options.line, in: 1...Int(Int32.max))
        var forms: [CorrectionRequest] = []
        if arguments.flag(Options.replace) {
            guard words.count == 2 else {
                throw .usage("--replace takes two words after the id, OLD and NEW (quote them if they hold spaces)", command: command)
            }
            guard !words[0].allSatisfy(\.isWhitespace) else { throw .usage("--replace needs the text to replace", command: command) }
            if arguments.flag(Options.all), arguments.value(Options.occurrence) != nil {
                throw .usage("give --all or --occurrence N, not both", command: command)
            }
            let occurrence: TextChange.Occurrence? = arguments.flag(Options.all) ? .all
                : try arguments.integer(Options.occurrence, in: 1...100_000).map(TextChange.Occurrence.nth)
            forms.append(.replace(old: words[0], new: words[1], occurrence: occurrence))
        } else if !words.isEmpty {
            throw .usage("unexpected '\(words[0])' after the id (to replace text, give --replace OLD NEW)", command: command)
        }
        if let text = arguments.value(Options.text) {
            guard let lineNumber else { throw .usage("--text needs --line N: the line it replaces", command: command) }
            forms.append(.line(lineNumber, text: text))
        }
        if let part = arguments.value(Options.role) {
            guard let role = LineRole(rawValue: part) else {
                throw .usage("--as takes \(LineRole.allCases.map(\.rawValue).joined(separator: ", ")), not '\(part)'", command: command)
            }
            guard let lineNumber else { throw .usage("--as needs --line N: the line it is about", command: command) }
            forms.append(.role(lineNumber, role))
        }
        if arguments.flag(Options.startsStory) {
            guard let lineNumber else { throw .usage("--starts-story needs --line N: the line the story starts at", command: command) }
            forms.append(.storyStart(lineNumber))
        }
        if let headline = arguments.value(Options.headline) { forms.append(.headline(headline)) }
        if let other = arguments.value(Options.merge) { forms.append(.merge(other)) }
        guard forms.count == 1, let form = forms.first else {
            throw .usage(forms.isEmpty ? "say what to correct: --replace OLD NEW, --line N --text TEXT, --headline TEXT, --line N --as PART, --line N --starts-story or --merge ID2"
                : "one correction at a time: give one of --replace, --text, --as, --starts-story, --headline, --merge", command: command)
        }
        if lineNumber != nil, case .replace = form { throw .usage("--line goes with --text, --as or --starts-story, not --replace", command: command) }
        if lineNumber != nil, case .headline = form { throw .usage("--headline sets the story's headline; to make line N the headline give --line N --as headline", command: command) }
        return form
    }
}

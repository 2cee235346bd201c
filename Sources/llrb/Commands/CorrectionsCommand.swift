import Foundation
import LLRBIndex

/// `llrb corrections`: the journal of corrections, each with whether it holds on its page now;
/// `--undo N` reverts one, `--export FILE` writes them all as JSON lines.
enum CorrectionsCommand: Command {
    static let json = OptionSpec.flag("json", "print them as a JSON array: the journal's keys (number, date, by, note, file, hash, article, lines, kind, …) and status, articles")
    static let undo = OptionSpec.value("undo", "N", "undo correction N (recorded as a correction of its own; the page reads as before)")
    static let export = OptionSpec.value("export", "FILE", "write every correction to FILE as JSON lines (- for standard output)")
    static let by = OptionSpec.value("by", "NAME", "with --undo: who undid it")
    static let note = OptionSpec.value("note", "TEXT", "with --undo: why")

    static let spec = CommandSpec(
        name: "corrections",
        summary: "list, undo or export the corrections made with 'llrb correct'",
        usage: ["[ID] [--json]", "--undo N [--by NAME] [--note TEXT]", "--export FILE"],
        discussion: """
        Each correction is shown with its number, date, who made it, the article it was made on, \
        what it changes and whether it holds on its page now: the pages are read again as the \
        next ingest reads them. One that no longer holds (its page was edited so that the text \
        it changes is gone, or the page file is gone) is reported, never dropped. The journal is \
        INDEX.corrections beside the index folder (or --corrections FILE): removing the index \
        to build it again keeps it. With an article id, only the corrections that hold in that \
        article, or were made on it: every one, where 'llrb show' lists the latest.
        """,
        positionals: [PositionalSpec(name: "ID", help: "an article id: its corrections only", optional: true)],
        options: [json, undo, export, by, note],
        examples: [
            Example(command: "llrb corrections", explanation: "every correction and whether it holds"),
            Example(command: "llrb corrections 9895-64ed71-2", explanation: "every correction of one article"),
            Example(command: "llrb corrections --undo 2", explanation: "revert correction 2"),
            Example(command: "llrb corrections --export fixes.jsonl", explanation: "for another archive or a training set"),
        ],
        exitCodes: ["0  listed (or undone, or exported)", "1  no corrections yet", "2  error, or some correction does not hold (listed)"])

    static func run(_ context: CommandContext) throws -> ExitCode {
        let journal = IndexLocation.corrections(for: context)
        if let number = try context.arguments.integer(undo, in: 1...Int(Int32.max)) {
            return try revert(number, journal: journal, context: context)
        }
        let contents = try CorrectionDesk.read(journal)
        for damage in contents.damage {
            context.warn("line \(damage.line) of \(journal.path) cannot be read (\(CorrectionWording.reason(damage.reason))); it is kept as it is; 'llrb check' reports it")
        }
        let review = CorrectionReview(contents, locate: MovedPages.locator(try? IndexLocation.open(for: context)))
        if let target = context.arguments.value(export) {
            try write(contents, review: review, to: target, context: context)
            return .success
        }
        let article = context.arguments.positionals.first
        let listed = article.map { id in contents.corrections.filter { Self.concerns($0, article: id, review: review) } } ?? contents.corrections
        guard !listed.isEmpty else {
            if context.arguments.flag(json) { context.printJSONObject([Any]()) }
            context.warn(article.map { "no correction holds in \($0) or was made on it; 'llrb corrections' lists them all" }
                ?? "no corrections yet in \(journal.path); make one with 'llrb correct ID …'")
            return .nothingFound
        }
        if context.arguments.flag(json) {
            context.printJSONObject(listed.map { object(of: $0, review: review) })
        } else {
            for correction in listed {
                print(correction, status: review.statuses[correction.number], context: context)
            }
        }
        let unapplied = Set(review.unapplied.map(\.number))
        return listed.contains { unapplied.contains($0.number) } ? .failure : .success
    }

    /// Whether `correction` holds in the article `id`, or was made on it.
    private static func concerns(_ correction: Correction, article id: String, review: CorrectionReview) -> Bool {
        if correction.anchor.article == id { return true }
        if case .applied(let articles, _)? = review.statuses[correction.number] { return articles.contains(id) }
        return false
    }

    private static func revert(_ number: Int, journal: CorrectionJournal, context: CommandContext) throws -> ExitCode {
        let desk = CorrectionDesk(indexDirectory: try IndexLocation.existingDirectory(for: context), journal: journal)
        let made = try desk.undo(number, by: context.arguments.value(by), note: context.arguments.value(note))
        if let pending = made.pending { context.warn(pending.description(number: made.correction.number)) }
        context.output.line("correction \(made.correction.number): undid correction \(number) on \(made.correction.anchor.article)")
        return .success
    }

    private static func print(_ correction: Correction, status: CorrectionReview.Status?, context: CommandContext) {
        let who = correction.by.map { " \($0)" } ?? ""
        context.output.line("\(correction.number). \(correction.date.prefix(10))\(who)  \(correction.anchor.article)  \(correction.change.summary)")
        context.output.line("   " + words(for: status))
        if let note = correction.note { context.output.line("   note: \(note)") }
    }

    static func words(for status: CorrectionReview.Status?) -> String {
        switch status {
        case .applied(let articles, let pageChanged)?:
            "holds" + (articles.isEmpty ? "" : ", in \(articles.joined(separator: ", "))") + (pageChanged ? " (the page was edited since)" : "")
        case .notApplied(let reason)?: "does not hold: \(CorrectionWording.reason(reason))"
        case .pageUnreadable(let reason)?: "does not hold: its page cannot be read (\(reason))"
        case .undone(let by)?: "undone by correction \(by)"
        case .undoes(let number)?: "undoes correction \(number)"
        case nil: "not checked"
        }
    }

    private static func statusName(_ status: CorrectionReview.Status?) -> String {
        switch status {
        case .applied?: "applied"
        case .notApplied?, .pageUnreadable?: "notApplied"
        case .undone?: "undone"
        case .undoes?: "undo"
        case nil: "unknown"
        }
    }

    private static func object(of correction: Correction, review: CorrectionReview) -> [String: Any] {
        var object = correction.jsonObject
        let status = review.statuses[correction.number]
        object["status"] = statusName(status)
        object["statusText"] = words(for: status)
        if case .applied(let articles, _)? = status { object["articles"] = articles }
        return object
    }

    private static func write(_ contents: JournalContents, review: CorrectionReview, to target: String, context: CommandContext) throws {
        var bytes = Data()
        for correction in contents.corrections {
            bytes += Data((JSONValue(foundation: object(of: correction, review: review)).compact + "\n").utf8)
        }
        if target == "-" {
            context.output.write(String(decoding: bytes, as: UTF8.self))
            return
        }
        do {
            try bytes.write(to: URL(fileURLWithPath: target), options: .atomic)
        } catch {
            throw CLIError(message: "cannot write \(target): \(error.localizedDescription); choose another file")
        }
        context.output.line("wrote \(contents.corrections.count) correction\(contents.corrections.count == 1 ? "" : "s") to \(target)")
    }
}
